import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type ScreeningApprovalRequest,
  type ScreeningReviewWire,
  screeningApprovalRequestSchema,
  screeningReviewSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshAfterScreeningReview } from "./refresh-screening-review";

/** PUT /screening-reviews/{id}/approve and /reject `{note}`: the second reviewer's answer (four eyes). */
export { screeningApprovalRequestSchema };
export type ScreeningSettlement = "approve" | "reject";

export interface SettleScreeningReviewVariables {
  id: string;
  settlement: ScreeningSettlement;
  body: ScreeningApprovalRequest;
}

export function settleScreeningReview({
  id,
  settlement,
  body,
}: SettleScreeningReviewVariables): Promise<ScreeningReviewWire> {
  return api.put(
    `/screening-reviews/${encodeURIComponent(id)}/${settlement}`,
    screeningApprovalRequestSchema.parse(body),
    {
      schema: screeningReviewSchema,
      endpoint: `PUT /screening-reviews/{id}/${settlement}`,
    },
  );
}

export const settleScreeningReviewExplains = [400, 409];

export const settleScreeningReviewMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["screening-review", "settle"],
    mutationFn: settleScreeningReview,
    meta: { silentStatuses: settleScreeningReviewExplains },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      refreshAfterScreeningReview(client, relationshipId),
  });

export function useSettleScreeningReview(relationshipId: string) {
  return useMutation(settleScreeningReviewMutationOptions(relationshipId));
}
