import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AuthUser,
  authUserSchema,
  successMessages,
  type UpdateMeRequest,
  updateMeRequestSchema,
} from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";
import { meQueryKey } from "./get-me";

/** PATCH /users/me: the signed-in user changes their own first and last name. */
export { updateMeRequestSchema };

export function updateMe(body: UpdateMeRequest): Promise<AuthUser> {
  return api.patch("/users/me", updateMeRequestSchema.parse(body), { schema: authUserSchema });
}

export const updateMeMutationOptions = () =>
  mutationOptions({
    mutationKey: ["users", "update-me"],
    mutationFn: updateMe,
    // Field errors show under the inputs.
    meta: { silentStatuses: [400] },
  });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateMeMutationOptions(),
    onSuccess: (user) => {
      // The account menu shows the name from the stored user.
      authStore.setUser(user);
      queryClient.setQueryData(meQueryKey, user);
      showSuccessSnackbar(successMessages.changesSaved);
    },
  });
}
