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

/** Whether the vendor waits for a screening: its first, or one queued at `queuedAt` (screen again). */
export const awaitsScreening = (data: VendorScreeningWire | undefined, queuedAt?: string | null) =>
  data?.screened_at === null ||
  (queuedAt != null && data !== undefined && Date.parse(data.screened_at!) < Date.parse(queuedAt));

/** `queuedAt`: a screening asked for then (screen again), read again until it is stored. */
export const vendorScreeningQueryOptions = (relationshipId: string, queuedAt?: string | null) =>
  queryOptions({
    queryKey: vendorScreeningQueryKey(relationshipId),
    queryFn: ({ signal }) => getVendorScreening(relationshipId, signal),
    refetchInterval: (query) => (awaitsScreening(query.state.data, queuedAt) ? vendorScreeningPollMs : false),
  });

export function useVendorScreening(relationshipId: string, queuedAt?: string | null) {
  return useQuery(vendorScreeningQueryOptions(relationshipId, queuedAt));
}
