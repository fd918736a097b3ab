import { mutationOptions } from "@tanstack/react-query";
import {
  type Attestation,
  type AttestationsRequest,
  attestationsRequestSchema,
  attestationsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /attestations: the signed-in user attests each claim; the server records who, when and the text. */
export function createAttestations(body: AttestationsRequest): Promise<Attestation[]> {
  return api
    .post("/attestations", attestationsRequestSchema.parse(body), {
      schema: attestationsResponseSchema,
      endpoint: "POST /attestations",
    })
    .then((answer) => answer.results);
}

export const createAttestationsMutationOptions = () =>
  mutationOptions({
    mutationKey: ["attestations", "create"],
    mutationFn: createAttestations,
    meta: { silentStatuses: [400] },
  });
