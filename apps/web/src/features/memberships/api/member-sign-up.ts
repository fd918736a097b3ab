import { mutationOptions } from "@tanstack/react-query";
import {
  type MemberSignUpRequest,
  type MemberSignUpResponse,
  memberSignUpRequestSchema,
  memberSignUpResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * POST /members (public): sign-up through an invitation. An e-mail invitation signs the new member in
 * (201, like login); an open link instead mails the typed address an invitation to sign up from (202).
 */
export function memberSignUp(body: MemberSignUpRequest): Promise<MemberSignUpResponse> {
  return api.post("/members", memberSignUpRequestSchema.parse(body), {
    public: true,
    schema: memberSignUpResponseSchema,
  });
}

/**
 * Field errors show under the inputs (a mail limit's 429 under the address); a dead invitation is
 * explained on the screen.
 */
export const memberSignUpExplains = [400, 403, 404, 409, 429];

export const memberSignUpMutationOptions = () =>
  mutationOptions({
    mutationKey: ["memberships", "sign-up"],
    mutationFn: memberSignUp,
    meta: { silentStatuses: memberSignUpExplains },
  });
