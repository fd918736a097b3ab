import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type RiskList, type RiskListQuery, riskListQuerySchema, riskListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/risks?status=&ordering=&page=&page_size=: one segment of the Risk tab. */

export const risksQueryKey = (relationshipId: string) => ["risks", relationshipId] as const;

export function getRisks(
  relationshipId: string,
  query: RiskListQuery,
  signal?: AbortSignal,
): Promise<RiskList> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/risks`, {
    query: riskListQuerySchema.parse(query),
    schema: riskListSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/risks",
  });
}

export const risksQueryOptions = (relationshipId: string, query: RiskListQuery) =>
  queryOptions({
    queryKey: [...risksQueryKey(relationshipId), "list", riskListQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getRisks(relationshipId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useRisks(relationshipId: string, query: RiskListQuery) {
  return useQuery(risksQueryOptions(relationshipId, query));
}
