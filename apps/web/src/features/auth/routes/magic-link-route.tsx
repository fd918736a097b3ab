import { Alert, Button, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDeviceLaptop, IconLinkOff } from "@tabler/icons-react";
import { apiMessages } from "@tierline/contracts";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { AppLoader } from "../../../components/loader";
import { isApiError } from "../../../lib/api-error";
import { readClientCode } from "../../../lib/client-code";
import { errorText } from "../../../lib/form-errors";
import { useContinueMagicLink, useExchangeMagicLink } from "../hooks/use-sign-in-calls";

type Step = "checking" | "confirm" | "error";

function LinkError({ message }: { message: string }) {
  return (
    <Stack gap="md" align="flex-start" data-testid="magic-link-error">
      <ThemeIcon size={44} radius="xl" variant="light" color="red">
        <IconLinkOff size={24} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        This sign-in link can't be used
      </Title>
      <Alert color="red" variant="light" w="100%" role="alert">
        {message}
      </Alert>
      <Text size="sm" c="dimmed">
        Sign-in links work once and expire after a short time. Request a new one from the sign-in page.
      </Text>
      <Button component={Link} to="/login" replace data-testid="magic-link-back">
        Back to sign in
      </Button>
    </Stack>
  );
}

/**
 * /auth/magic?token=: the landing page of the e-mailed link. It always asks the server first, with the
 * client code of the `auth:code` cookie when this browser asked for the link: a dead link (used,
 * expired, unknown) is said to be so at once; a live one signs in here when the code matches, and
 * otherwise (asked for on another device) asks "Continue on this device?".
 */
export function MagicLinkRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const exchange = useExchangeMagicLink();
  const continueHere = useContinueMagicLink();
  const [step, setStep] = useState<Step>(token ? "checking" : "error");
  const [failure, setFailure] = useState<string | null>(token ? null : apiMessages.linkInvalid);
  // The token is single use: never send it twice (StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void readClientCode()
      .catch(() => null) // no Web Crypto (plain HTTP off localhost): as on another device
      .then((clientCode) => {
        exchange.mutate(
          { token, client_code: clientCode ?? undefined },
          {
            onSuccess: () => navigate("/", { replace: true }),
            // The cookie stays: it belongs to this browser's latest request, which another link's failure
            // says nothing about.
            onError: (error) => {
              // A live link asked for in another browser: offer to continue here instead.
              if (isApiError(error) && error.code === "CLIENT_CODE_MISMATCH") {
                setStep("confirm");
                return;
              }
              setFailure(errorText(error) ?? apiMessages.linkInvalid);
              setStep("error");
            },
          },
        );
      });
  }, [token, exchange, navigate]);

  const confirm = () =>
    continueHere.mutate(
      { token },
      {
        onSuccess: () => navigate("/", { replace: true }),
        onError: (error) => {
          setFailure(errorText(error) ?? apiMessages.linkInvalid);
          setStep("error");
        },
      },
    );

  return (
    <AuthLayout testId="magic-link-card">
      {step === "error" && <LinkError message={failure ?? apiMessages.linkInvalid} />}
      {step === "checking" && (
        <Stack gap="md" align="center" py="xl" data-testid="magic-link-signing-in">
          <AppLoader label="Signing you in..." />
        </Stack>
      )}
      {step === "confirm" && (
        <Stack gap="md" align="flex-start" data-testid="magic-link-confirm">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconDeviceLaptop size={24} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Continue on this device?
          </Title>
          <Text size="sm" c="dimmed">
            This sign-in link was requested on another device or browser. Continue only if you asked for it
            yourself: you will be signed in here.
          </Text>
          <Group gap="sm" mt="xs">
            <Button onClick={confirm} loading={continueHere.isPending} data-testid="magic-link-continue">
              Continue on this device
            </Button>
            <Button component={Link} to="/login" replace variant="default" data-testid="magic-link-cancel">
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
    </AuthLayout>
  );
}
