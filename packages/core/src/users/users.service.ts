import { type MemberRole, normalizeEmail, type UpdateMeRequest } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { memberAccess } from "../access/access.service";
import { notFound } from "../errors";
import { type RoleRef, toRole } from "../memberships/membership";

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

/** A pending e-mail invitation to the user's address; `id` is the invited membership's. */
export interface PendingInvitation {
  id: string;
  workspace: { id: string; name: string };
  roles: RoleRef[];
  expiresAt: Date;
}

/** The signed-in user: who they are, the workspaces they are Active in, the invitations waiting for them. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordAuthenticated: boolean;
  /** Earliest membership first: the first is the user's default workspace. */
  workspaces: UserWorkspace[];
  /** Live invitations (unused code, not expired), soonest to lapse first. */
  invitations: PendingInvitation[];
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
  const now = new Date();
  const invited = await db.membership.findMany({
    where: {
      email: user.email,
      status: "INVITED",
      invites: { some: { kind: "EMAIL", usedAt: null, expiresAt: { gt: now } } },
    },
    include: {
      workspace: { select: { id: true, name: true } },
      roles: { include: { role: true } },
      invites: { where: { kind: "EMAIL", usedAt: null }, orderBy: { createdAt: "desc" }, take: 1 },
    },
  });
  const invitations = invited
    .map((m) => ({
      id: m.id,
      workspace: m.workspace,
      roles: m.roles.map((r) => toRole(r.role)),
      expiresAt: m.invites[0]!.expiresAt,
    }))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
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
    invitations,
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
