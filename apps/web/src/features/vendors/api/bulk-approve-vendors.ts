import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type RelationshipBulkApprove,
  type RelationshipBulkApproveResult,
  relationshipBulkApproveResultSchema,
  relationshipBulkApproveSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { vendorsQueryKey } from "./get-vendors";

/**
 * POST /entity-relationships/bulk-approve `{ids, start_date}` (at most 100): approves every Pending role
 * of each selected vendor; one outcome per id (approved, or refused with the reason).
 */
export function bulkApproveVendors(body: RelationshipBulkApprove): Promise<RelationshipBulkApproveResult> {
  return api.post("/entity-relationships/bulk-approve", relationshipBulkApproveSchema.parse(body), {
    schema: relationshipBulkApproveResultSchema,
    endpoint: "POST /entity-relationships/bulk-approve",
  });
}

/** A bad date is explained in the dialog. */
export const bulkApproveExplains = [400];

export const bulkApproveVendorsMutationOptions = () =>
  mutationOptions({
    mutationKey: ["vendors", "bulk-approve"],
    mutationFn: bulkApproveVendors,
    meta: { silentStatuses: bulkApproveExplains },
  });

export function useBulkApproveVendors(workspaceId: string) {
  const client = useQueryClient();
  return useMutation({
    ...bulkApproveVendorsMutationOptions(),
    onSettled: () => client.invalidateQueries({ queryKey: vendorsQueryKey(workspaceId) }),
  });
}
