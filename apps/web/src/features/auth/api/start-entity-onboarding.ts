import { mutationOptions } from "@tanstack/react-query";
import {
  type EntityOnboardingRequest,
  type EntityOnboardingResponse,
  entityOnboardingRequestSchema,
  entityOnboardingResponseSchema,
  handledStatuses,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * POST /entity-onboarding (public): a new company signs up; its first user is signed in with the
 * answer's tokens (spec section 4, Onboarding).
 */
export { entityOnboardingRequestSchema };

export function startEntityOnboarding(body: EntityOnboardingRequest): Promise<EntityOnboardingResponse> {
  return api.post("/entity-onboarding", entityOnboardingRequestSchema.parse(body), {
    public: true,
    schema: entityOnboardingResponseSchema,
  });
}

/** The sign-up screen shows every failure itself (a taken e-mail under its field): no snackbar on top. */
export const startEntityOnboardingExplains = handledStatuses;

export const startEntityOnboardingMutationOptions = () =>
  mutationOptions({
    mutationKey: ["entity-onboarding", "start"],
    mutationFn: startEntityOnboarding,
    meta: { silent: true },
  });
