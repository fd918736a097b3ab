import {
  Avatar,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import {
  defaultPageSize,
  type Membership,
  membershipStatusLabels,
  type PageSize,
  pageSizeOptions,
  successMessages,
} from "@tierline/contracts";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { displayName } from "../../../components/layout/account-menu";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { formatCountdown, formatDate, formatNumber } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useQueryFilters } from "../../../lib/use-query-filters";
import { useCurrentWorkspace } from "../../../lib/use-workspace";
import { NoWorkspace } from "../../settings/components/no-workspace";
import { type MembershipListStatus, useMemberships } from "../api/get-memberships";
import { useReInvite } from "../api/re-invite";
import { useUpdateMembership } from "../api/update-membership";
import { EditRolesModal } from "./edit-roles-modal";
import { InviteMembersModal } from "./invite-members-modal";
import { type MemberAction, MemberRowMenu } from "./member-row-menu";

/** The Members tabs (spec section 2), in order. */
export const memberTabs: readonly MembershipListStatus[] = ["ACTIVE", "INVITED", "DEACTIVATED"];

const emptyTabText: Record<MembershipListStatus, string> = {
  ACTIVE: "No active members yet.",
  INVITED: "No pending invitations.",
  DEACTIVATED: "No deactivated members.",
};

interface MemberFilters extends Record<string, unknown> {
  status: MembershipListStatus;
  page: number;
  page_size: PageSize;
}

/** The tab and page kept in the query string, each checked (a hand-edited URL falls back to the defaults). */
function useMemberFilters() {
  const { filters, setFilters } = useQueryFilters<MemberFilters>(["status", "page", "page_size"]);
  const status = memberTabs.includes(filters.status as MembershipListStatus)
    ? (filters.status as MembershipListStatus)
    : "ACTIVE";
  const page = Number.isInteger(filters.page) && (filters.page as number) > 0 ? (filters.page as number) : 1;
  const pageSize = pageSizeOptions.includes(filters.page_size as PageSize)
    ? (filters.page_size as PageSize)
    : defaultPageSize;
  return { status, page, pageSize, setFilters };
}

function fullName(membership: Membership): string | null {
  const name = displayName(membership);
  return name === membership.email ? null : name;
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

interface PendingChange {
  action: "deactivate" | "hide";
  membership: Membership;
}

function MembersTable({
  workspaceId,
  status,
  page,
  pageSize,
  onPage,
  onPageSize,
}: {
  workspaceId: string;
  status: MembershipListStatus;
  page: number;
  pageSize: PageSize;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}) {
  const { can, membershipId } = usePermissions();
  const memberships = useMemberships(workspaceId, { status, page, page_size: pageSize });
  const update = useUpdateMembership(workspaceId);
  const reInvite = useReInvite(workspaceId);
  const [editing, setEditing] = useState<Membership | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);

  const onAction = (action: MemberAction, membership: Membership) => {
    if (action === "edit-roles") setEditing(membership);
    else if (action === "deactivate" || action === "hide") setPending({ action, membership });
    else
      reInvite.mutate(membership.id, {
        onSuccess: () => showSuccessSnackbar(successMessages.invitationSent),
      });
  };

  const confirmPending = () => {
    if (!pending) return;
    update.mutate(
      {
        id: pending.membership.id,
        body: { status: pending.action === "deactivate" ? "DEACTIVATED" : "HIDDEN" },
      },
      {
        onSuccess: () => showSuccessSnackbar(successMessages.changesSaved),
        onSettled: () => setPending(null),
      },
    );
  };

  if (memberships.isError && !memberships.data) {
    return <ErrorAlert testId="members-error">{errorText(memberships.error)}</ErrorAlert>;
  }

  const data = memberships.data;
  const rows = data?.results ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.count / pageSize)) : 1;
  // A row's menu: only for those who may update members, never on the owner's row (nobody may
  // deactivate, hide or demote the owner) and not on one's own row (another admin changes that).
  const mayChange = (membership: Membership) =>
    can("members.update", { isOwnerMembership: membership.is_owner }) && membership.id !== membershipId;
  const first = data && data.count > 0 ? (page - 1) * pageSize + 1 : 0;
  const last = data ? Math.min(page * pageSize, data.count) : 0;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          data-testid="members-table"
          data-status={status}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Member</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th w={220}>{status === "INVITED" ? "Invitation" : "Status"}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>Options</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!data &&
              Array.from({ length: 3 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Table.Tr key={index}>
                  <Table.Td colSpan={4}>
                    <Skeleton height={28} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {data && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="members-empty">
                    {emptyTabText[status]}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((membership) => {
              const name = fullName(membership);
              return (
                <Table.Tr key={membership.id} data-testid={`member-row-${membership.email}`}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar radius="xl" size={32} color="brand" name={name ?? membership.email} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={600} truncate="end">
                            {name ?? membership.email}
                          </Text>
                          {membership.is_owner && (
                            <Badge size="xs" variant="outline" data-testid="member-owner">
                              Owner
                            </Badge>
                          )}
                          {membership.id === membershipId && (
                            <Badge size="xs" variant="light" color="gray">
                              You
                            </Badge>
                          )}
                        </Group>
                        {name && (
                          <Text size="xs" c="dimmed" truncate="end">
                            {membership.email}
                          </Text>
                        )}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {membership.roles.map((role) => (
                        <Badge key={role.id} variant="light" size="sm" radius="sm">
                          {role.name}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <StatusCell membership={membership} />
                  </Table.Td>
                  <Table.Td>
                    {mayChange(membership) && (
                      <MemberRowMenu
                        membership={membership}
                        onAction={onAction}
                        busy={reInvite.isPending && reInvite.variables === membership.id}
                      />
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>

      {data && data.count > 0 && (
        <Group justify="space-between">
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="members-count">
              {formatNumber(first)}–{formatNumber(last)} of {formatNumber(data.count)}
            </Text>
            <Select
              aria-label="Rows per page"
              size="xs"
              w={80}
              data={pageSizeOptions.map(String)}
              value={String(pageSize)}
              allowDeselect={false}
              onChange={(value) => value && onPageSize(Number(value) as PageSize)}
              data-testid="members-page-size"
            />
          </Group>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={onPage}
              size="sm"
              data-testid="members-pagination"
            />
          )}
        </Group>
      )}

      <EditRolesModal membership={editing} workspaceId={workspaceId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === "hide" ? "Hide member" : "Deactivate member"}
        confirmLabel={pending?.action === "hide" ? "Hide" : "Deactivate"}
        destructive
        loading={update.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmPending}
      >
        {pending?.action === "hide"
          ? `${pending.membership.email} will no longer be listed under Deactivated. This cannot be undone here.`
          : pending
            ? `${pending.membership.email} loses access to this workspace at once. You can re-invite them later.`
            : null}
      </ConfirmDialog>
    </Stack>
  );
}

function Members({ workspaceId }: { workspaceId: string }) {
  const { can } = usePermissions();
  const { status, page, pageSize, setFilters } = useMemberFilters();
  const [inviting, setInviting] = useState(false);

  return (
    <Stack gap="md" data-testid="members-section">
      <Group justify="space-between" align="flex-end">
        <Tabs
          value={status}
          onChange={(value) => value && setFilters({ status: value as MembershipListStatus, page: 1 })}
          variant="pills"
          radius="md"
        >
          <Tabs.List>
            {memberTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`members-tab-${tab.toLowerCase()}`}>
                {membershipStatusLabels[tab]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {can("members.invite") && (
          <Button
            leftSection={<IconUserPlus size={16} />}
            onClick={() => setInviting(true)}
            data-testid="members-invite-button"
          >
            Invite members
          </Button>
        )}
      </Group>
      <MembersTable
        workspaceId={workspaceId}
        status={status}
        page={page}
        pageSize={pageSize}
        onPage={(next) => setFilters({ page: next })}
        onPageSize={(size) => setFilters({ page_size: size, page: 1 })}
      />
      {can("members.invite") && (
        <InviteMembersModal
          opened={inviting}
          workspaceId={workspaceId}
          onClose={() => setInviting(false)}
          onInvited={() => setFilters({ status: "INVITED", page: 1 })}
        />
      )}
    </Stack>
  );
}

/** Settings → Members: Active, Invited and Deactivated members; invites and changes by permission. */
export function MembersSection() {
  const { workspaceId } = useCurrentWorkspace();
  if (!workspaceId) return <NoWorkspace />;
  return <Members workspaceId={workspaceId} />;
}
