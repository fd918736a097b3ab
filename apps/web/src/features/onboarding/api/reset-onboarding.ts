import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type OnboardingState, onboardingStateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { onboardingQueryKey } from "./get-onboarding";

/**
 * POST /workspaces/{id}/onboarding/reset: starts the wizard again (spec section 4, reset: the step, the
 * plan and the uploaded vendor list are cleared; the company's details stay, to be reviewed again).
 */
export function resetOnboarding(workspaceId: string): Promise<OnboardingState> {
  return api.post(`/workspaces/${encodeURIComponent(workspaceId)}/onboarding/reset`, undefined, {
    schema: onboardingStateSchema,
    endpoint: "POST /workspaces/{id}/onboarding/reset",
  });
}

export const resetOnboardingMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["workspaces", workspaceId, "onboarding", "reset"],
    mutationFn: () => resetOnboarding(workspaceId),
  });

export function useResetOnboarding(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...resetOnboardingMutationOptions(workspaceId),
    onSuccess: (state) => queryClient.setQueryData(onboardingQueryKey(workspaceId), state),
  });
}
