import { mutationOptions, useMutation } from "@tanstack/react-query";
import type { ForgotPasswordRequest } from "@tierline/contracts";
import { forgotPasswordRequestSchema, handledStatuses, okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /forgot-password: mails a reset link (same answer whether or not the account exists). */
export { forgotPasswordRequestSchema };

export function forgotPassword(body: ForgotPasswordRequest) {
  return api.post("/forgot-password", body, { public: true, schema: okResponseSchema });
}

/** The screen shows every failure itself: one error, no snackbar. */
export const forgotPasswordExplains = handledStatuses;

export const forgotPasswordMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "forgot-password"],
    mutationFn: forgotPassword,
    meta: { silent: true },
  });

export function useForgotPassword() {
  return useMutation(forgotPasswordMutationOptions());
}
