import type * as wire from "@tierline/contracts";
import type { CurrentUser } from "@tierline/core";

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
  };
}

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
