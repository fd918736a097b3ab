import { useMutation } from "@tanstack/react-query";
import { authStore } from "../../../lib/auth-store";
import { useStoreCurrentUser } from "../../../lib/me";
import { acceptInviteMutationOptions } from "../api/accept-invite";
import { memberSignUpMutationOptions } from "../api/member-sign-up";

/** Joining through an invitation. The session writes live here, not in the api files. */
export function useAcceptInvite() {
  const storeUser = useStoreCurrentUser();
  return useMutation({
    ...acceptInviteMutationOptions(),
    // Workspace-scoped data is cached under the workspace's id, so joining another one shows nothing
    // of the old one; only the user itself changes.
    onSuccess: ({ user }) => storeUser(user),
  });
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
