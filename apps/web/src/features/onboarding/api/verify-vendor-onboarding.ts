import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type VerifyVendorOnboardingResponse,
  verifyVendorOnboardingRequestSchema,
  verifyVendorOnboardingResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * POST /verify-vendor-onboarding: what the entity's details still miss, asked by an invited vendor's
 * wizard when a company info step is done, to know whether it goes on to its compliance section.
 */
export function verifyVendorOnboarding(entity: string): Promise<VerifyVendorOnboardingResponse> {
  return api.post("/verify-vendor-onboarding", verifyVendorOnboardingRequestSchema.parse({ entity }), {
    schema: verifyVendorOnboardingResponseSchema,
    endpoint: "POST /verify-vendor-onboarding",
  });
}

export const verifyVendorOnboardingMutationOptions = () =>
  mutationOptions({ mutationKey: ["onboarding", "verify"], mutationFn: verifyVendorOnboarding });

export function useVerifyVendorOnboarding() {
  return useMutation(verifyVendorOnboardingMutationOptions());
}
