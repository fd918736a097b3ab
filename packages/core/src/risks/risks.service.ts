import {
  type RiskDecisionRequest,
  type RiskListQuery,
  type RiskStatus,
  riskConflictMessages,
  screeningReviewConflictMessages,
} from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { Actor } from "../actor";
import { AppError, notFound } from "../errors";
import type { Page } from "../repository";
import { createRisksRepository, type RiskEventRow, type RiskInput, type RiskRow } from "./risks.repository";
import { createWarningsRepository } from "./warnings.repository";

export type { RiskInput } from "./risks.repository";
export type Risk = RiskRow;
export type RiskEvent = RiskEventRow;
export interface RiskWithEvents extends Risk {
  events: RiskEvent[];
}
export interface RiskCounts {
  open: number;
  resolved: number;
  confirmed: number;
  total: number;
}

type Scope = { workspaceId: string };

/** What a decision records beyond the note: the source's facts (a list version, the match chosen). */
export interface RiskDecision extends RiskDecisionRequest {
  details?: Record<string, unknown>;
}

/**
 * How a decision on a vendor's possible-matches risk is taken as a screening review (the review
 * service's `decideRisk`): `null` when it is not that risk or has no open candidate to record.
 */
export type ScreeningRiskDecider = (
  actor: Actor,
  risk: { relationshipId: string; sourceKey: string },
  to: "RESOLVED" | "CONFIRMED",
  note: string,
) => Promise<unknown | null>;

/**
 * Risks of vendor relationships: what the Risk tab reads and decides, and what sources call to raise
 * them. `raise` is THE entry point of every source (screening, warnings, expiring documents): keyed by
 * the source, so raising the same thing twice is one risk. Decisions move only an Open risk; a lost
 * race answers 409 naming the status found.
 */
export function createRisksService(
  { db }: { db: Db },
  /**
   * A member's decision on a vendor's possible-matches risk goes through the screening review, which
   * records the (vendor, entry) pairs dismissed or confirmed: without it such a dismissal would be raised
   * again at the next screening. Sources that only raise risks may leave it out.
   */
  screeningDecider?: ScreeningRiskDecider,
) {
  const repository = createRisksRepository(db);
  const warnings = createWarningsRepository(db);

  async function decide(
    actor: Actor,
    id: string,
    to: "RESOLVED" | "CONFIRMED",
    decision: RiskDecision,
  ): Promise<Risk> {
    const scope: Scope = actor;
    const actorId = actor.userId;
    const found = await repository.find(scope, id);
    if (!found) throw notFound();
    if (found.sourceKind === "WARNING" && to === "CONFIRMED")
      throw new AppError("CONFLICT", riskConflictMessages.warningRiskNotConfirmed);
    // Four eyes: a screening decision goes through the review, where a second member approves it.
    if (
      found.sourceKind === "SCREENING" &&
      (
        await db.workspace.findUnique({
          where: { id: scope.workspaceId },
          select: { screeningFourEyes: true },
        })
      )?.screeningFourEyes
    )
      throw new AppError("CONFLICT", screeningReviewConflictMessages.fourEyesDirect);
    // An open one is decided as a review (which records the pairs); a decided one answers 409 below.
    if (found.sourceKind === "SCREENING" && found.status === "OPEN") {
      if (!screeningDecider) throw new Error("a screening risk is decided through the screening review");
      if (await screeningDecider(actor, found, to, decision.note)) return (await repository.find(scope, id))!;
    }
    await db.$transaction(async (tx) => {
      const moved = await repository.decide(tx, scope, id, {
        to,
        actorId,
        note: decision.note,
        details: decision.details,
      });
      if (!moved) {
        const now = await tx.risk.findFirst({ where: { id, workspaceId: scope.workspaceId } });
        if (!now) throw notFound();
        throw new AppError("CONFLICT", riskConflictMessages.riskNotOpen(now.status));
      }
      // A warning's risk and the warning are resolved together: the note is the reason.
      if (found.sourceKind === "WARNING")
        await warnings.resolveFromRisk(tx, scope, found.sourceKey, { actorId, reason: decision.note });
    });
    return (await repository.find(scope, id))!;
  }

  return {
    /** One relationship's risks: a segment (or all), sorted, a page at a time. */
    list(actor: Actor, relationshipId: string, query: RiskListQuery): Promise<Page<Risk>> {
      return repository.list(actor, relationshipId, {
        status: query.status,
        ordering: query.ordering,
        page: query.page,
        pageSize: query.page_size,
      });
    },

    /** The Risk tab's counters. */
    async stats(actor: Actor, relationshipId: string): Promise<RiskCounts> {
      const counts = await repository.stats(actor, relationshipId);
      return {
        open: counts.OPEN,
        resolved: counts.RESOLVED,
        confirmed: counts.CONFIRMED,
        total: counts.OPEN + counts.RESOLVED + counts.CONFIRMED,
      };
    },

    /** A risk with its history. */
    async get(actor: Actor, id: string): Promise<RiskWithEvents> {
      const risk = await repository.find(actor, id);
      if (!risk) throw notFound();
      return { ...risk, events: await repository.events(actor, id) };
    },

    /** Open -> Resolved (a false positive, or dealt with), by a member, with a note. */
    resolve: (actor: Actor, id: string, decision: RiskDecision) => decide(actor, id, "RESOLVED", decision),

    /** Open -> Confirmed (the risk is real), by a member, with a note. */
    confirm: (actor: Actor, id: string, decision: RiskDecision) => decide(actor, id, "CONFIRMED", decision),

    /**
     * Raises a risk for a source, or refreshes the open one its key names; a decided one stays as it
     * is unless `reopen` (the source's facts changed). Sources call this from their jobs and services.
     */
    raise: (
      scope: Scope,
      input: RiskInput,
      options: { reopen?: boolean; note?: string; eventDetails?: Record<string, unknown> } = {},
    ) => db.$transaction((tx) => repository.raise(tx, scope, input, options)),

    /**
     * Resolves, as the system, the open risk a source's key names (a list entry removed, a document
     * renewed): the note says why. Nothing to do when there is none or it is decided already.
     */
    async resolveBySource(
      scope: Scope,
      source: Pick<RiskInput, "relationshipId" | "sourceKind" | "sourceKey">,
      decision: RiskDecision,
    ): Promise<boolean> {
      const found = await db.risk.findFirst({
        where: {
          workspaceId: scope.workspaceId,
          relationshipId: source.relationshipId,
          sourceKind: source.sourceKind,
          sourceKey: source.sourceKey,
          status: "OPEN",
        },
        select: { id: true },
      });
      if (!found) return false;
      return db.$transaction((tx) =>
        repository.decide(tx, scope, found.id, {
          to: "RESOLVED",
          actorId: null,
          note: decision.note,
          details: decision.details,
        }),
      );
    },

    /**
     * Open risks per relationship (and how many need action), for the vendor list: of the relationships
     * given, or of the whole workspace. The list's own SQL may join `risks` the same way instead:
     * `status = 'OPEN'` on the (workspace_id, status, action_required) index.
     */
    openCounts: (scope: Scope, relationshipIds?: readonly string[]) =>
      repository.openCounts(scope, relationshipIds),
  };
}
export type RisksService = ReturnType<typeof createRisksService>;
export type { RiskStatus };
