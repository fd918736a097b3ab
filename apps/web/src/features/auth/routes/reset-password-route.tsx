import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, PasswordInput, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { apiMessages, type ResetForgotPasswordRequest } from "@tierline/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import {
  applyServerFieldErrors,
  errorText,
  hasFieldErrors,
  serverFieldError,
} from "../../../lib/form-errors";
import { resetForgotPasswordRequestSchema, useResetForgotPassword } from "../api/reset-forgot-password";

/** /reset-password?token=: chooses a new password with the e-mailed token. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const reset = useResetForgotPassword();
  const [done, setDone] = useState(false);
  const form = useForm<ResetForgotPasswordRequest>({
    resolver: zodResolver(resetForgotPasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { token, password: "" },
  });

  const submit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => setDone(true),
      onError: (error) => applyServerFieldErrors(error, form.setError, ["password"]),
    }),
  );

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

  // An expired or used token comes back as a 400 with `fields.token`: there is no token input, so
  // its message goes into the alert (with the link to request a new one).
  const tokenFailure = form.formState.errors.token?.message ?? serverFieldError(reset.error, "token");
  const failure = !token
    ? apiMessages.linkInvalid
    : (tokenFailure ?? (hasFieldErrors(reset.error) ? null : errorText(reset.error)));

  return (
    <AuthLayout testId="reset-password-card">
      <Form onSubmit={submit} aria-label="Reset password">
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
            loading={reset.isPending}
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
