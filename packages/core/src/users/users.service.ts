import { type MemberRole, normalizeEmail, type UpdateMeRequest } from "@tierline/contracts";
import { type Db, hotRead, Prisma } from "@tierline/db";
import { notFound } from "../errors";
import type { RoleRef } from "../memberships/membership";
import { defaultWorkspaceFirst, isOwner, roleCodes, roleRefs } from "../memberships/membership.sql";

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

interface CurrentUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_authenticated: boolean;
  workspaces: (Omit<UserWorkspace, "roles"> & { roles: string[] })[];
  invitations: { id: string; workspace: { id: string; name: string }; roles: RoleRef[]; expiresAt: string }[];
}

/**
 * The user, every workspace they are Active in (earliest membership first) and their live invitations,
 * in one round trip: every signed-in screen starts with this read.
 */
export async function loadCurrentUser(db: Db, userId: string): Promise<CurrentUser> {
  const now = new Date().toISOString();
  const [row] = await hotRead<CurrentUserRow>(
    db,
    Prisma.sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.password_authenticated,
      COALESCE((
        SELECT json_agg(json_build_object(
            'id', w.id, 'name', w.name, 'entityId', e.id, 'brandName', e.brand_name, 'membershipId', m.id,
            'isOwner', ${isOwner}, 'roles', ${roleCodes})
          ORDER BY ${defaultWorkspaceFirst})
        FROM memberships m
        JOIN workspaces w ON w.id = m.workspace_id
        JOIN entities e ON e.id = w.entity_id
        WHERE m.user_id = u.id AND m.status = 'ACTIVE'
      ), '[]'::json) AS workspaces,
      COALESCE((
        SELECT json_agg(json_build_object(
            'id', m.id, 'workspace', json_build_object('id', w.id, 'name', w.name), 'expiresAt', i.expires_at,
            'roles', ${roleRefs})
          ORDER BY i.expires_at)
        FROM memberships m
        JOIN workspaces w ON w.id = m.workspace_id
        JOIN LATERAL (SELECT c.expires_at FROM membership_invites c
          WHERE c.membership_id = m.id AND c.kind = 'EMAIL' AND c.used_at IS NULL
          ORDER BY c.created_at DESC LIMIT 1) i ON i.expires_at > ${now}::timestamp
        WHERE m.email = u.email AND m.status = 'INVITED'
      ), '[]'::json) AS invitations
    FROM users u WHERE u.id = ${userId}::uuid`,
  );
  if (!row) throw notFound();
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordAuthenticated: row.password_authenticated,
    workspaces: row.workspaces.map((w) => ({ ...w, roles: w.roles as MemberRole[] })),
    // json_build_object writes a timestamp without its zone: it is UTC, as Prisma stores it.
    invitations: row.invitations.map((i) => ({ ...i, expiresAt: new Date(`${i.expiresAt}Z`) })),
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
