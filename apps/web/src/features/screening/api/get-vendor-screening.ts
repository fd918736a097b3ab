import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorScreeningWire, vendorScreeningSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /entity-relationships/{id}/screening: the vendor's last screening (when, against which list versions,
 * its possible matches) and the lists it was not screened on in full.
 */

export const vendorScreeningQueryKey = (relationshipId: string) =>
  ["vendor-screening", relationshipId] as const;

/** While the vendor waits for its first screening (queued), the summary asks again this often. */
const vendorScreeningPollMs = 5_000;

export function getVendorScreening(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<VendorScreeningWire> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/screening`, {
    schema: vendorScreeningSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/screening",
  });
}

export const vendorScreeningQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: vendorScreeningQueryKey(relationshipId),
    queryFn: ({ signal }) => getVendorScreening(relationshipId, signal),
    refetchInterval: (query) => (query.state.data?.screened_at === null ? vendorScreeningPollMs : false),
  });

export function useVendorScreening(relationshipId: string) {
  return useQuery(vendorScreeningQueryOptions(relationshipId));
}
