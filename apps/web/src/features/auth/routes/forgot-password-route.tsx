import { Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { passwordResetTtlSeconds } from "@tierline/contracts";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { AuthLayout } from "../../../components/auth-layout";
import { CheckInbox } from "../../../components/check-inbox";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import {
  forgotPasswordExplains,
  forgotPasswordRequestSchema,
  useForgotPassword,
} from "../api/forgot-password";

/** What the sign-in screen hands over in the navigation state: the address typed there. */
export interface ForgotPasswordState {
  email?: string;
}

/** /forgot-password: e-mails a link to /reset-password. */
export function ForgotPasswordRoute() {
  const { lastUser } = useSession();
  const handedOver = (useLocation().state as ForgotPasswordState | null)?.email;
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: handedOver || lastUser?.email || "" },
    submit: forgot.mutateAsync,
    onSuccess: (_answer, values) => setSentTo(values.email),
    explainStatuses: forgotPasswordExplains,
    // One address, whose answer replaces the screen (like the sign-in form).
    warnUnsaved: false,
  });

  if (sentTo) {
    return (
      <AuthLayout testId="forgot-password-sent">
        <CheckInbox
          testId="forgot-password-mail"
          email={sentTo}
          mailed="a link to choose a new password"
          ifAccountExists
          action={
            <Button component={Link} to="/login" variant="default">
              Back to sign in
            </Button>
          }
        >
          <Text size="sm">It works once and expires in {passwordResetTtlSeconds / 60} minutes.</Text>
        </CheckInbox>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout testId="forgot-password-card">
      <Form onSubmit={onSubmit} aria-label="Forgot password">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} fz="h2">
              Forgot your password?
            </Title>
            <Text size="sm" c="dimmed">
              Enter the email you sign in with and we will send you a link to choose a new password.
            </Text>
          </Stack>
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            data-testid="forgot-password-email"
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <Button type="submit" fullWidth loading={submitting} data-testid="forgot-password-submit">
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to sign in
          </Anchor>
        </Stack>
      </Form>
    </AuthLayout>
  );
}
