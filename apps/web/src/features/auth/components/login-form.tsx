import { Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { isApiError } from "../../../lib/api-error";
import { sessionDays } from "../../../lib/constants";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import { loginExplains, loginRequestSchema } from "../api/login";
import { magicLinkRequestSchema, useRequestMagicLink } from "../api/request-magic-link";
import { useLogin } from "../hooks/use-sign-in-calls";
import type { ForgotPasswordState } from "../routes/forgot-password-route";

export interface LoginFormProps {
  onSignedIn: () => void;
  onMagicLinkSent: (email: string) => void;
}

/** Sign-in with a password, or by e-mailed magic link. */
export function LoginForm({ onSignedIn, onMagicLinkSent }: LoginFormProps) {
  const { lastUser } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const magicLink = useRequestMagicLink();
  // Both calls explain every failure in place (the magic link's through `showFailure`).
  const { form, onSubmit, submitting, formError, showFailure } = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { email: lastUser?.email ?? "", password: "" },
    submit: (values) => {
      magicLink.reset();
      return login.mutateAsync(values);
    },
    onSuccess: onSignedIn,
    explainStatuses: loginExplains,
    // Its answer replaces the screen: a prompt about the typed address would only stand in the way.
    warnUnsaved: false,
  });
  const { errors } = form.formState;

  /** The form's second way in: only the address is needed. */
  const sendMagicLink = async () => {
    form.clearErrors("password");
    login.reset();
    showFailure(null);
    if (!(await form.trigger("email"))) return;
    const body = magicLinkRequestSchema.parse({ email: form.getValues("email") });
    magicLink.mutate(body, { onSuccess: () => onMagicLinkSent(body.email), onError: showFailure });
  };

  // Too many wrong passwords: a link proves the mailbox and clears the count, so say so.
  const lockedOut = isApiError(login.error) && login.error.code === "RATE_LIMITED";
  const busy = submitting || magicLink.isPending;

  return (
    <Form onSubmit={onSubmit} aria-label="Sign in" data-testid="login-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {lastUser ? "Welcome back" : "Sign in to Tierline"}
          </Title>
          <Text size="sm" c="dimmed">
            Use your password, or get a one-time sign-in link by email.
          </Text>
        </Stack>

        {formError && (
          <ErrorAlert testId="login-error">
            {formError}
            {lockedOut && " Or get in now with a sign-in link by email, or by resetting your password."}
          </ErrorAlert>
        )}

        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          data-testid="login-email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Stack gap={6}>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            data-testid="login-password"
            error={errors.password?.message}
            {...form.register("password")}
          />
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to="/forgot-password"
              // The address typed here comes along, so a locked-out user need not type it again.
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                const state: ForgotPasswordState = { email: form.getValues("email") };
                navigate("/forgot-password", { state });
              }}
              size="sm"
              data-testid="forgot-password-link"
            >
              Forgot password?
            </Anchor>
          </Group>
        </Stack>

        <Button type="submit" fullWidth loading={submitting} disabled={busy} data-testid="login-submit">
          Sign in
        </Button>

        <Divider label="or" labelPosition="center" />

        <Button
          variant="default"
          fullWidth
          leftSection={<IconMail size={18} />}
          onClick={sendMagicLink}
          loading={magicLink.isPending}
          disabled={busy}
          data-testid="magic-link-request"
        >
          Email me a sign-in link
        </Button>

        <Text size="xs" c="dimmed" ta="center">
          You stay signed in on this device for {sessionDays} days.
        </Text>

        <Text size="sm" ta="center">
          New to Tierline?{" "}
          <Anchor component={Link} to="/sign-up" data-testid="sign-up-link">
            Create a company account
          </Anchor>
        </Text>
      </Stack>
    </Form>
  );
}
