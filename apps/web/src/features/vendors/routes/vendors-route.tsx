import { IconBuildingWarehouse } from "@tabler/icons-react";
import { FeatureEmptyState } from "../../../components/feature-empty-state";
import { PageHeader } from "../../../components/page-header";

/** / : the vendor register (built by a later issue). */
export function VendorsRoute() {
  return (
    <>
      <PageHeader title="Vendors" description="Your suppliers, their compliance status and their risks." />
      <FeatureEmptyState
        testId="vendors-empty"
        icon={<IconBuildingWarehouse size={28} stroke={1.5} />}
        title="Your vendor register will appear here"
        description="Once vendors are added or imported, this page lists them with their verification status, risks and procurement stage."
        upcoming={[
          "Vendor list with filters by country, verification status, supply stream, role and tag",
          "Restricted-party and sanctions screening results",
          "Vendor profiles with Risk, Details, Procurement and Duties tabs",
          "Vendor list upload and invitations",
        ]}
      />
    </>
  );
}
