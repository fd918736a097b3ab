import type { MemberRole, MembershipStatus } from "@tierline/contracts";

/** A member role as members and invitations carry it. */
export interface RoleRef {
  id: string;
  code: MemberRole;
  name: string;
}

/** A role row (member_roles) as members and invitations carry it. */
export const toRole = (r: { id: string; code: string; name: string }): RoleRef => ({
  id: r.id,
  code: r.code as MemberRole,
  name: r.name,
});

/** A person's place in a workspace: Active, Invited (maybe without an account yet), Deactivated or hidden. */
export interface Membership {
  id: string;
  workspaceId: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  status: MembershipStatus;
  roles: RoleRef[];
  /** Whether this member's user owns the workspace (never deactivated, hidden or demoted). */
  isOwner: boolean;
  createdAt: Date;
  /** When the pending invitation of an Invited member lapses. */
  inviteExpiresAt: Date | null;
}

/** A live open link as an Admin sees it to revoke it (its code is stored hashed, never shown again). */
export interface OpenInviteListing {
  id: string;
  roles: RoleRef[];
  createdBy: { email: string; firstName: string; lastName: string };
  createdAt: Date;
  expiresAt: Date;
}
