import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UpstreamRiskWire, upstreamRiskSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/upstream-risk: the vendor's suppliers' risks and traceability, in aggregate. */
export function getUpstreamRisk(relationshipId: string, signal?: AbortSignal): Promise<UpstreamRiskWire> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/upstream-risk`, {
    schema: upstreamRiskSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/upstream-risk",
  });
}

export const upstreamRiskQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: ["upstream", "risk", relationshipId] as const,
    queryFn: ({ signal }) => getUpstreamRisk(relationshipId, signal),
  });

export function useUpstreamRisk(relationshipId: string) {
  return useQuery(upstreamRiskQueryOptions(relationshipId));
}
