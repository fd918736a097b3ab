import { mutationOptions } from "@tanstack/react-query";
import {
  type AuthResponse,
  authResponseSchema,
  handledStatuses,
  type LoginRequest,
  loginRequestSchema,
} from "@tierline/contracts";
import { api, authPaths } from "../../../lib/api-client";

/** POST /auth/token: password sign-in. */
export { loginRequestSchema };

export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post(authPaths.login, body, { public: true, schema: authResponseSchema });
}

/** The screen shows every failure itself: one error, not an alert and a snackbar on top. */
export const loginExplains = handledStatuses;

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "login"],
    mutationFn: login,
    meta: { silent: true },
  });
