import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type OnboardingState,
  type OnboardingVendorListRequest,
  onboardingStateSchema,
  onboardingVendorListRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { onboardingQueryKey } from "./get-onboarding";

/**
 * PUT /workspaces/{id}/onboarding/vendor-list: the list uploaded in the wizard, kept by the server until
 * it is imported, so the column verification opens it on any device.
 */
export function keepVendorList(
  workspaceId: string,
  body: OnboardingVendorListRequest,
): Promise<OnboardingState> {
  return api.put(
    `/workspaces/${encodeURIComponent(workspaceId)}/onboarding/vendor-list`,
    onboardingVendorListRequestSchema.parse(body),
    { schema: onboardingStateSchema, endpoint: "PUT /workspaces/{id}/onboarding/vendor-list" },
  );
}

export const keepVendorListMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "onboarding", "vendor-list"],
    mutationFn: (body: OnboardingVendorListRequest) => keepVendorList(workspaceId, body),
  });

export function useKeepVendorList(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...keepVendorListMutationOptions(workspaceId),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey(workspaceId), state),
  });
}
