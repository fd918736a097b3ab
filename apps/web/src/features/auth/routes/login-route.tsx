import { Button, Text } from "@mantine/core";
import { magicLinkTtlSeconds } from "@tierline/contracts";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { CheckInbox } from "../../../components/check-inbox";
import { sessionDays } from "../../../lib/constants";
import { safeNextPath } from "../../../lib/form-errors";
import { useIsPhone } from "../../../lib/use-is-phone";
import { LoginForm } from "../components/login-form";
import { MobileNotice } from "../components/mobile-notice";

/** Remembered for the tab's life: a visitor who chose "Continue anyway" is not asked again. */
const mobileContinueKey = "tierline:mobile-continue";

function readMobileContinue(): boolean {
  try {
    return window.sessionStorage.getItem(mobileContinueKey) === "1";
  } catch {
    return false;
  }
}

export interface LoginRouteProps {
  /** Which layout to show; measured from the window unless given (the build's prerender has no window). */
  layout?: "phone" | "desktop";
}

/** /login: password or magic-link sign-in; phone-width visitors first see the mobile notice. */
export function LoginRoute({ layout }: LoginRouteProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const windowIsPhone = useIsPhone();
  const [continuedOnMobile, setContinuedOnMobile] = useState(readMobileContinue);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const showMobileNotice = (layout ? layout === "phone" : windowIsPhone) && !continuedOnMobile;

  const continueOnMobile = () => {
    try {
      window.sessionStorage.setItem(mobileContinueKey, "1");
    } catch {
      // Not remembered; the choice still holds for this page.
    }
    setContinuedOnMobile(true);
  };

  if (sentTo) {
    return (
      <AuthLayout testId="magic-link-sent-card">
        <CheckInbox
          testId="magic-link-sent"
          email={sentTo}
          mailed="a sign-in link"
          action={
            <Button variant="default" onClick={() => setSentTo(null)} mt="xs">
              Use a different email
            </Button>
          }
        >
          <Text size="sm">The link works once and expires in {magicLinkTtlSeconds / 60} minutes.</Text>
          <Text size="sm" c="dimmed" data-testid="magic-link-sent-session">
            Open the link on this device and you will stay signed in on this device for {sessionDays} days.
          </Text>
        </CheckInbox>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId={showMobileNotice ? "mobile-notice-card" : "login-card"}>
      {showMobileNotice ? (
        <MobileNotice onMagicLinkSent={setSentTo} onContinue={continueOnMobile} />
      ) : (
        <LoginForm
          onSignedIn={() => navigate(safeNextPath(searchParams.get("next")), { replace: true })}
          onMagicLinkSent={setSentTo}
        />
      )}
    </AuthLayout>
  );
}
