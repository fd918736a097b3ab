import { Prisma } from "@tierline/db";

/**
 * The rules about a membership, as SQL over a membership aliased `m` and its workspace `w` (joined on
 * `m.workspace_id`). The access hook, `GET /users/me` and the members list are raw SQL for speed
 * (decisions.md, "Access cost"); each of them takes these, so a rule is written once.
 */

/** The order of a user's Active memberships whose first is their default workspace: earliest, ties by id. */
export const defaultWorkspaceFirst = Prisma.sql`m.created_at, m.id`;

/** Whether the member owns the workspace (an Invited address without an account never does). */
export const isOwner = Prisma.sql`(m.user_id IS NOT NULL AND m.user_id = w.owner_id)`;

/** An aggregate over the member's roles (`r`), by role name; `none` when it has none. */
const overRoles = (aggregate: Prisma.Sql, none: Prisma.Sql) =>
  Prisma.sql`COALESCE((SELECT ${aggregate} FROM membership_roles mr JOIN member_roles r ON r.id = mr.role_id
    WHERE mr.membership_id = m.id), ${none})`;

/** The member's role codes, what permissions key on: a text[] (a JSON array inside json_build_object). */
export const roleCodes = overRoles(Prisma.sql`array_agg(r.code ORDER BY r.name)`, Prisma.sql`'{}'::text[]`);

/** The member's roles as members and invitations carry them (`RoleRef` JSON). */
export const roleRefs = overRoles(
  Prisma.sql`json_agg(json_build_object('id', r.id, 'code', r.code, 'name', r.name) ORDER BY r.name)`,
  Prisma.sql`'[]'::json`,
);
