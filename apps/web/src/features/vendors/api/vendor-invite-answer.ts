import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type VendorInviteAccepted,
  type VendorInviteOffer,
  type VendorInviteSignUpRequest,
  type VendorInviteSignUpResponse,
  vendorInviteAcceptedSchema,
  vendorInviteAcceptRequestSchema,
  vendorInviteCodeParamsSchema,
  vendorInviteOfferSchema,
  vendorInviteSignUpRequestSchema,
  vendorInviteSignUpResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { authStore } from "../../../lib/auth-store";

/**
 * Answering a vendor invitation from its mail (the vendor's side): GET /vendor-invitations/code/{code}
 * (public), POST /vendor-invitations/sign-up (public, signs the new company in) and
 * POST /vendor-invitations/accept (signed in, for the workspace acted in). One file: one page's calls.
 */

export const getVendorInviteOffer = (code: string, signal?: AbortSignal): Promise<VendorInviteOffer> =>
  api.get(`/vendor-invitations/code/${encodeURIComponent(code)}`, {
    public: true,
    schema: vendorInviteOfferSchema,
    signal,
    endpoint: "GET /vendor-invitations/code/{code}",
  });

export const useVendorInviteOffer = (code: string) =>
  useQuery(
    queryOptions({
      queryKey: ["vendor-invitations", "code", code],
      queryFn: ({ signal }) => getVendorInviteOffer(code, signal),
      enabled: vendorInviteCodeParamsSchema.safeParse({ code }).success,
      retry: false,
      meta: { silentStatuses: [400, 404] },
    }),
  );

/** Field errors show under the inputs; a dead or taken invitation is explained on the page. */
export const vendorInviteExplains = [400, 403, 404, 409];

export const signUpFromVendorInvite = (
  body: VendorInviteSignUpRequest,
): Promise<VendorInviteSignUpResponse> =>
  api.post("/vendor-invitations/sign-up", vendorInviteSignUpRequestSchema.parse(body), {
    public: true,
    schema: vendorInviteSignUpResponseSchema,
    endpoint: "POST /vendor-invitations/sign-up",
  });

/** The new company is signed in with the first token pair, as the onboarding sign-up does. */
export const useSignUpFromVendorInvite = () =>
  useMutation(
    mutationOptions({
      mutationKey: ["vendor-invitations", "sign-up"],
      mutationFn: signUpFromVendorInvite,
      meta: { silentStatuses: vendorInviteExplains },
      onSuccess: (response) => authStore.signIn(response),
    }),
  );

export const acceptVendorInvite = (code: string): Promise<VendorInviteAccepted> =>
  api.post("/vendor-invitations/accept", vendorInviteAcceptRequestSchema.parse({ code }), {
    schema: vendorInviteAcceptedSchema,
    endpoint: "POST /vendor-invitations/accept",
  });

export const useAcceptVendorInvite = () =>
  useMutation(
    mutationOptions({
      mutationKey: ["vendor-invitations", "accept"],
      mutationFn: acceptVendorInvite,
      meta: { silentStatuses: vendorInviteExplains },
    }),
  );
