import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { useApiForm } from "../../../lib/use-api-form";
import { useSession } from "../../../lib/use-session";
import {
  disablePasswordExplains,
  disablePasswordRequestSchema,
  useDisablePassword,
} from "../../auth/api/disable-password";
import {
  changePasswordRequestSchema,
  setPasswordExplains,
  setPasswordRequestSchema,
  useSetPassword,
} from "../../auth/api/set-password";

/** The account a password belongs to, hidden: password managers file the new password under it. */
function AccountName() {
  const { auth } = useSession();
  return <input type="email" autoComplete="username" value={auth.user?.email ?? ""} readOnly hidden />;
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: setPasswordRequestSchema,
    defaultValues: { password: "" },
    submit: setPassword.mutateAsync,
    explainStatuses: setPasswordExplains,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Set a password" data-testid="set-password-form">
      <AccountName />
      <Stack gap="md" maw={420}>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          data-testid="set-password-input"
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <Text size="xs" c="dimmed">
          Your other devices stay signed in.
        </Text>
        <Group>
          <Button type="submit" loading={submitting} data-testid="set-password-submit">
            Set password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

const noPasswords = { current_password: "", password: "" };

/** Changing the password: the current one, then the new one. Other devices are signed out; this one stays. */
function ChangePasswordForm() {
  const setPassword = useSetPassword();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: changePasswordRequestSchema,
    defaultValues: noPasswords,
    submit: setPassword.mutateAsync,
    // Passwords do not stay on screen once saved.
    onSuccess: () => form.reset(noPasswords),
    explainStatuses: setPasswordExplains,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Change password" data-testid="change-password-form">
      <AccountName />
      <Stack gap="md" maw={420}>
        <Title order={3} fz="h5">
          Change password
        </Title>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-testid="change-password-current"
          error={form.formState.errors.current_password?.message}
          {...form.register("current_password")}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          data-testid="change-password-new"
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <Text size="xs" c="dimmed" data-testid="change-password-sessions">
          You stay signed in here. Every other device and browser signed in to your account is signed out.
        </Text>
        <Group>
          <Button type="submit" loading={submitting} data-testid="change-password-submit">
            Change password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/**
 * Inside the dialog, which unmounts it once closed, so each opening starts empty. A confirmation rather
 * than data entry: no unsaved-changes prompt.
 */
function DisablePasswordForm({ onClose }: { onClose: () => void }) {
  const disable = useDisablePassword();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: disablePasswordRequestSchema,
    defaultValues: { password: "" },
    submit: disable.mutateAsync,
    onSuccess: onClose,
    warnUnsaved: false,
    explainStatuses: disablePasswordExplains,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Disable password" data-testid="disable-password-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          You will sign in with email links only. Enter your current password to confirm.
        </Text>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          data-autofocus
          data-testid="disable-password-input"
          error={form.formState.errors.password?.message}
          {...form.register("password")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={submitting} data-testid="disable-password-submit">
            Disable password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function DisablePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ModalContainer opened={opened} onClose={onClose} title="Disable password sign-in" width="sm">
      <DisablePasswordForm onClose={onClose} />
    </ModalContainer>
  );
}

/** Settings → Password: set a first password; or change it, or disable it (both ask for the current one). */
export function PasswordSection() {
  const { auth } = useSession();
  const [disabling, setDisabling] = useState(false);
  const enabled = auth.user?.password_authenticated ?? false;

  return (
    <Paper withBorder radius="md" p="lg" data-testid="password-section" data-password-enabled={enabled}>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={2} fz="h4">
              Password sign-in
            </Title>
            <Badge
              color={enabled ? "teal" : "gray"}
              variant="light"
              leftSection={enabled ? <IconLock size={12} /> : <IconLockOpen size={12} />}
              data-testid="password-status"
            >
              {enabled ? "On" : "Off"}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {enabled
              ? "You can sign in with your email and password, or with a link sent to your email."
              : "You sign in with links sent to your email. Set a password to also sign in with it."}
          </Text>
        </Stack>
        {enabled && (
          <Button
            variant="light"
            color="red"
            onClick={() => setDisabling(true)}
            data-testid="disable-password-open"
          >
            Disable password
          </Button>
        )}
      </Group>
      {enabled ? <ChangePasswordForm /> : <SetPasswordForm />}
      <DisablePasswordDialog opened={disabling} onClose={() => setDisabling(false)} />
    </Paper>
  );
}
