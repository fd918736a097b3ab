import { mutationOptions } from "@tanstack/react-query";
import type { MagicLinkTokenRequest } from "@tierline/contracts";
import { type AuthResponse, authResponseSchema, magicLinkTokenRequestSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /magic-link/token: signs in on the device that asked for the link. */

export function exchangeMagicLink(body: MagicLinkTokenRequest): Promise<AuthResponse> {
  return api.post("/magic-link/token", magicLinkTokenRequestSchema.parse(body), {
    public: true,
    schema: authResponseSchema,
  });
}

export const exchangeMagicLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "magic-link-token"],
    mutationFn: exchangeMagicLink,
    // The landing screen explains every failure itself (dead link, other device): no snackbar on top.
    meta: { silent: true },
  });
