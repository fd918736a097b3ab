import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ScreeningCase, screeningCaseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/screening/review: what the possible-matches flow shows. */

export const screeningReviewQueryKey = (relationshipId: string) =>
  ["screening-review", relationshipId] as const;

export function getScreeningReview(relationshipId: string, signal?: AbortSignal): Promise<ScreeningCase> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/screening/review`, {
    schema: screeningCaseSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/screening/review",
  });
}

export const screeningReviewQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: screeningReviewQueryKey(relationshipId),
    queryFn: ({ signal }) => getScreeningReview(relationshipId, signal),
  });

export function useScreeningReview(relationshipId: string) {
  return useQuery(screeningReviewQueryOptions(relationshipId));
}
