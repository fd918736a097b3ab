import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ComplianceAttestationWire, complianceAttestationListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /entity-relationships/{id}/compliance-attestations: the customer's read of its vendor's attestations. */
export const vendorAttestationsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: ["compliances", "vendor-attestations", relationshipId],
    queryFn: async ({ signal }): Promise<ComplianceAttestationWire[]> =>
      (
        await api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/compliance-attestations`, {
          schema: complianceAttestationListSchema,
          signal,
          endpoint: "GET /entity-relationships/{id}/compliance-attestations",
        })
      ).results,
  });

export const useVendorAttestations = (relationshipId: string) =>
  useQuery(vendorAttestationsQueryOptions(relationshipId));
