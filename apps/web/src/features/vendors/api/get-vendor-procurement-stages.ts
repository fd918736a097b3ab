import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorProcurementStages, vendorProcurementStagesSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/**
 * GET /entity-relationships/{id}/vendor-procurement-stages: the relationship's roles with status, dates,
 * what is scheduled and the actions allowed, and the history of every change (newest first).
 */

export function getVendorProcurementStages(
  relationshipId: string,
  signal?: AbortSignal,
): Promise<VendorProcurementStages> {
  return api.get(`/entity-relationships/${encodeURIComponent(relationshipId)}/vendor-procurement-stages`, {
    schema: vendorProcurementStagesSchema,
    signal,
    endpoint: "GET /entity-relationships/{id}/vendor-procurement-stages",
  });
}

export const vendorProcurementStagesQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...vendorRelationshipQueryKey(relationshipId), "procurement-stages"] as const,
    queryFn: ({ signal }) => getVendorProcurementStages(relationshipId, signal),
    retry: false,
  });

export const useVendorProcurementStages = (relationshipId: string) =>
  useQuery(vendorProcurementStagesQueryOptions(relationshipId));
