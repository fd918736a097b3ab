import { Box, Flex, NavLink, Paper, Select, Skeleton, Stack, Text } from "@mantine/core";
import { type ComponentType, lazy, Suspense } from "react";
import { Navigate, NavLink as RouterNavLink, useNavigate, useParams } from "react-router";
import { FeatureEmptyState } from "../../components/feature-empty-state";
import { PageHeader } from "../../components/page-header";
import { PasswordSection } from "../../features/auth/components/password-section";
import { MembersSection } from "../../features/memberships/components/members-section";
import { AccountSection } from "../../features/users/components/account-section";
import { GeneralSection } from "../../features/workspaces/components/general-section";
import { VendorWorkflowSection } from "../../features/workspaces/components/vendor-workflow-section";
import { WorkspaceSection } from "../../features/workspaces/components/workspace-section";
import { NotificationsSection } from "./notifications-section";
import { ProcurementSection } from "./procurement-section";
import { findSettingsSection, type SettingsSection, settingsSections } from "./settings-sections";
import { WorkflowsSection } from "./workflows-section";

// Its form (autocomplete, masks, identifier rows) is 37 kB of code (13 kB gzip): loaded when
// the section is opened, not with every settings page.
const LocationsSection = lazy(() =>
  import("./locations-section").then((m) => ({ default: m.LocationsSection })),
);
// Likewise the company's three forms (jurisdiction selects, name tags, roles and attestations).
const EntitiesSection = lazy(() =>
  import("./entities-section").then((m) => ({ default: m.EntitiesSection })),
);

/** The sections built so far; the others show what is coming. */
const sectionBodies: Partial<Record<string, ComponentType>> = {
  general: GeneralSection,
  members: MembersSection,
  account: AccountSection,
  entities: EntitiesSection,
  password: PasswordSection,
  workspace: WorkspaceSection,
  locations: LocationsSection,
  notifications: NotificationsSection,
  workflows: WorkflowsSection,
  procurement: ProcurementSection,
  "vendor-workflow": VendorWorkflowSection,
};

function SectionBody({ section }: { section: SettingsSection }) {
  const Body = sectionBodies[section.slug];
  if (Body)
    return (
      <Suspense fallback={<Skeleton height={80} />}>
        <Body />
      </Suspense>
    );
  const Icon = section.icon;
  return (
    <FeatureEmptyState
      testId={`settings-${section.slug}-empty`}
      icon={<Icon size={28} stroke={1.5} />}
      title={`${section.label} settings are on the way`}
      description={section.description}
      upcoming={section.upcoming}
    />
  );
}

/** /settings/:section with the side menu of all twelve sections. */
export function SettingsRoute() {
  const { section: slug } = useParams();
  const navigate = useNavigate();
  const section = findSettingsSection(slug);
  if (!section) return <Navigate to="/settings/general" replace />;

  return (
    <>
      <PageHeader title="Settings" description="Manage your workspace, team and account." />
      <Flex direction={{ base: "column", md: "row" }} align={{ base: "stretch", md: "flex-start" }} gap="lg">
        {/* Under md the twelve sections would push the page below the fold: a picker instead. */}
        <Select
          hiddenFrom="md"
          label="Section"
          data={settingsSections.map((item) => ({ value: item.slug, label: item.label }))}
          value={section.slug}
          onChange={(value) => value && navigate(`/settings/${value}`)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-testid="settings-section-select"
        />
        <Paper withBorder radius="md" p={6} w={232} visibleFrom="md" style={{ flexShrink: 0 }}>
          <Stack gap={1} component="nav" aria-label="Settings" data-testid="settings-nav">
            {settingsSections.map((item) => {
              const Icon = item.icon;
              return (
                <NavLink
                  key={item.slug}
                  component={RouterNavLink}
                  to={`/settings/${item.slug}`}
                  label={item.label}
                  leftSection={<Icon size={16} stroke={1.7} />}
                  active={item.slug === section.slug}
                  style={{ borderRadius: "var(--mantine-radius-sm)" }}
                  data-testid={`settings-nav-${item.slug}`}
                />
              );
            })}
          </Stack>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={2} mb="md">
            <Text fw={650} size="lg" data-testid="settings-section-title">
              {section.label}
            </Text>
            <Text size="sm" c="dimmed">
              {section.description}
            </Text>
          </Stack>
          <SectionBody section={section} />
        </Box>
      </Flex>
    </>
  );
}
