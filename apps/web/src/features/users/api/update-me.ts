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

/** The failures the names form explains itself (field errors under the inputs): no snackbar for them. */
export const updateMeExplains = [400];

export const updateMeMutationOptions = () =>
  mutationOptions({
    mutationKey: ["users", "update-me"],
    mutationFn: updateMe,
    meta: { silentStatuses: updateMeExplains },
  });

export function useUpdateMe() {
  return useMutation({ ...updateMeMutationOptions(), onSuccess: useSavedCurrentUser() });
}
