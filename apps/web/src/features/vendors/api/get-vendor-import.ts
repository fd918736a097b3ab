import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorImportWire, vendorImportSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /vendor-imports/{id}: an import's status and progress, asked again every second while it runs. */

export const vendorImportQueryKey = (importId: string) => ["vendor-imports", importId] as const;

export function getVendorImport(importId: string, signal?: AbortSignal): Promise<VendorImportWire> {
  return api.get(`/vendor-imports/${encodeURIComponent(importId)}`, {
    schema: vendorImportSchema,
    signal,
    endpoint: "GET /vendor-imports/{id}",
  });
}

export const isImportFinished = (found: VendorImportWire | undefined) =>
  found?.status === "COMPLETED" || found?.status === "FAILED";

/** How often a running import's progress is asked for. */
export const importPollMs = 1_000;

export const vendorImportQueryOptions = (importId: string) =>
  queryOptions({
    queryKey: vendorImportQueryKey(importId),
    queryFn: ({ signal }) => getVendorImport(importId, signal),
    staleTime: 0,
    refetchInterval: (query) => (isImportFinished(query.state.data) ? false : importPollMs),
  });

export function useVendorImport(importId: string) {
  return useQuery(vendorImportQueryOptions(importId));
}
