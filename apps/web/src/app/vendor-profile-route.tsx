import { Anchor, Badge, Button, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconNotes } from "@tabler/icons-react";
import { entityStatusLabels, relationshipStatusLabels } from "@tierline/contracts";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadState } from "../components/load-state";
import { PageLoader } from "../components/loader";
import { MissingContactsAction } from "../features/contacts/components/missing-contacts-action";
import { UflpaInputProducts } from "../features/materials/components/uflpa-input-products";
import { OnboardingGate } from "../features/onboarding/components/onboarding-gate";
import { createResource } from "../features/resources/api/create-resource";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import { RiskTab } from "../features/risks/components/risk-tab";
import type { RenderWarningUpload } from "../features/risks/components/warning-resolve-dialog";
import { parsePmStep, withPmStep } from "../features/screening/components/pm-step";
import { PossibleMatchesFlow } from "../features/screening/components/possible-matches-flow";
import { VendorScreeningSummary } from "../features/screening/components/vendor-screening-summary";
import { VendorSupplyStreamsPanel } from "../features/supply-streams/components";
import { ObjectTags } from "../features/tags/components";
import { UflpaSubmissionView } from "../features/uflpa-questionnaire/components/uflpa-submission-view";
import { UpstreamRiskPanel } from "../features/upstream/components/upstream-risk-panel";
import { useVendorRelationship } from "../features/vendors/api/get-vendor-relationship";
import { isApiError } from "../lib/api-error";
import { usePermissions } from "../lib/use-permissions";
import { useWorkspaceId } from "../lib/use-workspace";
import { NotFoundRoute } from "./not-found-route";
import { VendorDetailsTab } from "./vendor-details-tab";
import { VendorProcurementPanel } from "./vendor-procurement-panel";
import {
  parseVendorProfileTab,
  type VendorProfileTab,
  vendorProfileTabLabels,
  vendorProfileTabs,
  withNotesOpen,
  withVendorProfileTab,
} from "./vendor-profile-tabs";

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** The vendor's country by its English name (the relationship answers the ISO code). */
function countryName(code: string | null): string {
  if (!code) return "No country";
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A file for a warning, uploaded through the resources feature's dropzone (a general file). */
const renderWarningUpload: RenderWarningUpload = (onUploaded) => (
  <UploadDropzone
    kind="general"
    label="Upload a file that resolves this warning"
    announce={(file) =>
      createResource({ file_name: file.name, content_type: file.type || undefined, size: file.size })
    }
    onUploaded={(resource) => onUploaded({ id: resource.id, fileName: resource.file_name })}
  />
);

function VendorProfile({ relationshipId }: { relationshipId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = parseVendorProfileTab(params);
  const pmStep = parsePmStep(params);
  const relationship = useVendorRelationship(relationshipId);
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  if (!relationship.data) {
    if (relationship.isError)
      return isApiError(relationship.error) && relationship.error.status === 404 ? (
        <NotFoundRoute />
      ) : (
        <LoadState error={relationship.error} />
      );
    return <PageLoader />;
  }
  const { vendor, status, proposer } = relationship.data;
  return (
    <Stack gap="lg" data-testid="vendor-profile">
      <Anchor component={Link} to="/" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Vendors
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2" style={{ overflowWrap: "anywhere" }} data-testid="vendor-name">
            {vendor.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="vendor-country">
              {countryName(vendor.country)}
            </Text>
            <Badge variant="light" title="Relationship status" data-testid="vendor-status">
              {relationshipStatusLabels[status]}
            </Badge>
            {proposer === "VENDOR" && (
              <Badge variant="light" color="grape" data-testid="vendor-proposed-by-vendor">
                Proposed by vendor
              </Badge>
            )}
            <Badge
              variant="outline"
              color={vendor.verification_status === "VALIDATED" ? "teal" : "gray"}
              title="Verification"
              data-testid="vendor-verification"
            >
              {vendor.verification_status === "VALIDATED"
                ? entityStatusLabels.VALIDATED
                : `Verification ${entityStatusLabels.PENDING.toLowerCase()}`}
            </Badge>
          </Group>
          <ObjectTags workspaceId={workspaceId} objectId={relationshipId} canEdit={can("vendors.write")} />
        </Stack>
        <Button
          variant="default"
          leftSection={<IconNotes size={16} />}
          onClick={() => setParams(withNotesOpen(params, relationshipId))}
          data-testid="vendor-notes"
        >
          Notes
        </Button>
      </Group>
      <MissingContactsAction relationshipId={relationshipId} />
      <Tabs
        value={tab}
        onChange={(value) => value && setParams(withVendorProfileTab(params, value as VendorProfileTab))}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto" }}>
          {vendorProfileTabs.map((value) => (
            <Tabs.Tab key={value} value={value} data-testid={`vendor-tab-${value}`}>
              {vendorProfileTabLabels[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="risk" pt="lg">
          <Stack gap="lg">
            <VendorScreeningSummary relationshipId={relationshipId} />
            <UpstreamRiskPanel relationshipId={relationshipId} />
            <RiskTab
              relationshipId={relationshipId}
              renderUpload={renderWarningUpload}
              onReviewMatches={() => setParams(withPmStep(params, 0))}
            />
            <UflpaSubmissionView
              relationshipId={relationshipId}
              renderDeclaredInput={(input) => (
                <UflpaInputProducts input={input} relationshipId={relationshipId} />
              )}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="details" pt="lg">
          <Stack gap="lg">
            <VendorDetailsTab relationshipId={relationshipId} entityId={vendor.id} />
            <VendorSupplyStreamsPanel relationshipId={relationshipId} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="procurement" pt="lg">
          <VendorProcurementPanel relationshipId={relationshipId} />
        </Tabs.Panel>
        <Tabs.Panel value="duties" pt="lg">
          <Text size="sm" c="dimmed" data-testid="vendor-duties-tab">
            Duties show here once this vendor supplies products: the duties owed on each product it ships, by
            import country. Products come with the product catalogue.
          </Text>
        </Tabs.Panel>
      </Tabs>
      {pmStep !== null && (
        <PossibleMatchesFlow
          relationshipId={relationshipId}
          vendorName={vendor.name}
          step={pmStep}
          onStep={(step) => setParams(withPmStep(params, step))}
          onClose={() => setParams(withPmStep(params, null))}
          // Termination for cause is per role: the Procurement tab lists them with that action.
          onTerminateForCause={() => setParams(withVendorProfileTab(withPmStep(params, null), "procurement"))}
        />
      )}
    </Stack>
  );
}

/** /vendors/:id: the vendor profile, behind the same set-up gate as the vendor list. */
export function VendorProfileRoute() {
  const { id = "" } = useParams();
  return (
    <OnboardingGate>
      <VendorProfile key={id} relationshipId={id} />
    </OnboardingGate>
  );
}
