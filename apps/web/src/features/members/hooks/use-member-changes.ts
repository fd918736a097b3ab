import { successMessages } from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useReInvite } from "../api/re-invite";
import { useUpdateMembership } from "../api/update-membership";

/** A member's life-cycle changes from the Members list, each saying so when it worked. */
export function useMemberChanges(workspaceId: string) {
  const update = useUpdateMembership(workspaceId);
  const reInvite = useReInvite(workspaceId);

  const changeStatus = (id: string, status: "DEACTIVATED" | "HIDDEN", onSettled: () => void) =>
    update.mutate(
      { id, body: { status } },
      { onSuccess: () => showSuccessSnackbar(successMessages.changesSaved), onSettled },
    );

  const sendAgain = (id: string) =>
    reInvite.mutate(id, { onSuccess: () => showSuccessSnackbar(successMessages.invitationSent) });

  return {
    changeStatus,
    changing: update.isPending,
    reInvite: sendAgain,
    /** The membership whose re-invitation is on its way, if any. */
    reInviting: reInvite.isPending ? reInvite.variables : undefined,
  };
}
