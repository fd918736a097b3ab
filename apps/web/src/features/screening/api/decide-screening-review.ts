import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type ScreeningReviewRequest,
  type ScreeningReviewWire,
  screeningReviewRequestSchema,
  screeningReviewSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshAfterScreeningReview } from "./refresh-screening-review";

/**
 * POST /entity-relationships/{id}/screening/reviews `{decision, match?, note}`: confirm one match or
 * dismiss all. The Risk tab's lists and the screening work queue are refreshed with the review (the risk
 * changed status).
 */
export { screeningReviewRequestSchema };

export function decideScreeningReview(
  relationshipId: string,
  body: ScreeningReviewRequest,
): Promise<ScreeningReviewWire> {
  return api.post(
    `/entity-relationships/${encodeURIComponent(relationshipId)}/screening/reviews`,
    screeningReviewRequestSchema.parse(body),
    { schema: screeningReviewSchema, endpoint: "POST /entity-relationships/{id}/screening/reviews" },
  );
}

/** Field errors show under the note; a 409 (decided or waiting meanwhile) is said in the flow. */
export const decideScreeningReviewExplains = [400, 409];

export const decideScreeningReviewMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["screening-review", "decide"],
    mutationFn: (body: ScreeningReviewRequest) => decideScreeningReview(relationshipId, body),
    meta: { silentStatuses: decideScreeningReviewExplains },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      refreshAfterScreeningReview(client, relationshipId),
  });

export function useDecideScreeningReview(relationshipId: string) {
  return useMutation(decideScreeningReviewMutationOptions(relationshipId));
}
