import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { PageLoader } from "../../../components/loader";
import { errorText } from "../../../lib/form-errors";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useOnboarding } from "../api/get-onboarding";
import { onboardingGate } from "../lib/wizard-steps";

/**
 * The vendor screens' gate (spec section 1): a workspace whose entity details are not complete or whose
 * vendor workflow is not confirmed is sent to its onboarding step instead. The app puts it around the
 * screens that need it, so each screen stays free of the check.
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const workspaceId = useWorkspaceId();
  const onboarding = useOnboarding(workspaceId);
  if (!onboarding.data) {
    return onboarding.isError ? <ErrorAlert>{errorText(onboarding.error)}</ErrorAlert> : <PageLoader />;
  }
  const target = onboardingGate(onboarding.data);
  return target ? <Navigate to={target} replace /> : children;
}
