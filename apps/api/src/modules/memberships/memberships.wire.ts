import type * as wire from "@tierline/contracts";
import { memberRoleDescriptions } from "@tierline/contracts";
import type { InviteOffer, Membership, OpenInvite, OpenInviteListing, RoleRef } from "@tierline/core";

/** The memberships domain's objects in the wire's snake_case shapes (contracts). */

export const membershipToWire = (m: Membership): wire.Membership => ({
  id: m.id,
  email: m.email,
  first_name: m.firstName,
  last_name: m.lastName,
  user_id: m.userId,
  status: m.status,
  roles: m.roles,
  is_owner: m.isOwner,
  created: m.createdAt.toISOString(),
  invite_expires: m.inviteExpiresAt?.toISOString() ?? null,
});

export const openInviteToWire = (o: OpenInvite) => ({
  code: o.code,
  url: o.url,
  expires: o.expiresAt.toISOString(),
});

/** A role where one is chosen or offered: with what it may do. */
export const roleDetailToWire = (r: RoleRef): wire.MemberRoleDetail => ({
  ...r,
  description: memberRoleDescriptions[r.code],
});

export const openInviteListingToWire = (o: OpenInviteListing): wire.OpenInviteItem => ({
  id: o.id,
  roles: o.roles,
  created_by: {
    email: o.createdBy.email,
    first_name: o.createdBy.firstName,
    last_name: o.createdBy.lastName,
  },
  created: o.createdAt.toISOString(),
  expires: o.expiresAt.toISOString(),
});

export const inviteOfferToWire = (o: InviteOffer): wire.InviteCodeInfo => ({
  workspace: o.workspace,
  email: o.email,
  roles: o.roles.map(roleDetailToWire),
  expires: o.expiresAt.toISOString(),
  account_exists: o.accountExists,
});
