import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { DisablePasswordRequest } from "@tierline/contracts";
import { type AuthUser, authUserSchema, disablePasswordRequestSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { useSavedCurrentUser } from "../../../lib/me";

/** POST /disable-password: turns password sign-in off; needs the current password. */
export { disablePasswordRequestSchema };

export function disablePassword(body: DisablePasswordRequest): Promise<AuthUser> {
  return api.post("/disable-password", body, { schema: authUserSchema, workspace: false });
}

/** A wrong current password is shown under the field, a refusal in the dialog: no snackbar for them. */
export const disablePasswordExplains = [400, 401];

export const disablePasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "disable-password"],
    mutationFn: disablePassword,
    meta: { silentStatuses: disablePasswordExplains },
  });

export function useDisablePassword() {
  return useMutation({ ...disablePasswordMutationOptions(), onSuccess: useSavedCurrentUser() });
}
