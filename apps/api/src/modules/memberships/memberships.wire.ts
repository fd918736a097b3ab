import type * as wire from "@tierline/contracts";
import type { InviteOffer, Membership, OpenInvite } from "@tierline/core";

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

export const inviteOfferToWire = (o: InviteOffer): wire.InviteCodeInfo => ({
  workspace: o.workspace,
  email: o.email,
  roles: o.roles,
  expires: o.expiresAt.toISOString(),
  account_exists: o.accountExists,
});
