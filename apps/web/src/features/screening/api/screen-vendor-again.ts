import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type VendorScreeningQueued, vendorScreeningQueuedSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorScreeningQueryKey } from "./get-vendor-screening";

/**
 * POST /entity-relationships/{id}/screening: screens the vendor again now (queued; 202 `{queued_at}`).
 * The summary then reads the vendor's screening until `screened_at` passes `queued_at`.
 */
export function screenVendorAgain(relationshipId: string): Promise<VendorScreeningQueued> {
  return api.post(`/entity-relationships/${encodeURIComponent(relationshipId)}/screening`, undefined, {
    schema: vendorScreeningQueuedSchema,
    endpoint: "POST /entity-relationships/{id}/screening",
  });
}

export const screenVendorAgainMutationOptions = (relationshipId: string) =>
  mutationOptions({
    mutationKey: ["vendor-screening", "again"],
    mutationFn: () => screenVendorAgain(relationshipId),
    onSuccess: (_data, _variables, _result, { client }) =>
      client.invalidateQueries({ queryKey: vendorScreeningQueryKey(relationshipId) }),
  });

export function useScreenVendorAgain(relationshipId: string) {
  return useMutation(screenVendorAgainMutationOptions(relationshipId));
}
