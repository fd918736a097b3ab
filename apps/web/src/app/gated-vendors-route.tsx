import { useMemo } from "react";
import { useSupplyChainRoles } from "../features/entities/api/supply-chain-roles";
import { useCountries } from "../features/locations/api/get-location-lookups";
import { OnboardingGate } from "../features/onboarding/components/onboarding-gate";
import { useTags } from "../features/tags/api/get-tags";
import { BulkApproveButton } from "../features/vendors/components/bulk-approve-button";
import { BulkInviteButton } from "../features/vendors/components/bulk-invite-button";
import type { VendorFilterChoices } from "../features/vendors/components/vendor-filter-bar";
import { VendorsRoute } from "../features/vendors/routes/vendors-route";
import { usePermissions } from "../lib/use-permissions";
import { useWorkspaceId } from "../lib/use-workspace";
import { VendorBulkTag } from "./vendor-bulk-tag";

/**
 * The vendor list's filter choices, composed from the features that own them: countries (locations'
 * look-up), supply chain roles (entities') and the workspace's vendor tags (tags'). Supply streams come
 * with the products issue (until then, no choice).
 */
function useVendorFilterChoices(workspaceId: string): VendorFilterChoices {
  const countries = useCountries();
  const roles = useSupplyChainRoles();
  const tags = useTags(workspaceId, { type: "vendor" });
  return useMemo(
    () => ({
      country: (countries.data?.results ?? []).map((c) => ({ value: c.code, label: c.name })),
      role: (roles.data?.results ?? []).map((r) => ({ value: r.id, label: r.role })),
      tag: (tags.data?.results ?? []).map((t) => ({ value: t.id, label: t.name })),
      supply_stream: [],
    }),
    [countries.data, roles.data, tags.data],
  );
}

function VendorList() {
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const choices = useVendorFilterChoices(workspaceId);
  return (
    <VendorsRoute
      choices={choices}
      bulkActions={(selected, clear) => (
        <>
          {can("vendors.write") && (
            <VendorBulkTag workspaceId={workspaceId} selected={selected} canCreate onDone={clear} />
          )}
          {can("vendors.relationships") && (
            <>
              <BulkApproveButton workspaceId={workspaceId} selected={selected} onDone={clear} />
              <BulkInviteButton selected={selected} onDone={clear} />
            </>
          )}
        </>
      )}
    />
  );
}

/** / : the vendor list, open once the workspace is set up (else on to its onboarding step). */
export function GatedVendorsRoute() {
  return (
    <OnboardingGate>
      <VendorList />
    </OnboardingGate>
  );
}
