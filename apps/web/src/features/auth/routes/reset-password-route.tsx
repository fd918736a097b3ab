import { Anchor, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { apiMessages } from "@tierline/contracts";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { useApiForm } from "../../../lib/use-api-form";
import {
  resetForgotPasswordExplains,
  resetForgotPasswordRequestSchema,
  useResetForgotPassword,
} from "../api/reset-forgot-password";

/** /reset-password?token=: chooses a new password with the e-mailed token. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const reset = useResetForgotPassword();
  const [done, setDone] = useState(false);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: resetForgotPasswordRequestSchema,
    defaultValues: { token, password: "" },
    submit: reset.mutateAsync,
    onSuccess: () => setDone(true),
    explainStatuses: resetForgotPasswordExplains,
    // One new password, whose answer replaces the screen (like the sign-in form).
    warnUnsaved: false,
  });

  if (done) {
    return (
      <AuthLayout testId="reset-password-done">
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color="teal">
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Title order={1} fz="h2">
            Your password was changed
          </Title>
          <Text size="sm" c="dimmed">
            Sign in with your email and new password.
          </Text>
          <Button component={Link} to="/login" replace>
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  // An expired or used token comes back as a 400 with `fields.token`: the form holds the token
  // without an input, so its message (the schema's or the api's) goes into the alert, with the link
  // to request a new one.
  const failure = !token ? apiMessages.linkInvalid : (form.formState.errors.token?.message ?? formError);

  return (
    <AuthLayout testId="reset-password-card">
      <Form onSubmit={onSubmit} aria-label="Reset password">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              Choose a new password
            </Title>
            <Text size="sm" c="dimmed">
              After this you can sign in with your email and the new password.
            </Text>
          </Stack>
          {failure && (
            <ErrorAlert testId="reset-password-error">
              {failure}{" "}
              <Anchor component={Link} to="/forgot-password" size="sm">
                Request a new link
              </Anchor>
            </ErrorAlert>
          )}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            data-testid="reset-password-input"
            disabled={!token}
            error={form.formState.errors.password?.message}
            {...form.register("password")}
          />
          <Button
            type="submit"
            fullWidth
            loading={submitting}
            disabled={!token}
            data-testid="reset-password-submit"
          >
            Set new password
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
