import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type AuthResponse,
  authResponseSchema,
  type MemberSignUpRequest,
  memberSignUpRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/** POST /members (public): sign-up through an invitation; signs the new member in, like login. */
export { memberSignUpRequestSchema };

export function memberSignUp(body: MemberSignUpRequest): Promise<AuthResponse> {
  return api.post("/members", memberSignUpRequestSchema.parse(body), {
    public: true,
    schema: authResponseSchema,
  });
}

export const memberSignUpMutationOptions = () =>
  mutationOptions({
    mutationKey: ["memberships", "sign-up"],
    mutationFn: memberSignUp,
    // Field errors show under the inputs; a dead invitation is explained on the screen.
    meta: { silentStatuses: [400, 404, 409] },
    onSuccess: (response: AuthResponse) => authStore.signIn(response),
  });

export function useMemberSignUp() {
  return useMutation(memberSignUpMutationOptions());
}
