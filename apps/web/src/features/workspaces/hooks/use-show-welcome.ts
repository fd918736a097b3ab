import { useUserSettings } from "../api/get-user-settings";

/** Whether the "Get started" page is still offered to the signed-in user in this workspace. */
export function useShowWelcome(workspaceId: string | null): boolean {
  // Silent: a failing settings call must not put a snackbar on every page; the item just stays away.
  const settings = useUserSettings(workspaceId, { silent: true });
  return settings.data !== undefined && !settings.data.welcome_dismissed;
}
