import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type VendorFilters,
  type VendorStats,
  vendorFiltersSchema,
  vendorStatsSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorsQueryKey } from "./get-vendors";

/** GET /workspaces/{id}/vendors-stats: the list's counts under the same filters (its header). */

export function getVendorStats(
  workspaceId: string,
  filters: VendorFilters,
  signal?: AbortSignal,
): Promise<VendorStats> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/vendors-stats`, {
    query: vendorFiltersSchema.parse(filters),
    schema: vendorStatsSchema,
    signal,
    endpoint: "GET /workspaces/{id}/vendors-stats",
  });
}

export const vendorStatsQueryOptions = (workspaceId: string, filters: VendorFilters) =>
  queryOptions({
    queryKey: [...vendorsQueryKey(workspaceId), "stats", vendorFiltersSchema.parse(filters)] as const,
    queryFn: ({ signal }) => getVendorStats(workspaceId, filters, signal),
    placeholderData: keepPreviousData,
  });

export function useVendorStats(workspaceId: string, filters: VendorFilters) {
  return useQuery(vendorStatsQueryOptions(workspaceId, filters));
}
