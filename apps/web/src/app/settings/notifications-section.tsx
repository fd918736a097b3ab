import { Stack } from "@mantine/core";
import {
  GeneralNotificationSettings,
  WorkspaceNotificationSettings,
} from "../../features/notification-settings/components/notification-settings";
import { VendorPreferences } from "../../features/preferences/components/vendor-preferences";

/**
 * Settings → Notifications, from two domains: the workspace's notification settings and the product
 * mail (notification-settings), and the user's vendor notifications (preferences). Every change shows
 * at once and is undone if the server refuses it.
 */
export function NotificationsSection() {
  return (
    <Stack gap="lg" data-testid="notifications-section">
      <WorkspaceNotificationSettings />
      <VendorPreferences />
      <GeneralNotificationSettings />
    </Stack>
  );
}
