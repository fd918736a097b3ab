import { useMutation } from "@tanstack/react-query";
import { authStore } from "../../../lib/auth-store";
import { useJoinWorkspace } from "../../../lib/use-switch-workspace";
import { acceptInvitationMutationOptions } from "../api/accept-invitation";
import { acceptInviteMutationOptions } from "../api/accept-invite";
import { memberSignUpMutationOptions } from "../api/member-sign-up";

/**
 * Joining through an invitation, by the link's code. The session writes live here, not in the api
 * files: the joined workspace is added to the user's and made current (see `useJoinWorkspace`).
 */
export function useAcceptInvite() {
  const join = useJoinWorkspace();
  return useMutation({ ...acceptInviteMutationOptions(), onSuccess: join });
}

/** Accepting a pending invitation GET /users/me listed: joins and switches the same way. */
export function useAcceptInvitation() {
  const join = useJoinWorkspace();
  return useMutation({ ...acceptInvitationMutationOptions(), onSuccess: join });
}

export function useMemberSignUp() {
  return useMutation({
    ...memberSignUpMutationOptions(),
    // An e-mail invitation signs the new member in; an open link only mails an invitation.
    onSuccess: (response) => {
      if ("access" in response) authStore.signIn(response);
    },
  });
}
