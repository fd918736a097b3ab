import { Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AuthUser } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { PageLoader } from "../../../components/loader";
import { PersonNameFields } from "../../../components/person-name-fields";
import { RoleBadges } from "../../../components/role-badges";
import { Detail, SettingsCard } from "../../../components/settings-card";
import { useMe } from "../../../lib/me";
import { useApiForm } from "../../../lib/use-api-form";
import { updateMeExplains, updateMeRequestSchema, useUpdateMe } from "../api/update-me";

/** The user's own names. */
function NamesForm({ user }: { user: AuthUser }) {
  const update = useUpdateMe();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: updateMeRequestSchema,
    // Follows the saved user: after a save (or a newer GET /users/me) the form shows it, not dirty.
    values: { first_name: user.first_name, last_name: user.last_name },
    submit: update.mutateAsync,
    explainStatuses: updateMeExplains,
  });
  const { errors, isDirty } = form.formState;

  return (
    <Form onSubmit={onSubmit} aria-label="Personal details" data-testid="account-names-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="account-names-error">{formError}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <PersonNameFields
            firstName={form.register("first_name")}
            lastName={form.register("last_name")}
            errors={errors}
            testIdPrefix="account"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={submitting} disabled={!isDirty} data-testid="account-names-submit">
            Save
          </Button>
          {isDirty && (
            <Button variant="default" onClick={() => form.reset()} disabled={submitting}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </Form>
  );
}

function AccountDetails({ user }: { user: AuthUser }) {
  return (
    <Stack gap="lg" data-testid="account-section">
      <SettingsCard title="Personal details" description="Your name as your colleagues see it.">
        <Stack gap="lg">
          <NamesForm user={user} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Detail label="Email" testId="account-email">
              <Text span size="sm" style={{ overflowWrap: "anywhere" }}>
                {user.email}
              </Text>
            </Detail>
            <Detail label="Sign-in methods">
              <Group gap={6}>
                <Badge variant="light" size="sm">
                  Email link
                </Badge>
                {user.password_authenticated && (
                  <Badge variant="light" size="sm" color="teal" data-testid="account-password-badge">
                    Password
                  </Badge>
                )}
              </Group>
            </Detail>
          </SimpleGrid>
        </Stack>
      </SettingsCard>
      <SettingsCard title="Your workspaces" description="Where you work, and your roles in each.">
        {user.workspaces.length > 0 ? (
          <Stack gap="sm" data-testid="account-workspaces">
            {user.workspaces.map((workspace) => (
              <Group key={workspace.id} justify="space-between" align="flex-start" gap="xs">
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text
                    size="sm"
                    fw={600}
                    style={{ overflowWrap: "anywhere" }}
                    data-testid="account-workspace"
                  >
                    {workspace.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {workspace.brand_name}
                  </Text>
                </Stack>
                <RoleBadges roles={workspace.roles} isOwner={workspace.is_owner} />
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            You are not in a workspace yet: an invitation from one of its admins lets you in.
          </Text>
        )}
      </SettingsCard>
    </Stack>
  );
}

/** Settings → Account: the signed-in user's details, fresh from GET /users/me; first and last name editable. */
export function AccountSection() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <AccountDetails user={me.data} />;
}
