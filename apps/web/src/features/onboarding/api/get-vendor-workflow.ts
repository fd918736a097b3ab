import { queryOptions, useQuery } from "@tanstack/react-query";
import { type VendorWorkflowWire, vendorWorkflowSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/vendor-workflow: the workflow the product applies to vendors, and its confirmation. */

export const vendorWorkflowQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "vendor-workflow"] as const;

export function getVendorWorkflow(workspaceId: string, signal?: AbortSignal): Promise<VendorWorkflowWire> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/vendor-workflow`, {
    schema: vendorWorkflowSchema,
    signal,
    endpoint: "GET /workspaces/{id}/vendor-workflow",
  });
}

export const vendorWorkflowQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: vendorWorkflowQueryKey(workspaceId),
    queryFn: ({ signal }) => getVendorWorkflow(workspaceId, signal),
  });

export function useVendorWorkflow(workspaceId: string) {
  return useQuery(vendorWorkflowQueryOptions(workspaceId));
}
