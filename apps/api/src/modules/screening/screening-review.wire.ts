import type { ScreeningCase as ScreeningCaseWire, ScreeningReviewWire } from "@tierline/contracts";
import type { ScreeningCase, ScreeningReviewRow } from "@tierline/core";
import { personToWire, riskToWire } from "../risks/risks.wire";
import { listVersionsToWire, storedMatchToWire } from "./screening.wire";

export const screeningReviewToWire = (r: ScreeningReviewRow): ScreeningReviewWire => ({
  id: r.id,
  relationship: r.relationshipId,
  risk: r.riskId,
  outcome: r.outcome,
  status: r.status,
  note: r.note,
  list_versions: r.listVersions as Record<string, number>,
  chosen_match: r.chosenMatch,
  decided_by: personToWire(r.decidedBy),
  decided_at: r.decidedAt.toISOString(),
  approved_by: personToWire(r.approvedBy),
  approved_at: r.approvedAt?.toISOString() ?? null,
  approval_note: r.approvalNote,
  pairs: r.pairs.map((p) => ({
    source: p.source,
    list: p.list,
    entry_id: p.entryId,
    group: p.groupKey,
    outcome: p.outcome,
    score: p.score,
  })),
});

export const screeningCaseToWire = (c: ScreeningCase): ScreeningCaseWire => ({
  risk: c.risk ? riskToWire(c.risk) : null,
  screened_at: c.screenedAt?.toISOString() ?? null,
  list_versions: listVersionsToWire(c.listVersions),
  evidence: c.evidence,
  groups: c.groups.map((g) => ({
    key: g.key,
    severity: g.severity,
    score: g.score,
    matches: g.matches.map(storedMatchToWire),
  })),
  pending: c.pending ? screeningReviewToWire(c.pending) : null,
  reviews: c.reviews.map(screeningReviewToWire),
  four_eyes: c.fourEyes,
});
