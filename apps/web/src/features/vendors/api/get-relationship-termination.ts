import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type RelationshipTerminationPreview,
  relationshipTerminationPreviewSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/** GET /entity-relationships/{id}/terminate: what terminating the whole relationship deletes. */
export function getRelationshipTermination(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<RelationshipTerminationPreview> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/terminate`, {
    schema: relationshipTerminationPreviewSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/terminate",
  });
}

export const relationshipTerminationQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...vendorRelationshipQueryKey(relationshipId), "termination"] as const,
    queryFn: ({ signal }) => getRelationshipTermination(relationshipId, signal),
    // Read fresh each time the confirmation opens: it names what will be deleted now.
    staleTime: 0,
    retry: false,
  });

export const useRelationshipTermination = (relationshipId: string, enabled: boolean) =>
  useQuery({ ...relationshipTerminationQueryOptions(relationshipId), enabled });
