import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type Membership,
  type MembershipUpdate,
  membershipSchema,
  membershipUpdateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { membershipsQueryKey } from "./get-memberships";

/**
 * PATCH /memberships/{id}: edit roles `{roles}`, deactivate `{status: "DEACTIVATED"}` (from Active) or
 * hide `{status: "HIDDEN"}` (from Deactivated). The owner's membership answers 403.
 */
export { membershipUpdateSchema };
export interface UpdateMembershipVariables {
  id: string;
  body: MembershipUpdate;
}

export function updateMembership({ id, body }: UpdateMembershipVariables): Promise<Membership> {
  return api.patch(`/memberships/${encodeURIComponent(id)}`, membershipUpdateSchema.parse(body), {
    schema: membershipSchema,
    endpoint: "PATCH /memberships/{id}",
  });
}

export const updateMembershipMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["memberships", "update"],
    mutationFn: updateMembership,
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: membershipsQueryKey(workspaceId) }),
  });

export function useUpdateMembership(workspaceId: string) {
  return useMutation(updateMembershipMutationOptions(workspaceId));
}
