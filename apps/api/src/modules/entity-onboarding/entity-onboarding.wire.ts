import type * as wire from "@tierline/contracts";
import type { OnboardingState } from "@tierline/core";

/** The onboarding domain's objects in the wire's snake_case shapes (contracts). */

export const onboardingToWire = (o: OnboardingState): wire.OnboardingState => ({
  company_info_step: o.companyInfoStep,
  plan: o.plan,
  billing_interval: o.billingInterval,
  vendor_list_resource: o.vendorListResourceId,
  entity: o.entityId,
  entity_details_completed: o.entityDetailsCompleted,
  vendor_workflow_confirmed: o.vendorWorkflowConfirmed,
  invited_vendor: o.invitedVendor,
});
