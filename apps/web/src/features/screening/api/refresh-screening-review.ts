import type { QueryClient } from "@tanstack/react-query";
import { screeningQueueKey } from "./get-screening-queue";
import { screeningReviewQueryKey } from "./get-screening-review";

/**
 * After a review is decided or settled (the call answered or failed), or a vendor screened again: the possible-matches flow, the
 * vendor's risks (the risk changed status; the risks feature's key, written out since features do not
 * import each other) and the work queue are read again.
 */
export function refreshAfterScreeningReview(client: QueryClient, relationshipId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: screeningReviewQueryKey(relationshipId) }),
    client.invalidateQueries({ queryKey: ["risks", relationshipId] }),
    client.invalidateQueries({ queryKey: screeningQueueKey }),
  ]);
}
