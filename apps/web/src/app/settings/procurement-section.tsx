import { Stack } from "@mantine/core";
import { FeatureEmptyState } from "../../components/feature-empty-state";
import { LoadState } from "../../components/load-state";
import { ContactSettings } from "../../features/contacts/components/contact-settings";
import { useWorkspace } from "../../features/workspaces/api/get-workspace";
import { useWorkspaceId } from "../../lib/use-workspace";
import { findSettingsSection } from "./settings-sections";

/**
 * Settings → Procurement: the contacts every vendor must provide (set on the workspace's own entity,
 * so they apply to every vendor), then what is still to come for procurement stages.
 */
export function ProcurementSection() {
  const section = findSettingsSection("procurement")!;
  const Icon = section.icon;
  const workspace = useWorkspace(useWorkspaceId());
  return (
    <Stack gap="lg" data-testid="procurement-section">
      {workspace.data ? (
        <ContactSettings entityId={workspace.data.entity.id} />
      ) : (
        <LoadState error={workspace.error} />
      )}
      <FeatureEmptyState
        testId="settings-procurement-empty"
        icon={<Icon size={28} stroke={1.5} />}
        title="Procurement stages are on the way"
        description={section.description}
        upcoming={section.upcoming}
      />
    </Stack>
  );
}
