import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type EntityWire, entitySchema, entityUpdateSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { onboardingQueryKey } from "./get-onboarding";

/**
 * PATCH /entities/{id} {company_info_step}: the step the wizard moved to, kept on the server (a
 * completed onboarding stays completed there: spec section 4).
 */
export interface UpdateOnboardingStepVariables {
  entityId: string;
  step: number;
}

export function updateOnboardingStep({ entityId, step }: UpdateOnboardingStepVariables): Promise<EntityWire> {
  return api.patch(
    `/entities/${encodeURIComponent(entityId)}`,
    entityUpdateSchema.parse({ company_info_step: step }),
    { schema: entitySchema, endpoint: "PATCH /entities/{id}" },
  );
}

export const updateOnboardingStepMutationOptions = () =>
  mutationOptions({ mutationKey: ["onboarding", "step"], mutationFn: updateOnboardingStep });

export function useUpdateOnboardingStep(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateOnboardingStepMutationOptions(),
    // The state asked again before the next step opens: the step as the server kept it (a completed
    // onboarding stays -1), and the two facts the step just done may have changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingQueryKey(workspaceId) }),
  });
}
