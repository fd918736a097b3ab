import { useMutation } from "@tanstack/react-query";
import { firstOnboardingStep, moreSuccessMessages } from "@tierline/contracts";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useJoinWorkspace } from "../../../lib/use-switch-workspace";
import { createWorkspaceMutationOptions } from "../api/create-workspace";

/** Where a new company starts, as after sign-up: the onboarding wizard's entity information. */
const newCompanyPath = `/onboarding/${firstOnboardingStep}`;

/** Creating a company: the user now has its workspace, which becomes current (like joining one). */
export function useCreateWorkspace() {
  const join = useJoinWorkspace({ to: newCompanyPath });
  return useMutation({
    ...createWorkspaceMutationOptions(),
    onSuccess: (created) => {
      join(created);
      showSuccessSnackbar(moreSuccessMessages.companyCreated);
    },
  });
}
