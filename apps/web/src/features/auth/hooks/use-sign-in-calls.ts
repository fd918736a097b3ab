import { useMutation } from "@tanstack/react-query";
import type { AuthResponse } from "@tierline/contracts";
import { authStore } from "../../../lib/auth-store";
import { clearClientCode } from "../../../lib/client-code";
import { continueMagicLinkMutationOptions } from "../api/continue-magic-link";
import { exchangeMagicLinkMutationOptions } from "../api/exchange-magic-link";
import { loginMutationOptions } from "../api/login";
import { startEntityOnboardingMutationOptions } from "../api/start-entity-onboarding";

/** The calls that answer a session: it is stored once they worked (here, not in the api files). */
const signIn = (response: AuthResponse) => authStore.signIn(response);

export function useLogin() {
  return useMutation({ ...loginMutationOptions(), onSuccess: signIn });
}

export function useExchangeMagicLink() {
  return useMutation({
    ...exchangeMagicLinkMutationOptions(),
    onSuccess: (response) => {
      // The link was used on the device that asked: its client code has done its job.
      clearClientCode();
      signIn(response);
    },
  });
}

export function useContinueMagicLink() {
  return useMutation({ ...continueMagicLinkMutationOptions(), onSuccess: signIn });
}

export function useStartEntityOnboarding() {
  return useMutation({ ...startEntityOnboardingMutationOptions(), onSuccess: signIn });
}
