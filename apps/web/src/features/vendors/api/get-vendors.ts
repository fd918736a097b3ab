import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type VendorListQuery,
  type VendorWire,
  vendorListQuerySchema,
  vendorListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/vendors?search=&page=&page_size=: a page of the workspace's vendor register. */

export const vendorsQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "vendors"] as const;

export function getVendors(
  workspaceId: string,
  query: VendorListQuery,
  signal?: AbortSignal,
): Promise<Paginated<VendorWire>> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/vendors`, {
    query: vendorListQuerySchema.parse(query),
    schema: vendorListSchema,
    signal,
    endpoint: "GET /workspaces/{id}/vendors",
  });
}

export const vendorsQueryOptions = (workspaceId: string, query: VendorListQuery) =>
  queryOptions({
    queryKey: [...vendorsQueryKey(workspaceId), vendorListQuerySchema.parse(query)] as const,
    queryFn: ({ signal }) => getVendors(workspaceId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useVendors(workspaceId: string, query: VendorListQuery) {
  return useQuery(vendorsQueryOptions(workspaceId, query));
}
