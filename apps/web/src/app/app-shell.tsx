import { useState } from "react";
import { AppLayout } from "../components/layout/app-layout";
import { usePersonalRoute } from "../components/layout/workspace-guard";
import { useCompliances } from "../features/compliance/api/get-compliances";
import { JoinWorkspace } from "../features/memberships/components/join-workspace";
import { GlobalNotesModal } from "../features/notes/components";
import { NotificationBell } from "../features/notification-settings/components/notification-bell";
import { CreateCompanyDialog } from "../features/workspaces/components/create-company-dialog";
import { useShowWelcome } from "../features/workspaces/hooks/use-show-welcome";
import { useMe } from "../lib/me";
import { useSession } from "../lib/use-session";
import { useCurrentWorkspace } from "../lib/use-workspace";
import { useFollowWorkspaceLoss } from "../lib/use-workspace-loss";

/** The way into a workspace for a signed-in user in none: their invitations, or how to get one. */
function NoWorkspace({
  refresh,
  onCreateCompany,
}: {
  refresh: ReturnType<typeof useMe>;
  onCreateCompany: () => void;
}) {
  const { auth } = useSession();
  if (!auth.user) return null;
  return (
    <JoinWorkspace
      email={auth.user.email}
      invitations={auth.user.invitations}
      onRefresh={() => void refresh.refetch()}
      refreshing={refresh.isFetching}
      onCreateCompany={onCreateCompany}
    />
  );
}

/** The signed-in shell as the app composes it: the shared layout, told what the features decide. */
export function AppShellRoute() {
  const { workspaceId } = useCurrentWorkspace();
  // Fresh from the server on every visit: workspaces joined or left and invitations received elsewhere.
  const me = useMe();
  // Removed from the workspace open here: on to another (or none), told why, not a screen of errors.
  useFollowWorkspaceLoss(usePersonalRoute());
  const [creatingCompany, setCreatingCompany] = useState(false);
  const createCompany = () => setCreatingCompany(true);
  // "Compliance" in the navigation once a customer's request is linked to the workspace's company.
  const compliances = useCompliances(workspaceId);
  return (
    <>
      <AppLayout
        showWelcome={useShowWelcome(workspaceId)}
        showCompliance={(compliances.data?.count ?? 0) > 0}
        noWorkspace={<NoWorkspace refresh={me} onCreateCompany={createCompany} />}
        onCreateCompany={createCompany}
        headerActions={workspaceId && <NotificationBell key={workspaceId} workspaceId={workspaceId} />}
      />
      <CreateCompanyDialog opened={creatingCompany} onClose={() => setCreatingCompany(false)} />
      {/* Opened from any page by ?modalMetaId= (spec section 2, Global Notes modal). */}
      <GlobalNotesModal />
    </>
  );
}
