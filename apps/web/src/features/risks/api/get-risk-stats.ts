import { queryOptions, useQuery } from "@tanstack/react-query";
import { type RiskStats, riskStatsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { risksQueryKey } from "./get-risks";

/** GET /entity-relationships/{id}/risks/stats: the Risk tab's counters. */

export function getRiskStats(relationshipId: string, signal?: AbortSignal): Promise<RiskStats> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/risks/stats`, {
    schema: riskStatsSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/risks/stats",
  });
}

export const riskStatsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...risksQueryKey(relationshipId), "stats"] as const,
    queryFn: ({ signal }) => getRiskStats(relationshipId, signal),
  });

export function useRiskStats(relationshipId: string) {
  return useQuery(riskStatsQueryOptions(relationshipId));
}
