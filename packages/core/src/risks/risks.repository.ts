import type { RiskOrdering, RiskSourceKind, RiskStatus } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { Page } from "../repository";

type Scope = { workspaceId: string };
type Tx = Prisma.TransactionClient;

const person = { select: { id: true, email: true, firstName: true, lastName: true } } as const;
const riskInclude = { decidedBy: person } as const;
export type RiskRow = Prisma.RiskGetPayload<{ include: typeof riskInclude }>;
const eventInclude = { actor: person } as const;
export type RiskEventRow = Prisma.RiskEventGetPayload<{ include: typeof eventInclude }>;

/**
 * The four sorts of the Risk tab. Severity is a Postgres enum declared HIGH, LOW, so ascending is
 * highest first; every sort ends on the creation time and the id, so pages never shuffle.
 */
const orderings: Record<RiskOrdering, Prisma.RiskOrderByWithRelationInput[]> = {
  "-created": [{ createdAt: "desc" }, { id: "asc" }],
  created: [{ createdAt: "asc" }, { id: "asc" }],
  "-severity": [{ severity: "asc" }, { createdAt: "desc" }, { id: "asc" }],
  severity: [{ severity: "desc" }, { createdAt: "desc" }, { id: "asc" }],
};

/** What a source says when it raises a risk. */
export interface RiskInput {
  relationshipId: string;
  sourceKind: RiskSourceKind;
  sourceKey: string;
  severity: "HIGH" | "LOW";
  title: string;
  actionRequired: boolean;
  details?: Record<string, unknown>;
}

export function createRisksRepository(db: Db) {
  return {
    async list(
      scope: Scope,
      relationshipId: string,
      query: { status?: RiskStatus; ordering: RiskOrdering; page: number; pageSize: number },
    ): Promise<Page<RiskRow>> {
      const where: Prisma.RiskWhereInput = {
        workspaceId: scope.workspaceId,
        relationshipId,
        ...(query.status ? { status: query.status } : {}),
      };
      const [results, count] = await Promise.all([
        db.risk.findMany({
          where,
          include: riskInclude,
          orderBy: orderings[query.ordering],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.risk.count({ where }),
      ]);
      return { results, count };
    },

    /** Risks per status of one relationship. */
    async stats(scope: Scope, relationshipId: string): Promise<Record<RiskStatus, number>> {
      const groups = await db.risk.groupBy({
        by: ["status"],
        where: { workspaceId: scope.workspaceId, relationshipId },
        _count: { _all: true },
      });
      const counts: Record<RiskStatus, number> = { OPEN: 0, RESOLVED: 0, CONFIRMED: 0 };
      for (const group of groups) counts[group.status] = group._count._all;
      return counts;
    },

    find: (scope: Scope, id: string) =>
      db.risk.findFirst({ where: { id, workspaceId: scope.workspaceId }, include: riskInclude }),

    events: (scope: Scope, riskId: string) =>
      db.riskEvent.findMany({
        where: { riskId, workspaceId: scope.workspaceId },
        include: eventInclude,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),

    /**
     * Raises a risk, or refreshes the one its key names (one statement: `ON CONFLICT` on the source key,
     * so concurrent raises make one risk). An open risk takes the new title, severity, flag and
     * evidence; a decided one is left as it is unless `reopen`, which opens it again. The history gets
     * RAISED, UPDATED or REOPENED when something changed. Answers the risk and what happened.
     */
    async raise(
      tx: Tx,
      scope: Scope,
      input: RiskInput,
      options: { reopen?: boolean; note?: string; eventDetails?: Record<string, unknown> },
    ): Promise<{
      risk: { id: string; status: RiskStatus };
      event: "RAISED" | "UPDATED" | "REOPENED" | null;
    }> {
      const details = JSON.stringify(input.details ?? {});
      const reopen = options.reopen ?? false;
      // `xmax = 0` is true for a row this statement inserted, false for one it updated.
      const [row] = await tx.$queryRaw<
        { id: string; status: RiskStatus; inserted: boolean; previous: RiskStatus | null; changed: boolean }[]
      >`
        WITH before AS (
          SELECT id, status, severity, title, action_required, details FROM risks
          WHERE relationship_id = ${input.relationshipId}::uuid AND workspace_id = ${scope.workspaceId}::uuid
            AND source_kind = ${input.sourceKind}::"RiskSourceKind" AND source_key = ${input.sourceKey}
        )
        INSERT INTO risks (id, workspace_id, relationship_id, source_kind, source_key, severity, status,
                           action_required, title, details, updated_at)
        -- Only for a relationship of the workspace: another workspace's id inserts nothing (and is not found below).
        SELECT gen_random_uuid(), r.workspace_id, r.id,
               ${input.sourceKind}::"RiskSourceKind", ${input.sourceKey},
               ${input.severity}::"RiskSeverity", 'OPEN'::"RiskStatus", ${input.actionRequired}, ${input.title},
               ${details}::jsonb, now()
        FROM vendor_relationships r
        WHERE r.id = ${input.relationshipId}::uuid AND r.workspace_id = ${scope.workspaceId}::uuid
        ON CONFLICT (relationship_id, source_kind, source_key) DO UPDATE SET
          severity = EXCLUDED.severity,
          title = EXCLUDED.title,
          action_required = EXCLUDED.action_required,
          details = EXCLUDED.details,
          status = 'OPEN',
          decided_at = NULL,
          decided_by_id = NULL,
          decision_note = NULL,
          updated_at = now()
        WHERE risks.status = 'OPEN' OR ${reopen}
        RETURNING id::text, status, (xmax = 0) AS inserted,
          (SELECT status FROM before) AS previous,
          (SELECT (b.severity, b.title, b.action_required, b.details)
                  IS DISTINCT FROM (risks.severity, risks.title, risks.action_required, risks.details)
             FROM before b) AS changed`;
      if (!row) {
        // Decided, and not to be re-opened: left alone.
        const found = await tx.risk.findUniqueOrThrow({
          where: {
            relationshipId_sourceKind_sourceKey: {
              relationshipId: input.relationshipId,
              sourceKind: input.sourceKind,
              sourceKey: input.sourceKey,
            },
            workspaceId: scope.workspaceId,
          },
          select: { id: true, status: true },
        });
        return { risk: found, event: null };
      }
      // `previous` is null for a risk a concurrent raise inserted after this statement's snapshot: that
      // raise recorded it.
      const event = row.inserted
        ? "RAISED"
        : row.previous === null
          ? null
          : row.previous !== "OPEN"
            ? "REOPENED"
            : row.changed
              ? "UPDATED"
              : null;
      if (event) {
        await tx.riskEvent.create({
          data: {
            workspaceId: scope.workspaceId,
            riskId: row.id,
            kind: event,
            fromStatus: row.inserted ? null : row.previous,
            toStatus: "OPEN",
            note: options.note ?? null,
            details: (options.eventDetails ?? undefined) as Prisma.InputJsonValue | undefined,
          },
        });
      }
      return { risk: { id: row.id, status: row.status }, event };
    },

    /**
     * Decides an open risk (guarded: only from OPEN), recording who, when and why in the risk and its
     * history. False when the risk was not open any more (the caller answers 409).
     */
    async decide(
      tx: Tx,
      scope: Scope,
      id: string,
      decision: {
        to: "RESOLVED" | "CONFIRMED";
        actorId: string | null;
        note: string;
        details?: Record<string, unknown>;
      },
    ): Promise<boolean> {
      const now = new Date();
      const { count } = await tx.risk.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: "OPEN" },
        data: {
          status: decision.to,
          decidedAt: now,
          decidedById: decision.actorId,
          decisionNote: decision.note,
        },
      });
      if (count === 0) return false;
      await tx.riskEvent.create({
        data: {
          workspaceId: scope.workspaceId,
          riskId: id,
          kind: decision.to,
          fromStatus: "OPEN",
          toStatus: decision.to,
          note: decision.note,
          actorId: decision.actorId,
          details: decision.details as Prisma.InputJsonValue | undefined,
          createdAt: now,
        },
      });
      return true;
    },

    /** Open risks per relationship of the workspace (all of them, or those given), and how many need action. */
    async openCounts(
      scope: Scope,
      relationshipIds?: readonly string[],
    ): Promise<Map<string, { open: number; actionRequired: number }>> {
      const rows = await db.$queryRaw<{ relationship_id: string; open: number; action_required: number }[]>`
        SELECT relationship_id::text, count(*)::int AS open,
               count(*) FILTER (WHERE action_required)::int AS action_required
        FROM risks
        WHERE workspace_id = ${scope.workspaceId}::uuid AND status = 'OPEN'
          AND (${relationshipIds === undefined} OR relationship_id = ANY(${[...(relationshipIds ?? [])]}::uuid[]))
        GROUP BY relationship_id`;
      return new Map(
        rows.map((row) => [row.relationship_id, { open: row.open, actionRequired: row.action_required }]),
      );
    },
  };
}
export type RisksRepository = ReturnType<typeof createRisksRepository>;
