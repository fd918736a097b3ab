import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorImportedDetails, vendorImportedDetailsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/** GET /entity-relationships/{id}/imported-details: what the vendor-list import read about the vendor. */

export function getVendorImportedDetails(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<VendorImportedDetails> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/imported-details`, {
    schema: vendorImportedDetailsSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/imported-details",
  });
}

export const vendorImportedDetailsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...vendorRelationshipQueryKey(relationshipId), "imported-details"] as const,
    queryFn: ({ signal }) => getVendorImportedDetails(relationshipId, signal),
  });

export function useVendorImportedDetails(relationshipId: string) {
  return useQuery(vendorImportedDetailsQueryOptions(relationshipId));
}
