import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Relationship, relationshipSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /entity-relationships/{id}: a vendor as the workspace sees it (its name, country, verification
 * status, the relationship's status and roles). The vendor profile's id is this relationship's.
 */

export const vendorRelationshipQueryKey = (relationshipId: string) =>
  ["entity-relationships", relationshipId] as const;

export function getVendorRelationship(relationshipId: string, signal?: AbortSignal): Promise<Relationship> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}`, {
    schema: relationshipSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}",
  });
}

export const vendorRelationshipQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...vendorRelationshipQueryKey(relationshipId), "detail"] as const,
    queryFn: ({ signal }) => getVendorRelationship(relationshipId, signal),
    // A vendor id that is not the workspace's is a 404: say so at once instead of retrying.
    retry: false,
  });

export function useVendorRelationship(relationshipId: string) {
  return useQuery(vendorRelationshipQueryOptions(relationshipId));
}
