import { mutationOptions } from "@tanstack/react-query";
import {
  type AuthResponse,
  authResponseSchema,
  type LoginRequest,
  loginRequestSchema,
} from "@tierline/contracts";
import { api, authPaths } from "../../../lib/api-client";

/** POST /auth/token: password sign-in. */
export { loginRequestSchema };

export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post(authPaths.login, body, { public: true, schema: authResponseSchema });
}

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "login"],
    mutationFn: login,
    // The screen shows every failure itself: one error, not an alert and a snackbar on top.
    meta: { silent: true },
  });
