import { type MemberRole, normalizeEmail, type UpdateMeRequest } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { memberAccess } from "../access/access.service";
import { notFound } from "../errors";

/** A workspace the user is Active in, with what they may do there. */
export interface UserWorkspace {
  id: string;
  name: string;
  entityId: string;
  brandName: string;
  membershipId: string;
  roles: MemberRole[];
  isOwner: boolean;
}

/** The signed-in user: who they are and the workspaces they are Active in. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordAuthenticated: boolean;
  /** Earliest membership first: the first is the user's default workspace. */
  workspaces: UserWorkspace[];
}

export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const user = await db.user.findUnique({
    where: { id: userId },
    include: {
      memberships: {
        where: { status: "ACTIVE" },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        include: { workspace: { include: { entity: true } }, roles: { include: { role: true } } },
      },
    },
  });
  if (!user) throw notFound();
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    passwordAuthenticated: user.passwordAuthenticated,
    workspaces: user.memberships.map((m) => ({
      id: m.workspace.id,
      name: m.workspace.name,
      entityId: m.workspace.entity.id,
      brandName: m.workspace.entity.brandName,
      membershipId: m.id,
      ...memberAccess(m),
    })),
  };
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await db.user.count({ where: { email: normalizeEmail(email) } })) > 0;
}

/** The user's own names; an absent one stays as it is. */
export async function updateOwnNames(db: Db, userId: string, input: UpdateMeRequest): Promise<CurrentUser> {
  await db.user.update({
    where: { id: userId },
    data: { firstName: input.first_name, lastName: input.last_name },
  });
  return loadCurrentUser(db, userId);
}
