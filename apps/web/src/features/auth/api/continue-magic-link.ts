import { mutationOptions } from "@tanstack/react-query";
import type { ContinueMagicLinkRequest } from "@tierline/contracts";
import { type AuthResponse, authResponseSchema, continueMagicLinkRequestSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /continue-magic-link: signs in on another device, after the user confirmed there. */

export function continueMagicLink(body: ContinueMagicLinkRequest): Promise<AuthResponse> {
  return api.post("/continue-magic-link", continueMagicLinkRequestSchema.parse(body), {
    public: true,
    schema: authResponseSchema,
  });
}

export const continueMagicLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "continue-magic-link"],
    mutationFn: continueMagicLink,
    // The landing screen explains every failure itself: no snackbar on top.
    meta: { silent: true },
  });
