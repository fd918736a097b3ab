import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconLinkOff } from "@tabler/icons-react";
import { moreSuccessMessages, type OpenInviteItem } from "@tierline/contracts";
import { confirmAction } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { displayName, formatDate } from "../../../lib/format";
import { useOpenInvites } from "../api/get-open-invites";
import { useRevokeOpenInvite } from "../api/revoke-open-invite";

/** The newest links shown; an Admin looking for a leaked link rarely has more live at once. */
const shown = { page: 1, page_size: 10 } as const;

function LinkRow({
  link,
  revoking,
  onRevoke,
}: {
  link: OpenInviteItem;
  revoking: boolean;
  onRevoke: (link: OpenInviteItem) => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`open-invite-${link.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={4}>
            {link.roles.map((role) => (
              <Badge key={role.id} variant="light" size="sm" radius="sm">
                {role.name}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Created by {displayName(link.created_by)} on {formatDate(link.created)} · expires{" "}
            {formatDate(link.expires)}
          </Text>
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconLinkOff size={14} />}
          loading={revoking}
          onClick={() => onRevoke(link)}
          style={{ flexShrink: 0 }}
          data-testid="open-invite-revoke"
        >
          Revoke
        </Button>
      </Group>
    </Paper>
  );
}

/**
 * The workspace's open links that still work, each revocable at once: a link pasted where it should not
 * be is stopped without waiting for it to expire. The links' own addresses are never shown again (the
 * server keeps only a hash); roles, creator and dates tell them apart.
 */
export function OpenInviteLinks({ workspaceId }: { workspaceId: string }) {
  const links = useOpenInvites(workspaceId, shown);
  const revoke = useRevokeOpenInvite(workspaceId);

  const ask = async (link: OpenInviteItem) => {
    const sure = await confirmAction({
      title: "Revoke invite link",
      message:
        "Nobody can join with this link any more, wherever it was shared. People who already joined through it stay members.",
      confirmLabel: "Revoke",
      destructive: true,
    });
    if (sure)
      revoke.mutate(link.id, { onSuccess: () => showSuccessSnackbar(moreSuccessMessages.inviteLinkRevoked) });
  };

  const count = links.data?.count ?? 0;
  return (
    <Stack gap="sm" data-testid="open-invites">
      <Text size="sm" fw={600}>
        Links that still work{links.data ? ` (${count})` : ""}
      </Text>
      {links.isPending ? (
        <Stack gap="xs">
          <Skeleton height={52} radius="md" />
          <Skeleton height={52} radius="md" />
        </Stack>
      ) : links.isError ? (
        <ErrorAlert testId="open-invites-error">{errorText(links.error)}</ErrorAlert>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" data-testid="open-invites-empty">
          No open links. Links you create appear here until they expire or are revoked.
        </Text>
      ) : (
        <>
          {links.data.results.map((link) => (
            <LinkRow
              key={link.id}
              link={link}
              revoking={revoke.isPending && revoke.variables === link.id}
              onRevoke={(chosen) => void ask(chosen)}
            />
          ))}
          {count > links.data.results.length && (
            <Text size="xs" c="dimmed">
              The {links.data.results.length} newest of {count} links.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
