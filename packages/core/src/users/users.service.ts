import { type AuthUser, normalizeEmail, type UpdateMeRequest } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { memberAccess } from "../access/access.service";
import { notFound } from "../errors";

/** The wire user of the auth calls, with the primary entity of the first workspace the user is active in. */
export async function loadAuthUser(db: Db, userId: string): Promise<AuthUser> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: {
      memberships: {
        where: { status: "ACTIVE" },
        orderBy: { createdAt: "asc" },
        take: 1,
        include: { workspace: { include: { entity: true } }, roles: { include: { role: true } } },
      },
    },
  });
  if (!user) throw notFound();
  const membership = user.memberships[0];
  const workspace = membership?.workspace;
  const access = membership && memberAccess(membership);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    password_authenticated: user.passwordAuthenticated,
    primary_entity: workspace
      ? {
          id: workspace.entity.id,
          brand_name: workspace.entity.brandName,
          workspace: { id: workspace.id, name: workspace.name },
        }
      : null,
    membership:
      membership && access ? { id: membership.id, roles: access.roles, is_owner: access.isOwner } : null,
  };
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await db.user.count({ where: { email: normalizeEmail(email) } })) > 0;
}

/** The user's own names; an absent one stays as it is. */
export async function updateOwnNames(db: Db, userId: string, input: UpdateMeRequest): Promise<AuthUser> {
  await db.user.update({
    where: { id: userId },
    data: { firstName: input.first_name, lastName: input.last_name },
  });
  return loadAuthUser(db, userId);
}
