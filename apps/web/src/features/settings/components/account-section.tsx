import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { AuthUser } from "@tierline/contracts";
import type { ReactNode } from "react";
import { PageLoader } from "../../../components/loader";
import { useMe } from "../../users/api/get-me";

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

function AccountDetails({ user }: { user: AuthUser }) {
  const entity = user.primary_entity;
  return (
    <Stack gap="lg" data-testid="account-section">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          Personal details
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Detail label="First name" testId="account-first-name">
            {user.first_name || "—"}
          </Detail>
          <Detail label="Last name" testId="account-last-name">
            {user.last_name || "—"}
          </Detail>
          <Detail label="Email" testId="account-email">
            {user.email}
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
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          Workspace
        </Title>
        {entity ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Detail label="Workspace" testId="account-workspace">
              {entity.workspace.name}
            </Detail>
            <Detail label="Primary entity" testId="account-entity">
              {entity.brand_name}
            </Detail>
          </SimpleGrid>
        ) : (
          <Text size="sm" c="dimmed">
            You are not part of a workspace yet. Complete onboarding or accept an invitation to join one.
          </Text>
        )}
      </Paper>
    </Stack>
  );
}

/** Settings → Account: the signed-in user's details, fresh from GET /users/me. */
export function AccountSection() {
  const me = useMe();
  if (!me.data) return <PageLoader />;
  return <AccountDetails user={me.data} />;
}
