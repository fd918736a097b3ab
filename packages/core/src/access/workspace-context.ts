import { fieldMessages, isUuid, type MemberRole } from "@tierline/contracts";
import { type Db, hotRead, Prisma } from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import { verifyAccessToken } from "../auth/tokens";
import { AppError, notFound } from "../errors";
import { defaultWorkspaceFirst, isOwner, roleCodes } from "../memberships/membership.sql";

/**
 * The workspace a client names in `X-Workspace-Id`: exactly one workspace id, the same on every route.
 * Given twice (Node joins repeats with ", "), empty or not an id, it is bad input.
 */
export function headerWorkspace(header: string | string[] | undefined): string | undefined {
  if (header !== undefined && (typeof header !== "string" || !isUuid(header))) {
    throw new AppError("VALIDATION", { "x-workspace-id": fieldMessages.workspaceHeaderInvalid });
  }
  return header;
}

/** The workspaces a request names: in its path (a route's "workspace" parameter) and in its header. */
export interface NamedWorkspaces {
  path?: string;
  header?: string;
}

interface AccessRow {
  email: string;
  membership_id: string | null;
  workspace_id: string | null;
  is_owner: boolean | null;
  roles: string[];
  header_active: boolean;
}

/**
 * Who a bearer token is and, when `named` is given, the workspace actor it acts as, by THE rule for
 * the current workspace: the workspace the path names, else the one the header names, else the
 * user's default workspace (their earliest Active membership). A named workspace the user is not
 * Active in is not found (whether it exists is not told); that holds for the header even when the
 * path names another. A user Active nowhere has no actor: workspace routes answer 403.
 *
 * One round trip, nothing cached: the session must be live (a logout, a password change or a
 * deactivation ends access at once), and the membership and its roles are read as they are now.
 * Null when the token is bad or its session ended.
 */
export async function authorize(
  db: Db,
  jwtSecret: string,
  token: string,
  named: NamedWorkspaces | null,
): Promise<{ session: SessionActor; actor: Actor | null } | null> {
  const claims = verifyAccessToken(token, jwtSecret);
  if (!claims || !isUuid(claims.sid) || !isUuid(claims.sub)) return null;
  const workspaceId = named ? (named.path ?? named.header ?? null) : null;
  const malformed = workspaceId !== null && !isUuid(workspaceId);
  const actorIn = named && !malformed ? Prisma.sql`TRUE` : Prisma.sql`FALSE`;
  const inWorkspace =
    workspaceId && !malformed ? Prisma.sql`AND m.workspace_id = ${workspaceId}::uuid` : Prisma.empty;
  const otherHeader = named?.path && named.header && named.header !== named.path ? named.header : null;
  const headerActive = otherHeader
    ? Prisma.sql`EXISTS (SELECT 1 FROM memberships h
        WHERE h.user_id = u.id AND h.status = 'ACTIVE' AND h.workspace_id = ${otherHeader}::uuid)`
    : Prisma.sql`TRUE`;
  const [row] = await hotRead<AccessRow>(
    db,
    Prisma.sql`
    SELECT u.email, m.id AS membership_id, m.workspace_id, ${isOwner} AS is_owner, ${roleCodes} AS roles,
      ${headerActive} AS header_active
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN LATERAL (
      SELECT m.id, m.workspace_id, m.user_id FROM memberships m
      WHERE ${actorIn} AND m.user_id = s.user_id AND m.status = 'ACTIVE' ${inWorkspace}
      ORDER BY ${defaultWorkspaceFirst} LIMIT 1
    ) m ON TRUE
    LEFT JOIN workspaces w ON w.id = m.workspace_id
    WHERE s.id = ${claims.sid}::uuid AND s.user_id = ${claims.sub}::uuid AND s.revoked_at IS NULL
      AND s.expires_at > ${new Date().toISOString()}::timestamp`,
  );
  if (!row) return null;
  const session: SessionActor = { userId: claims.sub, sessionId: claims.sid, email: row.email };
  if (!named) return { session, actor: null };
  if (malformed || !row.header_active) throw notFound();
  if (!row.membership_id || !row.workspace_id) throw workspaceId ? notFound() : new AppError("FORBIDDEN");
  return {
    session,
    actor: {
      ...session,
      workspaceId: row.workspace_id,
      membershipId: row.membership_id,
      roles: row.roles as MemberRole[],
      isOwner: row.is_owner === true,
    },
  };
}
