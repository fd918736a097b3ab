import { zodResolver } from "@hookform/resolvers/zod";
import { Badge, Button, Group, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import type { ChangePasswordRequest, DisablePasswordRequest, SetPasswordRequest } from "@tierline/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { applyServerFieldErrors, errorText, hasFieldErrors } from "../../../lib/form-errors";
import { useSession } from "../../../lib/use-session";
import { disablePasswordRequestSchema, useDisablePassword } from "../../auth/api/disable-password";
import {
  changePasswordRequestSchema,
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
  const form = useForm<SetPasswordRequest>({
    resolver: zodResolver(setPasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { password: "" },
  });
  const submit = form.handleSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerFieldErrors(error, form.setError, ["password"]),
    }),
  );
  const failure = hasFieldErrors(setPassword.error) ? null : errorText(setPassword.error);

  return (
    <Form onSubmit={submit} aria-label="Set a password" data-testid="set-password-form">
      <AccountName />
      <Stack gap="md" maw={420}>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
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
          <Button type="submit" loading={setPassword.isPending} data-testid="set-password-submit">
            Set password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** Changing the password: the current one, then the new one. Other devices are signed out; this one stays. */
function ChangePasswordForm() {
  const setPassword = useSetPassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { current_password: "", password: "" },
  });
  const submit = form.handleSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => applyServerFieldErrors(error, form.setError, ["current_password", "password"]),
    }),
  );
  const failure = hasFieldErrors(setPassword.error) ? null : errorText(setPassword.error);

  return (
    <Form onSubmit={submit} aria-label="Change password" data-testid="change-password-form">
      <AccountName />
      <Stack gap="md" maw={420}>
        <Title order={3} fz="h5">
          Change password
        </Title>
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
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
          <Button type="submit" loading={setPassword.isPending} data-testid="change-password-submit">
            Change password
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

function DisablePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisablePassword();
  const form = useForm<DisablePasswordRequest>({
    resolver: zodResolver(disablePasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { password: "" },
  });
  const close = () => {
    form.reset();
    disable.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: close,
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ["password"])) {
          form.setError("password", { type: "server", message: errorText(error) ?? undefined });
        }
      },
    }),
  );

  return (
    <ModalContainer opened={opened} onClose={close} title="Disable password sign-in" width="sm">
      <Form onSubmit={submit} aria-label="Disable password" data-testid="disable-password-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            You will sign in with email links only. Enter your current password to confirm.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            data-testid="disable-password-input"
            error={form.formState.errors.password?.message}
            {...form.register("password")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={disable.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              loading={disable.isPending}
              data-testid="disable-password-submit"
            >
              Disable password
            </Button>
          </Group>
        </Stack>
      </Form>
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
