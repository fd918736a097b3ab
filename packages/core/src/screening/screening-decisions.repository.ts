import type { Db, Prisma } from "@tierline/db";

type Scope = { workspaceId: string };
type Tx = Prisma.TransactionClient;

const person = { select: { id: true, email: true, firstName: true, lastName: true } } as const;
const screeningReviewInclude = {
  decidedBy: person,
  approvedBy: person,
  pairs: { orderBy: { score: "desc" } },
} satisfies Prisma.ScreeningReviewInclude;
export type ScreeningReviewRow = Prisma.ScreeningReviewGetPayload<{ include: typeof screeningReviewInclude }>;

/** A (vendor, entry) pair a review in effect dismissed, with the fingerprints it was dismissed on. */
export interface DismissedPair {
  source: string;
  list: string;
  entryId: string;
  entryHash: string;
  evidenceHash: string;
}

/** A pair to record with a review. */
export interface DecidedPair {
  source: string;
  list: string;
  entryId: string;
  groupKey: string;
  outcome: "CONFIRMED" | "DISMISSED";
  score: number;
  entryHash: string;
  evidenceHash: string;
}

/**
 * Whether a match is a pair dismissed by a review in effect, and neither the vendor's evidence (names,
 * countries, identifiers) nor the entry changed since: such a match is not raised again.
 */
export function isDismissed(
  dismissed: readonly DismissedPair[] | undefined,
  match: { source: string; list: string; id: string; entryHash?: string },
  evidenceHash: string,
): boolean {
  return (dismissed ?? []).some(
    (d) =>
      d.source === match.source &&
      d.list === match.list &&
      d.entryId === match.id &&
      d.entryHash === match.entryHash &&
      d.evidenceHash === evidenceHash,
  );
}

/**
 * The screening decisions: reviews (one reviewer's confirm or dismiss of a vendor's possible matches,
 * waiting for a second reviewer or in effect) and the (vendor, entry) pairs each decided. Plain tables
 * other features query (a workspace-wide work queue, re-screening): every read is scoped to a workspace.
 */
export function createScreeningDecisionsRepository(db: Db) {
  return {
    /** The pairs dismissed by reviews in effect, per relationship of the batch. */
    async dismissedPairs(
      scope: Scope,
      relationshipIds: readonly string[],
    ): Promise<Map<string, DismissedPair[]>> {
      const rows = await db.screeningMatchDecision.findMany({
        where: {
          workspaceId: scope.workspaceId,
          relationshipId: { in: [...relationshipIds] },
          outcome: "DISMISSED",
          review: { status: "APPLIED" },
        },
        select: {
          relationshipId: true,
          source: true,
          list: true,
          entryId: true,
          entryHash: true,
          evidenceHash: true,
        },
      });
      const out = new Map<string, DismissedPair[]>();
      for (const { relationshipId, ...pair } of rows)
        out.set(relationshipId, [...(out.get(relationshipId) ?? []), pair]);
      return out;
    },

    /** A vendor's reviews, newest first, with their pairs. */
    reviewsOf: (scope: Scope, relationshipId: string) =>
      db.screeningReview.findMany({
        where: { workspaceId: scope.workspaceId, relationshipId },
        include: screeningReviewInclude,
        orderBy: [{ decidedAt: "desc" }, { id: "asc" }],
      }),

    /** The workspace's reviews waiting for a second reviewer, oldest first. */
    pendingApproval: (scope: Scope) =>
      db.screeningReview.findMany({
        where: { workspaceId: scope.workspaceId, status: "PENDING_APPROVAL" },
        include: screeningReviewInclude,
        orderBy: [{ decidedAt: "asc" }, { id: "asc" }],
      }),

    find: (scope: Scope, id: string, tx: Tx | Db = db) =>
      tx.screeningReview.findFirst({
        where: { id, workspaceId: scope.workspaceId },
        include: screeningReviewInclude,
      }),

    /** The review of this risk waiting for approval, if any. */
    pendingOf: (tx: Tx, scope: Scope, riskId: string) =>
      tx.screeningReview.findFirst({
        where: { workspaceId: scope.workspaceId, riskId, status: "PENDING_APPROVAL" },
        select: { id: true },
      }),

    async create(
      tx: Tx,
      scope: Scope,
      review: {
        relationshipId: string;
        riskId: string;
        outcome: "CONFIRMED" | "DISMISSED";
        status: "PENDING_APPROVAL" | "APPLIED";
        note: string;
        listVersions: Record<string, number>;
        chosenMatch: string | null;
        decidedById: string;
        decidedAt: Date;
      },
      pairs: readonly DecidedPair[],
    ): Promise<string> {
      const { id } = await tx.screeningReview.create({
        data: { workspaceId: scope.workspaceId, ...review },
        select: { id: true },
      });
      await tx.screeningMatchDecision.createMany({
        data: pairs.map((pair) => ({
          workspaceId: scope.workspaceId,
          relationshipId: review.relationshipId,
          reviewId: id,
          ...pair,
        })),
      });
      return id;
    },

    /**
     * Moves a review waiting for approval to APPLIED or REJECTED (`WHERE status = 'PENDING_APPROVAL'`):
     * false when another decision got there first.
     */
    async settle(
      tx: Tx,
      scope: Scope,
      id: string,
      to: "APPLIED" | "REJECTED",
      approval: { approvedById: string; approvedAt: Date; approvalNote: string },
    ): Promise<boolean> {
      const { count } = await tx.screeningReview.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: "PENDING_APPROVAL" },
        data: { status: to, ...approval },
      });
      return count === 1;
    },
  };
}
export type ScreeningDecisionsRepository = ReturnType<typeof createScreeningDecisionsRepository>;
