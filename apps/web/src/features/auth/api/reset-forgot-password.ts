import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  handledStatuses,
  okResponseSchema,
  type ResetForgotPasswordRequest,
  resetForgotPasswordRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /reset-forgot-password: sets a new password with the token from the e-mailed link. */
export { resetForgotPasswordRequestSchema };

export function resetForgotPassword(body: ResetForgotPasswordRequest) {
  return api.post("/reset-forgot-password", body, { public: true, schema: okResponseSchema });
}

/** The screen shows every failure itself: one error, not an alert and a snackbar on top. */
export const resetForgotPasswordExplains = handledStatuses;

export const resetForgotPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "reset-forgot-password"],
    mutationFn: resetForgotPassword,
    meta: { silent: true },
  });

export function useResetForgotPassword() {
  return useMutation(resetForgotPasswordMutationOptions());
}
