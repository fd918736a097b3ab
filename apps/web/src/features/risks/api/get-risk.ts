import { queryOptions, useQuery } from "@tanstack/react-query";
import { type RiskDetail, riskDetailSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { risksQueryKey } from "./get-risks";

/** GET /risks/{id}: a risk with its history (every raise, decision and re-opening, who and when). */

export function getRisk(id: string, signal?: AbortSignal): Promise<RiskDetail> {
  return api.get(`/risks/${encodeURIComponent(id)}`, {
    schema: riskDetailSchema,
    signal,
    endpoint: "GET /risks/{id}",
  });
}

/** Under the relationship's risks key, so a decision refreshes an open history too. */
export const riskQueryOptions = (relationshipId: string, id: string) =>
  queryOptions({
    queryKey: [...risksQueryKey(relationshipId), "detail", id] as const,
    queryFn: ({ signal }) => getRisk(id, signal),
  });

export function useRisk(relationshipId: string, id: string) {
  return useQuery(riskQueryOptions(relationshipId, id));
}
