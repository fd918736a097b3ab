import { Stack } from "@mantine/core";
import { VendorAttestations } from "../features/compliance/components/vendor-attestations";
import { useSupplyChainRoles } from "../features/entities/api/supply-chain-roles";
import { ProcurementPath } from "../features/procurement/components/procurement-path";
import { VendorInvitationPanel } from "../features/vendors/components/vendor-invitation-panel";
import { VendorProcurementTab } from "../features/vendors/components/vendor-procurement-tab";

/**
 * The Procurement tab as the app composes it: the vendor's invitation (invite, resend, revoke), what the
 * vendor attested through its compliance section, its path through the workspace's procurement stages,
 * then the vendors feature's life cycle, given the supply chain roles (the entities feature's reference
 * data) to add.
 */
export function VendorProcurementPanel({ relationshipId }: { relationshipId: string }) {
  const roles = useSupplyChainRoles();
  return (
    <Stack gap="lg">
      <VendorInvitationPanel relationshipId={relationshipId} />
      <VendorAttestations relationshipId={relationshipId} />
      <ProcurementPath relationshipId={relationshipId} />
      <VendorProcurementTab
        relationshipId={relationshipId}
        roleOptions={roles.data?.results.map((r) => ({ id: r.id, role: r.role })) ?? []}
      />
    </Stack>
  );
}
