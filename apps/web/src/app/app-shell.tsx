import { AppLayout } from "../components/layout/app-layout";
import { JoinWorkspace } from "../features/memberships/components/join-workspace";
import { useShowWelcome } from "../features/workspaces/hooks/use-show-welcome";
import { signOut } from "../lib/logout";
import { useMe } from "../lib/me";
import { useSession } from "../lib/use-session";
import { useCurrentWorkspace } from "../lib/use-workspace";

/** Where a new company signs up (and gets a workspace of its own). */
const companySignUpPath = "/sign-up";

/** The way into a workspace for a signed-in user in none: their invitations, or how to get one. */
function NoWorkspace({ refresh }: { refresh: ReturnType<typeof useMe> }) {
  const { auth } = useSession();
  if (!auth.user) return null;
  return (
    <JoinWorkspace
      email={auth.user.email}
      invitations={auth.user.invitations}
      onRefresh={() => void refresh.refetch()}
      refreshing={refresh.isFetching}
      // A full page load once signed out: the shell's own "signed out, to /login" must not race it.
      onSignUpCompany={() => void signOut().finally(() => window.location.assign(companySignUpPath))}
    />
  );
}

/** The signed-in shell as the app composes it: the shared layout, told what the features decide. */
export function AppShellRoute() {
  const { workspaceId } = useCurrentWorkspace();
  // Fresh from the server on every visit: workspaces joined or left and invitations received elsewhere.
  const me = useMe();
  return <AppLayout showWelcome={useShowWelcome(workspaceId)} noWorkspace={<NoWorkspace refresh={me} />} />;
}
