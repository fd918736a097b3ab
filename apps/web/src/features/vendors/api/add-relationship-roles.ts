import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type RelationshipRolesAdd,
  relationshipRolesAddSchema,
  type VendorProcurementStages,
  vendorProcurementStagesSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshAfterRelationshipChange } from "./refresh-relationship";

/** POST /entity-relationships/{id}/roles: supply chain roles added to the relationship, each Pending. */
export function addRelationshipRoles(
  relationshipId: string,
  body: RelationshipRolesAdd,
): Promise<VendorProcurementStages> {
  return api.post(
    `/entity-relationships/${encodeURIComponent(relationshipId)}/roles`,
    relationshipRolesAddSchema.parse(body),
    { schema: vendorProcurementStagesSchema, endpoint: "POST /entity-relationships/{id}/roles" },
  );
}

export const addRelationshipRolesMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["entity-relationships", relationshipId, "roles", "add"],
    mutationFn: (body: RelationshipRolesAdd) => addRelationshipRoles(relationshipId, body),
    onSuccess: (_data, _variables, _result, { client }) =>
      refreshAfterRelationshipChange(client, relationshipId),
  });

export const useAddRelationshipRoles = (relationshipId: string) =>
  useMutation(addRelationshipRolesMutationOptions(relationshipId));
