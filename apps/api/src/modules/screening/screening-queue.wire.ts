import type * as wire from "@tierline/contracts";
import { sanctionListLabelOf, sanctionListLabels, sanctionSourceLabels } from "@tierline/contracts";
import type { QueuedListing, ScreeningQueueCounts, ScreeningQueueItem } from "@tierline/core";
import { personToWire } from "../risks/risks.wire";

/** The screening work queue in the wire's snake_case shapes, lists and sources with their labels. */

/** Each list as its publication names it (a UN listing as the UN's, not the EU's), each name once. */
const listsToWire = (lists: readonly QueuedListing[]) => [
  ...new Map(
    lists.map(({ list, source }) => {
      const label = source ? sanctionListLabelOf(list, source) : sanctionListLabels[list];
      return [`${list}:${label}`, { value: list, label }];
    }),
  ).values(),
];
const sourcesToWire = (sources: ScreeningQueueItem["sources"]) =>
  sources.map((value) => ({ value, label: sanctionSourceLabels[value] }));

export const screeningQueueItemToWire = (item: ScreeningQueueItem): wire.ScreeningQueueItemWire => ({
  risk: item.riskId,
  vendor: {
    id: item.vendor.id,
    name: item.vendor.name,
    country: item.vendor.country,
    status: item.vendor.status,
    verification_status: item.vendor.verificationStatus,
  },
  severity: item.severity,
  score: item.score,
  raised: item.openedAt.toISOString(),
  lists: listsToWire(item.lists),
  sources: sourcesToWire(item.sources),
  match_count: item.matchCount,
  parties: item.parties.map((p) => ({
    key: p.key,
    name: p.name,
    score: p.score,
    severity: p.severity,
    lists: listsToWire(p.lists),
    sources: sourcesToWire(p.sources),
  })),
  awaiting_approval: item.awaitingApproval && {
    review: item.awaitingApproval.reviewId,
    outcome: item.awaitingApproval.outcome,
    decided_by: personToWire(item.awaitingApproval.decidedBy),
    decided_at: item.awaitingApproval.decidedAt.toISOString(),
  },
});

export const screeningQueueStatsToWire = (counts: ScreeningQueueCounts): wire.ScreeningQueueStatsWire => ({
  total: counts.total,
  by_severity: counts.bySeverity,
  older_than_week: counts.olderThanWeek,
  awaiting_approval: counts.awaitingApproval,
});
