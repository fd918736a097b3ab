import { Badge, Button, EmptyState, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBuildingCommunity, IconRefresh } from "@tabler/icons-react";
import type { PendingInvitation } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { errorText } from "../../../lib/form-errors";
import { formatDate } from "../../../lib/format";
import { useAcceptInvitation } from "../hooks/use-join";

function InvitationCard({ invitation }: { invitation: PendingInvitation }) {
  const accept = useAcceptInvitation();
  const failure = errorText(accept.error);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="pending-invitation">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            You are invited to join
          </Text>
          <Title
            order={2}
            fz="h3"
            style={{ overflowWrap: "anywhere" }}
            data-testid="pending-invitation-workspace"
          >
            {invitation.workspace.name}
          </Title>
        </Stack>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {invitation.roles.length === 1 ? "Role:" : "Roles:"}
          </Text>
          {invitation.roles.map((role) => (
            <Badge key={role.id} variant="light" size="sm">
              {role.name}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          This invitation expires on {formatDate(invitation.expires)}.
        </Text>
        {failure && <ErrorAlert testId="pending-invitation-error">{failure}</ErrorAlert>}
        <Group>
          <Button
            loading={accept.isPending}
            onClick={() => accept.mutate(invitation.id)}
            data-testid="pending-invitation-accept"
          >
            Accept and join
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export interface JoinWorkspaceProps {
  /** The signed-in user's address: invitations are sent to it. */
  email: string;
  /** Pending invitations addressed to that address (GET /users/me). */
  invitations: readonly PendingInvitation[];
  /** Asks the server again (an invitation may have arrived since the page opened). */
  onRefresh: () => void;
  refreshing: boolean;
  /** Creates a company, and its workspace, owned by this account. */
  onCreateCompany: () => void;
}

/**
 * What a signed-in user who belongs to no workspace sees instead of any workspace screen: their
 * pending invitations to accept (which joins and opens the workspace), or how to get into one.
 */
export function JoinWorkspace({
  email,
  invitations,
  onRefresh,
  refreshing,
  onCreateCompany,
}: JoinWorkspaceProps) {
  const refresh = (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={refreshing}
      onClick={onRefresh}
      data-testid="no-workspace-refresh"
    >
      Check for invitations
    </Button>
  );

  if (invitations.length > 0) {
    return (
      <Stack gap="lg" maw={640} mx="auto" data-testid="no-workspace">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Join your workspace
          </Title>
          <Text size="sm" c="dimmed">
            You do not belong to a workspace yet, but you have been invited. Accept an invitation to start.
          </Text>
        </Stack>
        {invitations.map((invitation) => (
          <InvitationCard key={invitation.id} invitation={invitation} />
        ))}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="xl" maw={720} mx="auto" data-testid="no-workspace">
      <EmptyState
        icon={<IconBuildingCommunity size={28} stroke={1.5} />}
        variant="light"
        size="md"
        maw={560}
        mx="auto"
        py="lg"
        data-testid="no-workspace-empty"
      >
        {/* The page's own title: the screen replaces a whole page. */}
        <EmptyState.Title order={1}>You are not in a workspace yet</EmptyState.Title>
        <EmptyState.Description>
          Tierline works inside your company's workspace, and workspaces are joined by invitation.
        </EmptyState.Description>
        <Stack gap="xs" mt="md" ta="left">
          <Text size="sm">
            <b>Joining your company?</b> Ask an admin of its workspace to invite{" "}
            <Text span fw={600} style={{ overflowWrap: "anywhere" }}>
              {email}
            </Text>
            . The invitation arrives by e-mail and shows up here.
          </Text>
          <Text size="sm">
            <b>Setting up Tierline for a new company?</b> Create the company: it gets a workspace of its own,
            with you as its owner.
          </Text>
        </Stack>
        <EmptyState.Actions>
          {refresh}
          <Button onClick={onCreateCompany} data-testid="no-workspace-create-company">
            Create a company
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
