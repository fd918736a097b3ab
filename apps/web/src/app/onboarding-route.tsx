import { Stack, Text } from "@mantine/core";
import { vendorJumpTargets } from "@tierline/contracts";
import { useCallback } from "react";
import { Navigate, useParams, useSearchParams } from "react-router";
import { useKeepVendorList } from "../features/onboarding/api/keep-vendor-list";
import {
  type OnboardingStepBodies,
  type OnboardingStepBodyProps,
  OnboardingWizard,
} from "../features/onboarding/components/onboarding-wizard";
import { SubscriptionStep } from "../features/onboarding/components/subscription-step";
import { createVendorsList } from "../features/resources/api/create-vendors-list";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import { ColumnMapping } from "../features/vendors/components/column-mapping";
import { ImportReview } from "../features/vendors/components/import-review";
import { useWorkspaceId } from "../lib/use-workspace";
import { AccessDashboardStep } from "./onboarding-access-step";
import { EntityInformationStep, SupplyChainRolesStep } from "./onboarding-company-steps";

/**
 * What the vendor list steps work on travels in the address from one step to the next: the uploaded
 * list (`resource`) and the import started from it (`import`).
 */
const carried = { resource: "resource", import: "import" } as const;

function VendorListUploadStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const keep = useKeepVendorList(useWorkspaceId());
  const announce = useCallback(
    (file: File) =>
      createVendorsList({
        file_name: file.name,
        entity: state.entity,
        content_type: file.type,
        size: file.size,
      }),
    [state.entity],
  );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Bring in the vendors you work with: an export of your ERP's vendor master or any spreadsheet with at
        least each vendor's name and country. You check its columns next. You can also skip this and import a
        list later.
      </Text>
      <UploadDropzone
        kind="vendor_upload"
        label="Upload your vendor list"
        announce={announce}
        onUploaded={(resource) =>
          // Kept by the server first, so the next step finds the list on any device.
          void keep
            .mutateAsync({ resource: resource.id })
            .then(() => onDone({ [carried.resource]: resource.id }))
        }
      />
      {footer(null)}
    </Stack>
  );
}

/** A vendor list step opened without its list (an old link, another device): back to the upload. */
function NothingToWorkOn({ footer, what }: Pick<OnboardingStepBodyProps, "footer"> & { what: string }) {
  return (
    <>
      <Text size="sm" c="dimmed" data-testid="onboarding-nothing-here">
        {what}
      </Text>
      {footer(null)}
    </>
  );
}

function ColumnVerificationStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const [params] = useSearchParams();
  const resourceId = params.get(carried.resource) ?? state.vendor_list_resource;
  if (!resourceId) {
    return (
      <NothingToWorkOn
        footer={footer}
        what="There is no uploaded vendor list to verify: go back to upload one."
      />
    );
  }
  return (
    <ColumnMapping
      resourceId={resourceId}
      footer={footer}
      onImported={(started) => onDone({ [carried.resource]: resourceId, [carried.import]: started.id })}
    />
  );
}

function ReviewStep({ onDone, footer }: OnboardingStepBodyProps) {
  const [params] = useSearchParams();
  const importId = params.get(carried.import);
  if (!importId) {
    return (
      <NothingToWorkOn
        footer={footer}
        what="There is no import to review: go back to upload a vendor list."
      />
    );
  }
  return <ImportReview importId={importId} footer={footer} onContinue={() => onDone()} />;
}

/**
 * The onboarding wizard as the app composes it: the frame and the company's own steps from the
 * onboarding feature, the vendor list's steps from the features that own their calls.
 */
const bodies: OnboardingStepBodies = {
  entity_information: EntityInformationStep,
  supply_chain_roles: SupplyChainRolesStep,
  vendor_list_upload: VendorListUploadStep,
  column_verification: ColumnVerificationStep,
  review: ReviewStep,
  access_dashboard: AccessDashboardStep,
  subscription: SubscriptionStep,
};

/** /onboarding/:step; the vendor's jump target 9 (compliance) is the compliance section itself. */
export function OnboardingRoute() {
  const { step } = useParams();
  if (step === String(vendorJumpTargets.compliance)) return <Navigate to="/compliance" replace />;
  return <OnboardingWizard bodies={bodies} />;
}
