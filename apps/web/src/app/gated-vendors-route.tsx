import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useSupplyChainRoles } from "../features/entities/api/supply-chain-roles";
import { useCountries } from "../features/locations/api/get-location-lookups";
import { OnboardingGate } from "../features/onboarding/components/onboarding-gate";
import { procurementWorkflowQueryOptions } from "../features/procurement/api/procurement-workflow";
import { useSupplyStreams } from "../features/supply-streams/api/get-supply-streams";
import { useTags } from "../features/tags/api/get-tags";
import { BulkApproveButton } from "../features/vendors/components/bulk-approve-button";
import { BulkInviteButton } from "../features/vendors/components/bulk-invite-button";
import type { VendorFilterChoices } from "../features/vendors/components/vendor-filter-bar";
import { fixedFilterOptions } from "../features/vendors/lib/vendor-filters";
import { VendorsRoute } from "../features/vendors/routes/vendors-route";
import { useWorkspace } from "../features/workspaces/api/get-workspace";
import { usePermissions } from "../lib/use-permissions";
import { useWorkspaceId } from "../lib/use-workspace";
import { VendorBulkTag } from "./vendor-bulk-tag";

/**
 * The vendor list's filter choices, composed from the features that own them: countries (locations'
 * look-up), supply chain roles (entities'), the workspace's vendor tags (tags') and procurement stages
 * (procurement's, after the relationship statuses) and the workspace's supply streams (supply-streams').
 */
function useVendorFilterChoices(workspaceId: string): VendorFilterChoices {
  const countries = useCountries();
  const roles = useSupplyChainRoles();
  const tags = useTags(workspaceId, { type: "vendor" });
  const streams = useSupplyStreams(workspaceId, { ordering: "name", page: 1, pageSize: 100 });
  const entityId = useWorkspace(workspaceId).data?.entity.id;
  const workflow = useQuery({
    ...procurementWorkflowQueryOptions(entityId ?? ""),
    enabled: Boolean(entityId),
  });
  return useMemo(
    () => ({
      country: (countries.data?.results ?? []).map((c) => ({ value: c.code, label: c.name })),
      role: (roles.data?.results ?? []).map((r) => ({ value: r.id, label: r.role })),
      tag: (tags.data?.results ?? []).map((t) => ({ value: t.id, label: t.name })),
      supply_stream: (streams.data?.results ?? []).map((s) => ({ value: s.id, label: s.name })),
      procurement_stage: [
        ...fixedFilterOptions.procurement_stage,
        ...(workflow.data?.stages ?? []).map((s) => ({ value: s.id, label: `Stage: ${s.name}` })),
      ],
    }),
    [countries.data, roles.data, tags.data, streams.data, workflow.data],
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
