import type * as wire from "@tierline/contracts";
import type { Accepted, CurrentUser } from "@tierline/core";

/**
 * The signed-in user on the wire (AuthUser): `primary_entity` and `membership` are the default
 * workspace's, the first the user joined among those they are Active in.
 */
export function authUserToWire(user: CurrentUser): wire.AuthUser {
  const home = user.workspaces[0];
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    password_authenticated: user.passwordAuthenticated,
    primary_entity: home
      ? { id: home.entityId, brand_name: home.brandName, workspace: { id: home.id, name: home.name } }
      : null,
    membership: home ? { id: home.membershipId, roles: home.roles, is_owner: home.isOwner } : null,
    workspaces: user.workspaces.map((w) => ({
      id: w.id,
      name: w.name,
      brand_name: w.brandName,
      membership_id: w.membershipId,
      roles: w.roles,
      is_owner: w.isOwner,
    })),
    invitations: user.invitations.map((i) => ({
      id: i.id,
      workspace: i.workspace,
      roles: i.roles,
      expires: i.expiresAt.toISOString(),
    })),
  };
}

/** An accepted invitation: the user, now with the workspace, and its id for the web to switch to. */
export const acceptedToWire = (accepted: Accepted): wire.AcceptInvitationResponse => ({
  user: authUserToWire(accepted.user),
  workspace_id: accepted.workspaceId,
});

/** A sign-in's answer: the token pair and the user. */
export const signedInToWire = ({
  user,
  ...tokens
}: {
  access: string;
  refresh: string;
  user: CurrentUser;
}) => ({
  ...tokens,
  user: authUserToWire(user),
});
