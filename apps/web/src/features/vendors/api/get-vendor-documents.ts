import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Resource, relationshipResourceListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/** GET /entity-relationships/{id}/resources: the files linked to the relationship or its vendor. */

export function getVendorDocuments(relationshipId: string, signal?: AbortSignal): Promise<Resource[]> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/resources`, {
    schema: relationshipResourceListSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/resources",
  });
}

export const vendorDocumentsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...vendorRelationshipQueryKey(relationshipId), "resources"] as const,
    queryFn: ({ signal }) => getVendorDocuments(relationshipId, signal),
  });

export function useVendorDocuments(relationshipId: string) {
  return useQuery(vendorDocumentsQueryOptions(relationshipId));
}
