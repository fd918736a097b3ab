import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type RelationshipRolesChange,
  relationshipRolesChangeSchema,
  type VendorProcurementStages,
  vendorProcurementStagesSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshAfterRelationshipChange } from "./refresh-relationship";

/**
 * PATCH /entity-relationships/{id}/roles: one life-cycle action on some of the relationship's roles
 * (approve, reschedule, reject, reopen, terminate, terminate for cause). A 409 (the status refuses it,
 * or another member moved it first) is explained in the dialog, not in a snackbar.
 */
export const changeRelationshipRolesExplains = [409] as const;

export function changeRelationshipRoles(
  relationshipId: string,
  body: RelationshipRolesChange,
): Promise<VendorProcurementStages> {
  return api.patch(
    `/entity-relationships/${encodeURIComponent(relationshipId)}/roles`,
    relationshipRolesChangeSchema.parse(body),
    { schema: vendorProcurementStagesSchema, endpoint: "PATCH /entity-relationships/{id}/roles" },
  );
}

export const changeRelationshipRolesMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["entity-relationships", relationshipId, "roles", "change"],
    mutationFn: (body: RelationshipRolesChange) => changeRelationshipRoles(relationshipId, body),
    meta: { silentStatuses: changeRelationshipRolesExplains },
    onSettled: (_data, _error, _variables, _result, { client }) =>
      refreshAfterRelationshipChange(client, relationshipId),
  });

export const useChangeRelationshipRoles = (relationshipId: string) =>
  useMutation(changeRelationshipRolesMutationOptions(relationshipId));
