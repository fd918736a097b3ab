import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  handledStatuses,
  type MagicLinkRequest,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { saveClientCode } from "../../../lib/client-code";

/** POST /magic-link: mails a sign-in link; the answer's client_code is kept encrypted in `auth:code`. */
export { magicLinkRequestSchema };

export async function requestMagicLink(body: MagicLinkRequest): Promise<{ client_code: string }> {
  const response = await api.post("/magic-link", body, { public: true, schema: magicLinkResponseSchema });
  await saveClientCode(response.client_code);
  return response;
}

/** The sign-in screen and the mobile notice show every failure themselves: one error, no snackbar. */
export const requestMagicLinkExplains = handledStatuses;

export const requestMagicLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: ["auth", "magic-link"],
    mutationFn: requestMagicLink,
    meta: { silent: true },
  });

export function useRequestMagicLink() {
  return useMutation(requestMagicLinkMutationOptions());
}
