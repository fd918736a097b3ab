import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type Attestation,
  attestationClaimsResponseSchema,
  attestationsRequestSchema,
  attestationsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { entityQueryKey } from "./get-entity";
import { refreshAfterEntityChange } from "./refresh";

/** GET /attestation-claims?claim_type=OB: the onboarding claims an officer attests (reference data). */
export const onboardingClaimsQueryOptions = () =>
  queryOptions({
    queryKey: ["attestation-claims", "OB"] as const,
    queryFn: ({ signal }) =>
      api.get("/attestation-claims", {
        query: { claim_type: "OB" },
        schema: attestationClaimsResponseSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useOnboardingClaims = () => useQuery(onboardingClaimsQueryOptions());

/** POST /attestations: the signed-in user attests each claim about the entity, one record per claim. */
export function attest(entityId: string, claims: string[]): Promise<Attestation[]> {
  return api
    .post("/attestations", attestationsRequestSchema.parse({ entity: entityId, claims }), {
      schema: attestationsResponseSchema,
    })
    .then((answer) => answer.results);
}

export const attestMutationOptions = (entityId: string) =>
  mutationOptions({
    mutationKey: ["entities", "attest"],
    mutationFn: (claims: string[]) => attest(entityId, claims),
    onSuccess: (_data, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: entityQueryKey(entityId) }),
        refreshAfterEntityChange(client),
      ]),
  });

export const useAttest = (entityId: string) => useMutation(attestMutationOptions(entityId));
