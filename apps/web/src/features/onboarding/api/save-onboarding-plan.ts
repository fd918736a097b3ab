import { mutationOptions } from "@tanstack/react-query";
import {
  type OnboardingPlanRequest,
  type OnboardingState,
  onboardingPlanRequestSchema,
  onboardingStateSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** PUT /workspaces/{id}/onboarding: the plan chosen in the wizard (payment comes with billing). */
export interface SaveOnboardingPlanVariables {
  workspaceId: string;
  body: OnboardingPlanRequest;
}

export function saveOnboardingPlan({
  workspaceId,
  body,
}: SaveOnboardingPlanVariables): Promise<OnboardingState> {
  return api.put(
    `/workspaces/${encodeURIComponent(workspaceId)}/onboarding`,
    onboardingPlanRequestSchema.parse(body),
    { schema: onboardingStateSchema, endpoint: "PUT /workspaces/{id}/onboarding" },
  );
}

export const saveOnboardingPlanMutationOptions = () =>
  mutationOptions({
    mutationKey: ["onboarding", "plan"],
    mutationFn: saveOnboardingPlan,
    meta: { silentStatuses: [400] },
  });
