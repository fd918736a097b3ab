import { Text } from "@mantine/core";
import { AccessDashboardStep } from "../features/onboarding/components/access-dashboard-step";
import { EntityInformationStep } from "../features/onboarding/components/entity-information-step";
import {
  type OnboardingStepBodies,
  type OnboardingStepBodyProps,
  OnboardingWizard,
} from "../features/onboarding/components/onboarding-wizard";
import { SubscriptionStep } from "../features/onboarding/components/subscription-step";
import { SupplyChainRolesStep } from "../features/onboarding/components/supply-chain-roles-step";

/**
 * The vendor list steps until the import's calls are in: the wizard skips them (step 4 skips to the
 * plan), and the list is imported later.
 */
function VendorListLater({ footer }: OnboardingStepBodyProps) {
  return (
    <>
      <Text size="sm" c="dimmed">
        Vendor list import opens here shortly. Skip this step for now: you can bring your vendors in later.
      </Text>
      {footer(null)}
    </>
  );
}

/**
 * The onboarding wizard as the app composes it: the frame and the company's own steps from the
 * onboarding feature, the vendor list's steps from the features that own their calls.
 */
const bodies: OnboardingStepBodies = {
  entity_information: EntityInformationStep,
  supply_chain_roles: SupplyChainRolesStep,
  vendor_list_upload: VendorListLater,
  column_verification: VendorListLater,
  review: VendorListLater,
  access_dashboard: AccessDashboardStep,
  subscription: SubscriptionStep,
};

/** /onboarding/:step */
export function OnboardingRoute() {
  return <OnboardingWizard bodies={bodies} />;
}
