import { OnboardingGate } from "../features/onboarding/components/onboarding-gate";
import { VendorsRoute } from "../features/vendors/routes/vendors-route";

/** / : the vendor register, open once the workspace is set up (else on to its onboarding step). */
export function GatedVendorsRoute() {
  return (
    <OnboardingGate>
      <VendorsRoute />
    </OnboardingGate>
  );
}
