import { Anchor, Badge, Button, Group, Skeleton, Stack, Switch, Text } from "@mantine/core";
import type { WorkspaceMetadata } from "@tierline/contracts";
import { Link } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { PageLoader } from "../../../components/loader";
import { SettingsCard } from "../../../components/settings-card";
import { errorText } from "../../../lib/form-errors";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useUserSettings } from "../api/get-user-settings";
import { useWorkspace } from "../api/get-workspace";
import { useWorkspaceMetadata } from "../api/get-workspace-metadata";
import { useUpdateUserSettings } from "../api/update-user-settings";
import { useUpdateWorkspaceMetadata } from "../api/update-workspace-metadata";
import { WorkspaceNameForm } from "./workspace-name-form";

type SetupFlag = Exclude<keyof WorkspaceMetadata, "dismissed_checklist_items">;

/** The two set-up facts, derived by the server from real data: shown with where each is done, never toggled. */
const setupFlags: { key: SetupFlag; label: string; description: string; href: string }[] = [
  {
    key: "vendor_workflow_confirmed",
    label: "Vendor workflow confirmed",
    description: "An Admin has reviewed and confirmed the workflow your vendors follow.",
    href: "/settings/vendor-workflow",
  },
  {
    key: "entity_details_completed",
    label: "Entity details completed",
    description:
      "Your company's registered name, jurisdiction, entity type and supply chain roles are given, and an officer has made both attestations.",
    href: "/settings/entities",
  },
];

function SetupStatus({ workspaceId, editable }: { workspaceId: string; editable: boolean }) {
  const metadata = useWorkspaceMetadata(workspaceId);
  const update = useUpdateWorkspaceMetadata(workspaceId);
  if (!metadata.data)
    return metadata.isError ? <Text size="sm">{errorText(metadata.error)}</Text> : <Skeleton height={80} />;
  const data = metadata.data;
  const dismissed = data.dismissed_checklist_items.length;

  return (
    <Stack gap="md" data-testid="workspace-metadata">
      {setupFlags.map((flag) => (
        <Group
          key={flag.key}
          justify="space-between"
          wrap="nowrap"
          data-testid={`workspace-metadata-${flag.key}`}
        >
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {flag.label}
            </Text>
            <Text size="xs" c="dimmed">
              {flag.description}
            </Text>
          </Stack>
          {data[flag.key] ? (
            <Badge color="green" variant="light">
              Done
            </Badge>
          ) : (
            <Anchor component={Link} to={flag.href} size="sm">
              Not yet: complete it
            </Anchor>
          )}
        </Group>
      ))}
      {dismissed > 0 && (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {dismissed === 1
              ? "1 checklist item was dismissed."
              : `${dismissed} checklist items were dismissed.`}
          </Text>
          {editable && (
            <Button
              size="xs"
              variant="default"
              onClick={() => update.mutate({ dismissed_checklist_items: [] })}
              data-testid="workspace-metadata-restore-checklist"
            >
              Show them again
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

function YourSettings({ workspaceId }: { workspaceId: string }) {
  const settings = useUserSettings(workspaceId);
  const update = useUpdateUserSettings(workspaceId);
  if (!settings.data)
    return settings.isError ? <Text size="sm">{errorText(settings.error)}</Text> : <Skeleton height={40} />;
  return (
    <Switch
      label="Show the Get started page"
      description="The set-up checklist in the main navigation, until you dismiss it."
      checked={!settings.data.welcome_dismissed}
      onChange={(event) => update.mutate({ welcome_dismissed: !event.currentTarget.checked })}
      data-testid="user-setting-welcome"
    />
  );
}

function WorkspaceSettings({ workspaceId }: { workspaceId: string }) {
  const workspace = useWorkspace(workspaceId);
  const { can } = usePermissions();
  const editable = can("workspace.update");

  if (workspace.isError && !workspace.data) {
    return <ErrorAlert>{errorText(workspace.error)}</ErrorAlert>;
  }
  if (!workspace.data) return <PageLoader />;

  return (
    <Stack gap="lg" data-testid="workspace-section">
      <SettingsCard
        title="Workspace name"
        description="Shown to your team in the navigation and in invitations."
      >
        <WorkspaceNameForm workspace={workspace.data} editable={editable} />
      </SettingsCard>
      <SettingsCard
        title="Set-up status"
        description="A workspace confirms its vendor workflow and completes its entity details before using the product."
      >
        <SetupStatus workspaceId={workspaceId} editable={editable} />
      </SettingsCard>
      <SettingsCard title="Your settings" description="Only for you, in this workspace.">
        <YourSettings workspaceId={workspaceId} />
      </SettingsCard>
    </Stack>
  );
}

/** Settings → Workspace: rename (workspace.update), set-up metadata, and the user's own settings. */
export function WorkspaceSection() {
  return <WorkspaceSettings workspaceId={useWorkspaceId()} />;
}
