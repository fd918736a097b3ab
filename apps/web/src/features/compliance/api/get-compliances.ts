import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ComplianceWire, complianceListSchema, complianceSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** Every read of the compliance section sits under this key (invalidated after anything the vendor gives). */
export const compliancesQueryKey = ["compliances"] as const;

/**
 * GET /compliances: the customers' requests of the workspace's company, by customer name. One page of
 * the largest size: a company answers a handful of customers, and the screen shows them all.
 */
export async function getCompliances(
  signal?: AbortSignal,
): Promise<{ results: ComplianceWire[]; count: number }> {
  return api.get("/compliances", {
    query: { page: 1, page_size: 100 },
    schema: complianceListSchema,
    signal,
    endpoint: "GET /compliances",
  });
}

export const compliancesQueryOptions = (workspaceId: string | null) =>
  queryOptions({
    queryKey: [...compliancesQueryKey, "list", workspaceId],
    queryFn: ({ signal }) => getCompliances(signal),
    enabled: workspaceId !== null,
  });

export function useCompliances(workspaceId: string | null) {
  return useQuery(compliancesQueryOptions(workspaceId));
}

/** GET /compliances/{relationship_id}: one customer's request (404 unless linked to the company). */
export const complianceQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...compliancesQueryKey, "one", relationshipId],
    queryFn: ({ signal }): Promise<ComplianceWire> =>
      api.get(`/compliances/${encodeURIComponent(relationshipId)}`, {
        schema: complianceSchema,
        signal,
        endpoint: "GET /compliances/{relationship_id}",
      }),
  });

export const useCompliance = (relationshipId: string) => useQuery(complianceQueryOptions(relationshipId));
