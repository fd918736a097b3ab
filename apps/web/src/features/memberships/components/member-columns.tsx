import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { type Action, type Membership, membershipStatusLabels } from "@tierline/contracts";
import { TruncatedText } from "../../../components/truncated-text";
import { displayName, formatCountdown, formatDate } from "../../../lib/format";
import { type MemberAction, MemberRowMenu } from "./member-row-menu";

function MemberCell({ membership, isYou }: { membership: Membership; isYou: boolean }) {
  const name = displayName(membership);
  const hasName = name !== membership.email;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar radius="xl" size={32} color="brand" name={name} />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <TruncatedText size="sm" fw={600} text={name} />
          {membership.is_owner && (
            <Badge size="xs" variant="outline" data-testid="member-owner">
              Owner
            </Badge>
          )}
          {isYou && (
            <Badge size="xs" variant="light" color="gray">
              You
            </Badge>
          )}
        </Group>
        {hasName && <TruncatedText size="xs" c="dimmed" text={membership.email} />}
      </Stack>
    </Group>
  );
}

function StatusCell({ membership }: { membership: Membership }) {
  if (membership.status === "INVITED") {
    const expires = membership.invite_expires;
    const expired = expires !== null && new Date(expires).getTime() <= Date.now();
    return (
      <Stack gap={2}>
        <Badge color={expired ? "red" : "yellow"} variant="light" size="sm" data-testid="member-status">
          {expired ? "Expired" : membershipStatusLabels.INVITED}
        </Badge>
        {expires && (
          <Text size="xs" c="dimmed" data-testid="member-expiry">
            {expired
              ? `Expired on ${formatDate(expires)}`
              : `Expires ${formatDate(expires)} · ${formatCountdown(expires)}`}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Badge
        color={membership.status === "ACTIVE" ? "teal" : "gray"}
        variant="light"
        size="sm"
        data-testid="member-status"
      >
        {membershipStatusLabels[membership.status]}
      </Badge>
      <Text size="xs" c="dimmed">
        Since {formatDate(membership.created)}
      </Text>
    </Stack>
  );
}

export interface MemberColumnsOptions {
  invitedTab: boolean;
  ownMembershipId: string | null;
  /** Whether the signed-in user may change this member (the row then has its menu). */
  mayChange: (membership: Membership) => boolean;
  /** Whether the signed-in user holds a permission (each menu action asks for one). */
  may: (permission: Action) => boolean;
  onAction: (action: MemberAction, membership: Membership) => void;
  busyId: string | undefined;
}

/** The Members list's columns: member, roles, status (or invitation), and the row menu. */
export function memberColumns({
  invitedTab,
  ownMembershipId,
  mayChange,
  may,
  onAction,
  busyId,
}: MemberColumnsOptions): ColumnDef<Membership, unknown>[] {
  return [
    {
      id: "member",
      header: "Member",
      enableHiding: false,
      cell: ({ row }) => <MemberCell membership={row.original} isYou={row.original.id === ownMembershipId} />,
    },
    {
      id: "roles",
      header: "Roles",
      meta: { label: "Roles" },
      cell: ({ row }) => (
        <Group gap={4}>
          {row.original.roles.map((role) => (
            <Badge key={role.id} variant="light" size="sm" radius="sm">
              {role.name}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: "status",
      header: invitedTab ? "Invitation" : "Status",
      meta: { label: invitedTab ? "Invitation" : "Status", width: 220 },
      cell: ({ row }) => <StatusCell membership={row.original} />,
    },
    {
      id: "options",
      header: "Options",
      enableHiding: false,
      meta: { label: "Options", width: 56, hideHeader: true },
      cell: ({ row }) =>
        mayChange(row.original) ? (
          <MemberRowMenu
            membership={row.original}
            onAction={onAction}
            may={may}
            busy={busyId === row.original.id}
          />
        ) : null,
    },
  ];
}
