import {
  type RiskSeverity,
  riskSeverityForSanctionList,
  type ScreeningApprovalRequest,
  type ScreeningReviewRequest,
  screeningMatchKey,
  screeningReviewConflictMessages,
} from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { Actor } from "../actor";
import { AppError, notFound } from "../errors";
import { createRisksRepository, type RiskRow } from "../risks/risks.repository";
import {
  createScreeningDecisionsRepository,
  type DecidedPair,
  isDismissed,
  type ScreeningReviewRow,
} from "./screening-decisions.repository";
import { byPublication } from "./screening-groups";
import { type StoredMatch, type VendorEvidence, vendorScreeningRiskKey } from "./vendor-screening";

type Scope = { workspaceId: string };
type Tx = Prisma.TransactionClient;

/** One listed party among a vendor's open candidates: its copies on several lists, first-hand first. */
export interface CandidateGroup {
  key: string;
  severity: RiskSeverity;
  score: number;
  matches: StoredMatch[];
}

/** What the possible-matches flow shows for one vendor. */
export interface ScreeningCase {
  risk: RiskRow | null;
  screenedAt: Date | null;
  listVersions: Record<string, number>;
  evidence: VendorEvidence | null;
  groups: CandidateGroup[];
  pending: ScreeningReviewRow | null;
  reviews: ScreeningReviewRow[];
  fourEyes: boolean;
}

/** Groups a vendor's candidates per party: the best group first, each group's first-hand copy first. */
function candidateGroups(matches: readonly StoredMatch[]): CandidateGroup[] {
  const byKey = new Map<string, StoredMatch[]>();
  for (const match of matches) {
    // A match stored before matches were grouped is a group of its own.
    const key = match.group ?? screeningMatchKey(match);
    byKey.set(key, [...(byKey.get(key) ?? []), match]);
  }
  return [...byKey]
    .map(([key, group]) => ({
      key,
      severity: group.some((m) => riskSeverityForSanctionList(m.list) === "HIGH")
        ? ("HIGH" as const)
        : ("LOW" as const),
      score: Math.max(...group.map((m) => m.score)),
      matches: [...group].sort(byPublication),
    }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

const conflict = (message: string) => new AppError("CONFLICT", message);

/**
 * The possible-matches review (spec section 4): a reviewer confirms one match (the closest) or dismisses
 * them all, with a note; the vendor's SCREENING risk becomes Confirmed or Resolved, and every pair
 * decided is kept with the fingerprints it was decided on. A workspace with four eyes on keeps the
 * decision waiting until another member approves it; a rejection leaves the risk open.
 */
export function createScreeningReviewService({ db, now }: { db: Db; now: () => Date }) {
  const decisions = createScreeningDecisionsRepository(db);
  const risks = createRisksRepository(db);

  const screeningRisk = (scope: Scope, relationshipId: string) =>
    db.risk.findFirst({
      where: {
        workspaceId: scope.workspaceId,
        relationshipId,
        sourceKind: "SCREENING",
        sourceKey: vendorScreeningRiskKey,
      },
      include: { decidedBy: { select: { id: true, email: true, firstName: true, lastName: true } } },
    });

  const fourEyesOf = async (scope: Scope) =>
    (
      await db.workspace.findUniqueOrThrow({
        where: { id: scope.workspaceId },
        select: { screeningFourEyes: true },
      })
    ).screeningFourEyes;

  /** The vendor's stored matches a review in effect has not dismissed (same evidence, same entry). */
  async function openCandidates(scope: Scope, relationshipId: string) {
    const [stored, dismissed] = await Promise.all([
      db.vendorScreening.findFirst({ where: { workspaceId: scope.workspaceId, relationshipId } }),
      decisions.dismissedPairs(scope, [relationshipId]),
    ]);
    const matches = ((stored?.matches ?? []) as unknown as StoredMatch[]).filter(
      (m) => !isDismissed(dismissed.get(relationshipId), m, stored!.evidenceHash),
    );
    return { stored, matches };
  }

  /** Applies a review's outcome to its risk (inside the review's transaction); 409 when it is not open. */
  async function applyToRisk(
    tx: Tx,
    scope: Scope,
    review: { id: string; riskId: string; outcome: "CONFIRMED" | "DISMISSED"; note: string },
    actorId: string | null,
    details: Record<string, unknown>,
  ) {
    const moved = await risks.decide(tx, scope, review.riskId, {
      to: review.outcome === "CONFIRMED" ? "CONFIRMED" : "RESOLVED",
      actorId,
      note: review.note,
      details: { reviewId: review.id, ...details },
    });
    if (!moved) {
      const risk = await tx.risk.findFirst({ where: { id: review.riskId, workspaceId: scope.workspaceId } });
      if (!risk) throw notFound();
      throw conflict(`This risk is already ${risk.status === "CONFIRMED" ? "confirmed" : "resolved"}.`);
    }
  }

  type PendingReview = NonNullable<Awaited<ReturnType<typeof decisions.find>>>;

  /**
   * Settles a review waiting for approval (approve or reject) in one transaction: 404 when it is not the
   * workspace's, `check` refuses before the guarded write, 409 when another decision got there first,
   * then `afterwards` runs in the same transaction.
   */
  async function settlePending(
    actor: Actor,
    reviewId: string,
    request: ScreeningApprovalRequest,
    to: "APPLIED" | "REJECTED",
    steps: {
      check?: (review: PendingReview) => void;
      afterwards?: (tx: Tx, review: PendingReview) => Promise<void>;
    } = {},
  ): Promise<ScreeningReviewRow> {
    await db.$transaction(async (tx) => {
      const review = await decisions.find(actor, reviewId, tx);
      if (!review) throw notFound();
      steps.check?.(review);
      const settled = await decisions.settle(tx, actor, reviewId, to, {
        approvedById: actor.userId,
        approvedAt: now(),
        approvalNote: request.note,
      });
      if (!settled) throw conflict(screeningReviewConflictMessages.notPending);
      await steps.afterwards?.(tx, review);
    });
    return (await decisions.find(actor, reviewId))!;
  }

  const service = {
    async get(actor: Actor, relationshipId: string): Promise<ScreeningCase> {
      const relationship = await db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: actor.workspaceId },
        select: { id: true },
      });
      if (!relationship) throw notFound();
      const [risk, { stored, matches }, reviews, fourEyes] = await Promise.all([
        screeningRisk(actor, relationshipId),
        openCandidates(actor, relationshipId),
        decisions.reviewsOf(actor, relationshipId),
        fourEyesOf(actor),
      ]);
      return {
        risk,
        screenedAt: stored?.screenedAt ?? null,
        listVersions: (stored?.listVersions ?? {}) as Record<string, number>,
        evidence: (stored?.evidence ?? null) as unknown as VendorEvidence | null,
        // Candidates are for an open risk; a decided one shows its history instead.
        groups: risk?.status === "OPEN" ? candidateGroups(matches) : [],
        pending: reviews.find((r) => r.status === "PENDING_APPROVAL") ?? null,
        reviews,
        fourEyes,
      };
    },

    /** Confirm one match or dismiss all: in effect at once, or waiting for a second reviewer. */
    async decide(
      actor: Actor,
      relationshipId: string,
      request: ScreeningReviewRequest,
    ): Promise<ScreeningReviewRow> {
      const risk = await screeningRisk(actor, relationshipId);
      if (!risk) {
        const exists = await db.vendorRelationship.count({
          where: { id: relationshipId, workspaceId: actor.workspaceId },
        });
        if (exists === 0) throw notFound();
        throw conflict(screeningReviewConflictMessages.noPossibleMatch);
      }
      const fourEyes = await fourEyesOf(actor);
      const id = await db.$transaction(async (tx) => {
        // One decision at a time per risk: the row lock orders concurrent reviewers.
        await tx.$queryRaw`SELECT id FROM risks WHERE id = ${risk.id}::uuid FOR UPDATE`;
        const current = await tx.risk.findFirstOrThrow({ where: { id: risk.id }, select: { status: true } });
        if (current.status !== "OPEN")
          throw conflict(
            `This risk is already ${current.status === "CONFIRMED" ? "confirmed" : "resolved"}.`,
          );
        if (await decisions.pendingOf(tx, actor, risk.id))
          throw conflict(screeningReviewConflictMessages.pendingApproval);
        const { stored, matches } = await openCandidates(actor, relationshipId);
        if (!stored || matches.length === 0) throw conflict(screeningReviewConflictMessages.noPossibleMatch);
        const chosen =
          request.decision === "confirm"
            ? matches.find((m) => screeningMatchKey(m) === request.match)
            : undefined;
        if (request.decision === "confirm" && !chosen)
          throw conflict(screeningReviewConflictMessages.matchGone);
        const outcome = request.decision === "confirm" ? ("CONFIRMED" as const) : ("DISMISSED" as const);
        const pairOf = (m: StoredMatch): DecidedPair => ({
          source: m.source,
          list: m.list,
          entryId: m.id,
          groupKey: m.group,
          outcome,
          score: m.score,
          entryHash: m.entryHash ?? "",
          evidenceHash: stored.evidenceHash,
        });
        const listVersions = stored.listVersions as Record<string, number>;
        const review = {
          relationshipId,
          riskId: risk.id,
          outcome,
          status: fourEyes ? ("PENDING_APPROVAL" as const) : ("APPLIED" as const),
          note: request.note,
          listVersions,
          chosenMatch: chosen ? screeningMatchKey(chosen) : null,
          decidedById: actor.userId,
          decidedAt: now(),
        };
        const reviewId = await decisions.create(
          tx,
          actor,
          review,
          chosen ? [pairOf(chosen)] : matches.map(pairOf),
        );
        if (!fourEyes)
          await applyToRisk(tx, actor, { ...review, id: reviewId }, actor.userId, {
            listVersions,
            match: review.chosenMatch,
          });
        return reviewId;
      });
      return (await decisions.find(actor, id))!;
    },

    /**
     * A decision on the vendor's possible-matches risk made through the generic risk calls (PUT
     * /risks/{id}/resolve or confirm): taken as this review's decision, so that a resolve dismisses every
     * open candidate and records the pairs, and a confirm confirms the closest one (the best group's
     * first-hand copy). `null` when it is another screening risk or has no open candidate (nothing to
     * record): the caller then decides the risk alone.
     */
    async decideRisk(
      actor: Actor,
      risk: { relationshipId: string; sourceKey: string },
      to: "RESOLVED" | "CONFIRMED",
      note: string,
    ): Promise<ScreeningReviewRow | null> {
      if (risk.sourceKey !== vendorScreeningRiskKey) return null;
      const { matches } = await openCandidates(actor, risk.relationshipId);
      const closest = candidateGroups(matches)[0]?.matches[0];
      if (!closest) return null;
      return service.decide(
        actor,
        risk.relationshipId,
        to === "RESOLVED"
          ? { decision: "dismiss", note }
          : { decision: "confirm", match: screeningMatchKey(closest), note },
      );
    },

    /** The second reviewer (another member) puts a waiting decision in effect. */
    async approve(
      actor: Actor,
      reviewId: string,
      request: ScreeningApprovalRequest,
    ): Promise<ScreeningReviewRow> {
      return settlePending(actor, reviewId, request, "APPLIED", {
        check: (review) => {
          if (review.status !== "PENDING_APPROVAL")
            throw conflict(screeningReviewConflictMessages.notPending);
          if (review.decidedById === actor.userId)
            throw conflict(screeningReviewConflictMessages.secondReviewer);
        },
        afterwards: (tx, review) =>
          applyToRisk(tx, actor, review, review.decidedById, {
            listVersions: review.listVersions,
            match: review.chosenMatch,
            approvedById: actor.userId,
            approvalNote: request.note,
          }),
      });
    },

    /**
     * A waiting decision turned down (by another member), or withdrawn (by its reviewer): the risk stays
     * open for a new decision.
     */
    async reject(
      actor: Actor,
      reviewId: string,
      request: ScreeningApprovalRequest,
    ): Promise<ScreeningReviewRow> {
      return settlePending(actor, reviewId, request, "REJECTED");
    },

    /** The workspace's four-eyes setting. */
    settings: async (actor: Actor) => ({ fourEyes: await fourEyesOf(actor) }),

    async updateSettings(actor: Actor, update: { fourEyes: boolean }) {
      await db.workspace.update({
        where: { id: actor.workspaceId },
        data: { screeningFourEyes: update.fourEyes },
      });
      return { fourEyes: update.fourEyes };
    },

    /** Other features' reads of the decision tables (a work queue). */
    decisions,
  };
  return service;
}
export type ScreeningReviewService = ReturnType<typeof createScreeningReviewService>;
