import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type RiskDecisionRequest,
  type RiskWire,
  riskDecisionRequestSchema,
  riskSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { risksQueryKey } from "./get-risks";
import { warningNotificationsQueryKey } from "./get-warning-notifications";

/**
 * PUT /risks/{id}/resolve and PUT /risks/{id}/confirm `{note}`: one call with two verbs. A risk no longer
 * open answers 409 naming its status (the snackbar says it; the list refreshes).
 */
export { riskDecisionRequestSchema };
export type RiskDecisionKind = "resolve" | "confirm";

export interface DecideRiskVariables {
  id: string;
  decision: RiskDecisionKind;
  body: RiskDecisionRequest;
}

export function decideRisk({ id, decision, body }: DecideRiskVariables): Promise<RiskWire> {
  return api.put(`/risks/${encodeURIComponent(id)}/${decision}`, riskDecisionRequestSchema.parse(body), {
    schema: riskSchema,
    endpoint: `PUT /risks/{id}/${decision}`,
  });
}

/** Field errors show under the note. */
export const decideRiskExplains = [400];

export const decideRiskMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["risks", "decide"],
    mutationFn: decideRisk,
    meta: { silentStatuses: decideRiskExplains },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: risksQueryKey(relationshipId) }),
        client.invalidateQueries({ queryKey: warningNotificationsQueryKey(relationshipId) }),
      ]),
  });

export function useDecideRisk(relationshipId: string) {
  return useMutation(decideRiskMutationOptions(relationshipId));
}
