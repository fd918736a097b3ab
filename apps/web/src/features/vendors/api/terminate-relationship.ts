import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type Relationship, relationshipSchema, relationshipTerminateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshAfterRelationshipChange } from "./refresh-relationship";

/**
 * POST /entity-relationships/{id}/terminate {confirm: true}: terminates the whole relationship, deleting
 * the vendor's shared data for this workspace; the vendor is left Past Vendor.
 */
export function terminateRelationship(relationshipId: string): Promise<Relationship> {
  return api.post(
    `/entity-relationships/${encodeURIComponent(relationshipId)}/terminate`,
    relationshipTerminateSchema.parse({ confirm: true }),
    { schema: relationshipSchema, endpoint: "POST /entity-relationships/{id}/terminate" },
  );
}

export const terminateRelationshipMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["entity-relationships", relationshipId, "terminate"],
    mutationFn: () => terminateRelationship(relationshipId),
    onSettled: (_data, _error, _variables, _result, { client }) =>
      refreshAfterRelationshipChange(client, relationshipId),
  });

export const useTerminateRelationship = (relationshipId: string) =>
  useMutation(terminateRelationshipMutationOptions(relationshipId));
