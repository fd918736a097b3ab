import { queryOptions, useQuery } from "@tanstack/react-query";
import { type AttestationClaim, attestationClaimsResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /attestation-claims?claim_type=OB: the statements a company's officer attests in onboarding. */

export function getOnboardingClaims(signal?: AbortSignal): Promise<AttestationClaim[]> {
  return api
    .get("/attestation-claims", {
      query: { claim_type: "OB" },
      schema: attestationClaimsResponseSchema,
      signal,
      endpoint: "GET /attestation-claims",
    })
    .then((answer) => answer.results);
}

export const onboardingClaimsQueryOptions = () =>
  queryOptions({
    queryKey: ["attestation-claims", "OB"] as const,
    queryFn: ({ signal }) => getOnboardingClaims(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useOnboardingClaims() {
  return useQuery(onboardingClaimsQueryOptions());
}
