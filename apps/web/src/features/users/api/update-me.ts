import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type AuthUser,
  authUserSchema,
  type UpdateMeRequest,
  updateMeRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { useSavedCurrentUser } from "../../../lib/me";

/** PATCH /users/me: the signed-in user changes their own first and last name. */
export { updateMeRequestSchema };

export function updateMe(body: UpdateMeRequest): Promise<AuthUser> {
  return api.patch("/users/me", updateMeRequestSchema.parse(body), {
    schema: authUserSchema,
    workspace: false,
  });
}

export const updateMeMutationOptions = () =>
  mutationOptions({
    mutationKey: ["users", "update-me"],
    mutationFn: updateMe,
    // Field errors show under the inputs.
    meta: { silentStatuses: [400] },
  });

export function useUpdateMe() {
  return useMutation({ ...updateMeMutationOptions(), onSuccess: useSavedCurrentUser() });
}
