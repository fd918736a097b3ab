import { Stack, Switch } from "@mantine/core";
import type { UserPreferencesUpdate } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { useCurrentWorkspace, useWorkspaceId } from "../../../lib/use-workspace";
import { useUserPreferences } from "../api/get-preferences";
import { useUpdateUserPreferences } from "../api/update-preferences";

const vendorPreferences: { key: keyof UserPreferencesUpdate; label: string; description: string }[] = [
  {
    key: "notification_vendor_acceptance",
    label: "Vendor accepts an invitation",
    description: "Tell me when a vendor I invited joins.",
  },
  {
    key: "notification_vendor_warning",
    label: "Vendor warnings",
    description: "Tell me when a warning is raised on one of my vendors.",
  },
];

function VendorPreferenceSwitches({ userId, workspaceId }: { userId: string; workspaceId: string }) {
  const preferences = useUserPreferences(userId, workspaceId);
  const update = useUpdateUserPreferences(userId, workspaceId);
  if (!preferences.data) return <LoadState error={preferences.error} />;
  const data = preferences.data;
  return (
    <Stack gap="md">
      {vendorPreferences.map((preference) => (
        <Switch
          key={preference.key}
          label={preference.label}
          description={preference.description}
          checked={data[preference.key]}
          onChange={(event) => update.mutate({ [preference.key]: event.currentTarget.checked })}
          data-testid={`preference-${preference.key}`}
        />
      ))}
    </Stack>
  );
}

/** The signed-in user's vendor notifications in the current workspace: each switch applies at once. */
export function VendorPreferences() {
  const workspaceId = useWorkspaceId();
  const { userId } = useCurrentWorkspace();
  if (!userId) return null;
  return (
    <SettingsCard title="Vendor notifications" description="Your preferences in this workspace.">
      <VendorPreferenceSwitches userId={userId} workspaceId={workspaceId} />
    </SettingsCard>
  );
}
