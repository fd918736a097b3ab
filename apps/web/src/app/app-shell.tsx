import { AppLayout } from "../components/layout/app-layout";
import { useShowWelcome } from "../features/workspaces/hooks/use-show-welcome";
import { useCurrentWorkspace } from "../lib/use-workspace";

/** The signed-in shell as the app composes it: the shared layout, told what the features decide. */
export function AppShellRoute() {
  const { workspaceId } = useCurrentWorkspace();
  return <AppLayout showWelcome={useShowWelcome(workspaceId)} />;
}
