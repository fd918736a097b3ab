import { Skeleton, Switch } from "@mantine/core";
import { successMessages } from "@tierline/contracts";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useScreeningSettings, useUpdateScreeningSettings } from "../api/screening-settings";

/**
 * The workspace's four-eyes rule for restricted-party screening: when on, a confirmation or dismissal
 * takes effect only once another member who handles screening approves it. Shown to everyone, changed
 * by an Admin.
 */
export function ScreeningReviewSettings() {
  const workspaceId = useWorkspaceId();
  const settings = useScreeningSettings(workspaceId);
  const update = useUpdateScreeningSettings(workspaceId);
  const { can } = usePermissions();
  return (
    <SettingsCard
      title="Screening decisions"
      description="How a possible restricted-party match is confirmed or dismissed."
      testId="screening-review-settings"
    >
      {settings.data ? (
        <Switch
          checked={settings.data.four_eyes}
          disabled={!can("workspace.update") || update.isPending}
          onChange={(event) =>
            update.mutate(
              { four_eyes: event.currentTarget.checked },
              { onSuccess: () => showSuccessSnackbar(successMessages.changesSaved) },
            )
          }
          label="Require a second reviewer"
          description={
            can("workspace.update")
              ? "A confirmation or dismissal takes effect once another Admin or Compliance Manager approves it."
              : "A confirmation or dismissal takes effect once another Admin or Compliance Manager approves it. Only an Admin changes this."
          }
          data-testid="screening-four-eyes"
        />
      ) : settings.isError ? (
        errorText(settings.error)
      ) : (
        <Skeleton h={40} />
      )}
    </SettingsCard>
  );
}
