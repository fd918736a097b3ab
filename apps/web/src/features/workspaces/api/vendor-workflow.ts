import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type VendorWorkflowWire,
  vendorWorkflowConfirmRequestSchema,
  vendorWorkflowSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * GET /workspaces/{id}/vendor-workflow (the workflow and its latest confirmation) and POST
 * .../vendor-workflow/confirmation (an Admin confirms the version shown).
 */
export const vendorWorkflowQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "vendor-workflow"] as const;

const workflowPath = (workspaceId: string) =>
  `/workspaces/${encodeURIComponent(workspaceId)}/vendor-workflow`;

export const vendorWorkflowQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: vendorWorkflowQueryKey(workspaceId),
    queryFn: ({ signal }) =>
      api.get(workflowPath(workspaceId), {
        schema: vendorWorkflowSchema,
        signal,
        endpoint: "GET /workspaces/{id}/vendor-workflow",
      }),
  });

export const useVendorWorkflow = (workspaceId: string) => useQuery(vendorWorkflowQueryOptions(workspaceId));

export function confirmVendorWorkflow(workspaceId: string, version: number): Promise<VendorWorkflowWire> {
  return api.post(
    `${workflowPath(workspaceId)}/confirmation`,
    vendorWorkflowConfirmRequestSchema.parse({ workflow_version: version }),
    { schema: vendorWorkflowSchema, endpoint: "POST /workspaces/{id}/vendor-workflow/confirmation" },
  );
}

export const confirmVendorWorkflowMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "vendor-workflow", "confirm"],
    mutationFn: (version: number) => confirmVendorWorkflow(workspaceId, version),
    onSuccess: (workflow, _variables, _result, { client }) => {
      client.setQueryData(vendorWorkflowQueryKey(workspaceId), workflow);
      // The set-up flags, the welcome checklist and the onboarding state follow the confirmation.
      return client.invalidateQueries({
        queryKey: ["workspaces", workspaceId],
        predicate: (query) => query.queryKey[2] !== "vendor-workflow",
      });
    },
  });

export const useConfirmVendorWorkflow = (workspaceId: string) =>
  useMutation(confirmVendorWorkflowMutationOptions(workspaceId));
