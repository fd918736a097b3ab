import { IconFileCertificate } from "@tabler/icons-react";
import { FeatureEmptyState } from "../../../components/feature-empty-state";
import { PageHeader } from "../../../components/page-header";

/** /contracts (built by a later issue). */
export function ContractsRoute() {
  return (
    <>
      <PageHeader
        title="Contracts"
        description="Agreements with your vendors, their terms and expiry dates."
      />
      <FeatureEmptyState
        testId="contracts-empty"
        icon={<IconFileCertificate size={28} stroke={1.5} />}
        title="Your contracts will appear here"
        description="Store vendor contracts with their effective and expiry dates and find them by vendor, status or tag."
        upcoming={[
          "Contract list filtered by vendor and active status",
          "New contract with document upload and tags",
          "Expiry tracking",
        ]}
      />
    </>
  );
}
