import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { vendorListQuerySchema, vendorListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /workspaces/{id}/vendors?search=: the workspace's vendors a stage may take (the editor's picker,
 * 20 by name).
 */
export function getStreamVendorOptions(workspaceId: string, search: string, signal?: AbortSignal) {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/vendors`, {
    query: vendorListQuerySchema.parse({
      search: search.trim() || undefined,
      ordering: "name",
      page_size: 20,
    }),
    schema: vendorListSchema,
    signal,
    endpoint: "GET /workspaces/{id}/vendors",
  });
}

export const streamVendorOptionsQueryOptions = (workspaceId: string, search: string) =>
  queryOptions({
    queryKey: ["workspaces", workspaceId, "supply-streams", "vendor-options", search.trim()] as const,
    queryFn: ({ signal }) => getStreamVendorOptions(workspaceId, search, signal),
    placeholderData: keepPreviousData,
  });

export function useStreamVendorOptions(workspaceId: string, search: string) {
  return useQuery(streamVendorOptionsQueryOptions(workspaceId, search));
}
