import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorSupplyStreamsWire, vendorSupplyStreamsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { supplyStreamsQueryKey } from "../../../lib/query-keys";

/** GET /entity-relationships/{id}/supply-streams: the streams a vendor serves, its stages, their products. */
export function getVendorSupplyStreams(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<VendorSupplyStreamsWire> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/supply-streams`, {
    schema: vendorSupplyStreamsSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/supply-streams",
  });
}

export const vendorSupplyStreamsQueryOptions = (workspaceId: string, relationshipId: string) =>
  queryOptions({
    queryKey: [...supplyStreamsQueryKey(workspaceId), "of-vendor", relationshipId] as const,
    queryFn: ({ signal }) => getVendorSupplyStreams(relationshipId, signal),
  });

export function useVendorSupplyStreams(workspaceId: string, relationshipId: string) {
  return useQuery(vendorSupplyStreamsQueryOptions(workspaceId, relationshipId));
}
