import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorListMetaData, vendorListMetaDataSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /resources/vendors-list/{id}/meta-data: an uploaded vendor list's columns, first rows, estimated
 * row count and the mapping to start from (the remembered one where the file has its columns).
 */
export function getVendorListMetaData(resourceId: string, signal?: AbortSignal): Promise<VendorListMetaData> {
  return api.get(`/resources/vendors-list/${encodeURIComponent(resourceId)}/meta-data`, {
    schema: vendorListMetaDataSchema,
    signal,
    endpoint: "GET /resources/vendors-list/{id}/meta-data",
  });
}

export const vendorListMetaDataQueryOptions = (resourceId: string) =>
  queryOptions({
    queryKey: ["resources", "vendors-list", resourceId, "meta-data"] as const,
    queryFn: ({ signal }) => getVendorListMetaData(resourceId, signal),
    // A file's columns never change.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Nothing is asked without a list (an import whose file was deleted since). */
export function useVendorListMetaData(resourceId: string | null) {
  return useQuery({ ...vendorListMetaDataQueryOptions(resourceId ?? ""), enabled: resourceId !== null });
}
