import { moreSuccessMessages, successMessages } from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useInvitationMove } from "../api/invitation-moves";
import { useUpdateMembership } from "../api/update-membership";

/** A member's life-cycle changes from the Members list, each saying so when it worked. */
export function useMemberChanges(workspaceId: string) {
  const update = useUpdateMembership(workspaceId);
  const reInvite = useInvitationMove(workspaceId, "re-invite");
  const resend = useInvitationMove(workspaceId, "resend-invite");
  const revoke = useInvitationMove(workspaceId, "revoke-invite");

  const changeStatus = (id: string, status: "DEACTIVATED" | "HIDDEN", onSettled: () => void) =>
    update.mutate(
      { id, body: { status } },
      { onSuccess: () => showSuccessSnackbar(successMessages.changesSaved), onSettled },
    );

  const sendAgain = (id: string) =>
    reInvite.mutate(id, { onSuccess: () => showSuccessSnackbar(successMessages.invitationSent) });

  const resendInvitation = (id: string) =>
    resend.mutate(id, { onSuccess: () => showSuccessSnackbar(successMessages.invitationSent) });

  const revokeInvitation = (id: string, onSettled: () => void) =>
    revoke.mutate(id, {
      onSuccess: () => showSuccessSnackbar(moreSuccessMessages.invitationRevoked),
      onSettled,
    });

  return {
    changeStatus,
    revokeInvitation,
    changing: update.isPending || revoke.isPending,
    reInvite: sendAgain,
    resendInvitation,
    /** The membership whose new invitation mail is on its way (re-invite or resend), if any. */
    mailing: reInvite.isPending ? reInvite.variables : resend.isPending ? resend.variables : undefined,
  };
}
