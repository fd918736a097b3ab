import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type AuthUser,
  authUserSchema,
  changePasswordRequestSchema,
  handledStatuses,
  type SetPasswordRequest,
  setPasswordRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { useSavedCurrentUser } from "../../../lib/me";

/**
 * POST /set-password: sets a first password (password_authenticated becomes true), or changes the
 * password with the current one, which ends the user's other sessions.
 */
export { changePasswordRequestSchema, setPasswordRequestSchema };

export function setPassword(body: SetPasswordRequest): Promise<AuthUser> {
  return api.post("/set-password", body, { schema: authUserSchema, workspace: false });
}

/** The password forms show every failure themselves (field errors under the inputs): no snackbar. */
export const setPasswordExplains = handledStatuses;

export const setPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "set-password"],
    mutationFn: setPassword,
    meta: { silent: true },
  });

export function useSetPassword() {
  return useMutation({ ...setPasswordMutationOptions(), onSuccess: useSavedCurrentUser() });
}
