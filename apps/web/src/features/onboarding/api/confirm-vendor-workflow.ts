import { mutationOptions } from "@tanstack/react-query";
import {
  type VendorWorkflowConfirmRequest,
  type VendorWorkflowWire,
  vendorWorkflowConfirmRequestSchema,
  vendorWorkflowSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** POST /workspaces/{id}/vendor-workflow/confirmation: an Admin confirms the workflow version they read. */
export interface ConfirmVendorWorkflowVariables {
  workspaceId: string;
  body: VendorWorkflowConfirmRequest;
}

export function confirmVendorWorkflow({
  workspaceId,
  body,
}: ConfirmVendorWorkflowVariables): Promise<VendorWorkflowWire> {
  return api.post(
    `/workspaces/${encodeURIComponent(workspaceId)}/vendor-workflow/confirmation`,
    vendorWorkflowConfirmRequestSchema.parse(body),
    { schema: vendorWorkflowSchema, endpoint: "POST /workspaces/{id}/vendor-workflow/confirmation" },
  );
}

export const confirmVendorWorkflowMutationOptions = () =>
  mutationOptions({ mutationKey: ["vendor-workflow", "confirm"], mutationFn: confirmVendorWorkflow });
