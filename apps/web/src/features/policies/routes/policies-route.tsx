import { IconShieldCheck } from "@tabler/icons-react";
import { FeatureEmptyState } from "../../../components/feature-empty-state";
import { PageHeader } from "../../../components/page-header";

/** /policies (built by a later issue). */
export function PoliciesRoute() {
  return (
    <>
      <PageHeader
        title="Policies"
        description="Internal policies, training, codes of conduct and customer-facing policies."
      />
      <FeatureEmptyState
        testId="policies-empty"
        icon={<IconShieldCheck size={28} stroke={1.5} />}
        title="Your policies will appear here"
        description="Draft policies, submit them for review and approval, and get reminded before they need renewal."
        upcoming={[
          "Policy list with Draft, Submitted for review and Approved statuses",
          "Add and edit policies with files, roles and renewal terms",
          "Expiry reminders",
        ]}
      />
    </>
  );
}
