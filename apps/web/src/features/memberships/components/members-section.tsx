import { Button, Group, Stack, Tabs } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { MembershipListStatus } from "@tierline/contracts";
import { type Membership, membershipListQuerySchema, membershipStatusLabels } from "@tierline/contracts";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable } from "../../../components/data-table/data-table";
import { type TableQuery, useTableQuery } from "../../../components/data-table/use-table-query";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useMemberships } from "../api/get-memberships";
import { useMemberChanges } from "../hooks/use-member-changes";
import { EditRolesModal } from "./edit-roles-modal";
import { InviteMembersModal } from "./invite-members-modal";
import { memberColumns } from "./member-columns";
import type { MemberAction } from "./member-row-menu";

/** The Members tabs (spec section 2), in order. */
export const memberTabs: readonly MembershipListStatus[] = ["ACTIVE", "INVITED", "DEACTIVATED"];

const emptyTabText: Record<MembershipListStatus, string> = {
  ACTIVE: "No active members yet.",
  INVITED: "No pending invitations.",
  DEACTIVATED: "No deactivated members.",
};

interface MemberFilters extends Record<string, unknown> {
  status: MembershipListStatus;
}

/** The tab is a filter of the list call, checked by its contracts rule; Active when none is given. */
const memberFilters = { status: membershipListQuerySchema.shape.status.unwrap() };
const memberDefaults = { status: "ACTIVE" } as const;

interface PendingChange {
  action: "deactivate" | "hide" | "revoke";
  membership: Membership;
}

/** The confirmation each change that takes something away asks for. */
const confirmations: Record<
  PendingChange["action"],
  { title: string; label: string; text: (email: string) => string }
> = {
  deactivate: {
    title: "Deactivate member",
    label: "Deactivate",
    text: (email) => `${email} loses access to this workspace at once. You can re-invite them later.`,
  },
  hide: {
    title: "Hide member",
    label: "Hide",
    text: (email) => `${email} will no longer be listed under Deactivated. This cannot be undone here.`,
  },
  revoke: {
    title: "Revoke invitation",
    label: "Revoke",
    text: (email) =>
      `The invitation link sent to ${email} stops working at once. You can invite this address again later.`,
  },
};

function MembersTable({ workspaceId, query }: { workspaceId: string; query: TableQuery<MemberFilters> }) {
  const status = query.filters.status ?? "ACTIVE";
  const { can, membershipId } = usePermissions();
  const memberships = useMemberships(workspaceId, query.params);
  const changes = useMemberChanges(workspaceId);
  const [editing, setEditing] = useState<Membership | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);

  const columns = useMemo(
    () =>
      memberColumns({
        invitedTab: status === "INVITED",
        ownMembershipId: membershipId,
        // Only for those who may update members, never on the owner's row (nobody may deactivate,
        // hide or demote the owner) and not on one's own row (another admin changes that).
        mayChange: (membership) =>
          can("members.update", { isOwnerMembership: membership.is_owner }) && membership.id !== membershipId,
        may: (permission) => can(permission),
        onAction: (action: MemberAction, membership: Membership) => {
          if (action === "edit-roles") setEditing(membership);
          else if (action === "re-invite") changes.reInvite(membership.id);
          else if (action === "resend") changes.resendInvitation(membership.id);
          else setPending({ action, membership });
        },
        busyId: changes.mailing,
      }),
    [status, membershipId, can, changes.reInvite, changes.resendInvitation, changes.mailing],
  );

  const confirmPending = () => {
    if (!pending) return;
    const done = () => setPending(null);
    if (pending.action === "revoke") changes.revokeInvitation(pending.membership.id, done);
    else
      changes.changeStatus(
        pending.membership.id,
        pending.action === "deactivate" ? "DEACTIVATED" : "HIDDEN",
        done,
      );
  };
  const confirmation = pending ? confirmations[pending.action] : null;

  return (
    <>
      <DataTable
        id="members"
        label={`${membershipStatusLabels[status]} members`}
        columns={columns}
        source={memberships}
        query={query}
        getRowId={(membership) => membership.id}
        rowTestId={(membership) => `member-row-${membership.email}`}
        empty={emptyTabText[status]}
      />
      <EditRolesModal membership={editing} workspaceId={workspaceId} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={pending !== null}
        title={confirmation?.title}
        confirmLabel={confirmation?.label}
        destructive
        loading={changes.changing}
        onCancel={() => setPending(null)}
        onConfirm={confirmPending}
      >
        {pending && confirmation ? confirmation.text(pending.membership.email) : null}
      </ConfirmDialog>
    </>
  );
}

function Members({ workspaceId }: { workspaceId: string }) {
  const { can } = usePermissions();
  const query = useTableQuery<MemberFilters>({ filters: memberFilters, defaults: memberDefaults });
  const status = query.filters.status ?? "ACTIVE";
  const [inviting, setInviting] = useState(false);

  return (
    <Stack gap="md" data-testid="members-section">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Tabs
          value={status}
          onChange={(value) => value && query.setFilters({ status: value as MembershipListStatus })}
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
      <MembersTable workspaceId={workspaceId} query={query} />
      {can("members.invite") && (
        <InviteMembersModal
          opened={inviting}
          workspaceId={workspaceId}
          onClose={() => setInviting(false)}
          onInvited={() => query.setFilters({ status: "INVITED" })}
        />
      )}
    </Stack>
  );
}

/** Settings → Members: Active, Invited and Deactivated members; invites and changes by permission. */
export function MembersSection() {
  return <Members workspaceId={useWorkspaceId()} />;
}
