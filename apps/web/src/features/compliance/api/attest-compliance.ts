import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ComplianceAttestationWire, complianceAttestationSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { compliancesQueryKey } from "./get-compliances";

/** POST /compliances/{relationship_id}/attestations: the truthful-information attestation. */
export function attestCompliance(relationshipId: string): Promise<ComplianceAttestationWire> {
  return api.post(
    `/compliances/${encodeURIComponent(relationshipId)}/attestations`,
    { truth_attestation: true },
    { schema: complianceAttestationSchema, endpoint: "POST /compliances/{relationship_id}/attestations" },
  );
}

/** After attesting, the request's status and its attestation are read again. */
export function useAttestCompliance() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["compliances", "attest"],
    mutationFn: attestCompliance,
    onSuccess: () => client.invalidateQueries({ queryKey: compliancesQueryKey }),
  });
}
