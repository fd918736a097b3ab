import type { MemberRole, MembershipStatus } from "@tierline/contracts";
import { type Db, hotRead, Prisma } from "@tierline/db";
import type { AppError } from "../errors";
import { findOwned, guarded, type Owned, owned, type Page, transition } from "../repository";
import { type Membership, type OpenInviteListing, toRole } from "./membership";
import { isOwner, roleCodes, roleRefs } from "./membership.sql";

/** A client or a transaction: repository writes join the caller's transaction when given one. */
type Tx = Prisma.TransactionClient;

/** A membership as `selectMemberships` writes it (json_build_object: timestamps without their zone, in UTC). */
type MembershipJson = Omit<Membership, "createdAt" | "inviteExpiresAt"> & {
  createdAt: string;
  inviteExpiresAt: string | null;
};
const fromJson = (m: MembershipJson): Membership => ({
  ...m,
  createdAt: new Date(`${m.createdAt}Z`),
  inviteExpiresAt: m.inviteExpiresAt ? new Date(`${m.inviteExpiresAt}Z`) : null,
});

/** Every query of the memberships domain: members, their roles, and invite codes. */
export function createMembershipsRepository(db: Db) {
  /**
   * The members `where` selects (over `m`), in creation order (stable pages), each with how many match
   * in all. The one read of a Membership, in one round trip: every Members screen and most later lists
   * start with it, and Prisma's include would make six queries of it.
   */
  async function selectMemberships(where: Prisma.Sql, page?: { page: number; pageSize: number }) {
    const rows = await hotRead<{ member: MembershipJson; total: bigint }>(
      db,
      Prisma.sql`
      SELECT json_build_object(
          'id', m.id, 'workspaceId', m.workspace_id, 'email', m.email, 'userId', m.user_id, 'status', m.status,
          'firstName', COALESCE(u.first_name, ''), 'lastName', COALESCE(u.last_name, ''),
          'isOwner', ${isOwner}, 'createdAt', m.created_at, 'roles', ${roleRefs},
          'inviteExpiresAt', CASE WHEN m.status = 'INVITED' THEN (SELECT c.expires_at FROM membership_invites c
            WHERE c.membership_id = m.id AND c.used_at IS NULL ORDER BY c.created_at DESC LIMIT 1) END
        ) AS member,
        count(*) OVER () AS total
      FROM memberships m
      JOIN workspaces w ON w.id = m.workspace_id
      LEFT JOIN users u ON u.id = m.user_id
      WHERE ${where}
      ORDER BY m.created_at, m.id
      ${page ? Prisma.sql`OFFSET ${(page.page - 1) * page.pageSize} LIMIT ${page.pageSize}` : Prisma.empty}`,
    );
    return { members: rows.map((r) => fromJson(r.member)), total: rows[0] ? Number(rows[0].total) : 0 };
  }

  return {
    /** A member of the scope's workspace (hidden ones only when asked); absent or foreign: 404. */
    find: (scope: { workspaceId: string }, id: string, { includeHidden = false } = {}) =>
      findOwned(scope, id, async (where) => {
        const visible = includeHidden ? Prisma.empty : Prisma.sql`AND m.status <> 'HIDDEN'`;
        const { members } = await selectMemberships(
          Prisma.sql`m.id = ${where.id}::uuid AND m.workspace_id = ${where.workspaceId}::uuid ${visible}`,
        );
        return members[0] ?? null;
      }),

    /** A page of the workspace's members in creation order (stable pages); hidden ones never. */
    async list(
      workspaceId: string,
      query: { status?: MembershipStatus; page: number; pageSize: number },
    ): Promise<Page<Membership>> {
      const status = query.status
        ? Prisma.sql`m.status = ${query.status}::"MembershipStatus"`
        : Prisma.sql`m.status <> 'HIDDEN'`;
      const { members, total } = await selectMemberships(
        Prisma.sql`m.workspace_id = ${workspaceId}::uuid AND ${status}`,
        query,
      );
      // Past the last page there is no row to carry the total: count on its own then.
      const count = members.length
        ? total
        : await db.membership.count({
            where: { workspaceId, status: query.status ?? { not: "HIDDEN" } },
          });
      return { results: members, count };
    },

    /** The given members, in the order of `ids`. */
    async byIds(workspaceId: string, ids: string[]): Promise<Membership[]> {
      const { members } = await selectMemberships(
        Prisma.sql`m.workspace_id = ${workspaceId}::uuid AND m.id = ANY(${ids}::uuid[])`,
      );
      const byId = new Map(members.map((m) => [m.id, m]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The membership of an address (or of a user, when given) in a workspace, whatever its state. */
    findByAddress: (workspaceId: string, email: string, userId?: string) =>
      db.membership.findFirst({
        where: { workspaceId, OR: [{ email }, ...(userId ? [{ userId }] : [])] },
        select: { id: true, status: true },
      }),

    statusesByAddress: (workspaceId: string, emails: string[]) =>
      db.membership.findMany({
        where: { workspaceId, email: { in: emails } },
        select: { id: true, email: true, status: true },
      }),

    createInvited: async (workspaceId: string, email: string, roleIds: string[]) =>
      (
        await db.membership.create({
          data: {
            workspaceId,
            email,
            status: "INVITED",
            roles: { create: roleIds.map((roleId) => ({ roleId })) },
          },
          select: { id: true },
        })
      ).id,

    /** Moves a member between states, guarded by the states it may leave (409 when it lost a race). */
    moveStatus: (tx: Tx, where: Owned, from: readonly MembershipStatus[], to: MembershipStatus) =>
      transition(where, from, (guard) => tx.membership.updateMany({ where: guard, data: { status: to } })),

    /** An Invited or hidden person invited afresh with new roles; a concurrent join or deactivation wins. */
    reopenInvitation: (scope: { workspaceId: string }, id: string, roleIds: string[]) =>
      db.$transaction(async (tx) => {
        await transition(owned(scope, id), ["INVITED", "HIDDEN"], (where) =>
          tx.membership.updateMany({ where, data: { status: "INVITED" } }),
        );
        await tx.membershipRole.deleteMany({ where: { membershipId: id } });
        await tx.membershipRole.createMany({ data: roleIds.map((roleId) => ({ membershipId: id, roleId })) });
      }),

    /**
     * Runs `work` on an Invited member, its row locked by a write guarded on the state (409 when it is no
     * longer Invited), so what `work` checks about the invitation's codes holds until it commits.
     */
    whileInvited: <T>(scope: { workspaceId: string }, id: string, work: (tx: Tx) => Promise<T>) =>
      db.$transaction(async (tx) => {
        await transition(owned(scope, id), ["INVITED"], (where) =>
          tx.membership.updateMany({ where, data: { updatedAt: new Date() } }),
        );
        return work(tx);
      }),

    /** Ends a pending invitation: Invited -> `to`, and its codes die with it (409 when it was not Invited). */
    endInvitation: (scope: { workspaceId: string }, id: string, to: "HIDDEN" | "DEACTIVATED") =>
      db.$transaction(async (tx) => {
        await transition(owned(scope, id), ["INVITED"], (where) =>
          tx.membership.updateMany({ where, data: { status: to } }),
        );
        await tx.membershipInvite.updateMany({
          where: { membershipId: id, usedAt: null },
          data: { usedAt: new Date() },
        });
      }),

    /** Keeps the roles still chosen, adds the new ones (the ids of kept assignments stay). */
    setRoles: async (tx: Tx, membershipId: string, roleIds: string[]) => {
      await tx.membershipRole.deleteMany({ where: { membershipId, roleId: { notIn: roleIds } } });
      await tx.membershipRole.createMany({
        data: roleIds.map((roleId) => ({ membershipId, roleId })),
        skipDuplicates: true,
      });
    },

    roleIdsOf: async (membershipId: string) =>
      (await db.membershipRole.findMany({ where: { membershipId }, select: { roleId: true } })).map(
        (r) => r.roleId,
      ),

    activeCountOfUser: (userId: string) => db.membership.count({ where: { userId, status: "ACTIVE" } }),

    /** The member role catalogue, by name. */
    roles: async (ids?: string[]) =>
      (
        await db.memberRole.findMany({
          where: ids ? { id: { in: ids } } : undefined,
          orderBy: { name: "asc" },
        })
      ).map(toRole),

    /** What a member may do in the workspace, if they are Active there (an open link's creator). */
    activeAccessOf: async (
      workspaceId: string,
      userId: string,
    ): Promise<{ roles: MemberRole[]; isOwner: boolean } | null> => {
      const [found] = await db.$queryRaw<{ roles: MemberRole[]; is_owner: boolean }[]>`
        SELECT ${roleCodes} AS roles, ${isOwner} AS is_owner
        FROM memberships m JOIN workspaces w ON w.id = m.workspace_id
        WHERE m.workspace_id = ${workspaceId}::uuid AND m.user_id = ${userId}::uuid AND m.status = 'ACTIVE'`;
      return found ? { roles: found.roles, isOwner: found.is_owner } : null;
    },

    /** The names an invitation mail gives: who invites, to which workspace. */
    inviterAndWorkspace: (userId: string, workspaceId: string) =>
      Promise.all([
        db.user.findUniqueOrThrow({
          where: { id: userId },
          select: { email: true, firstName: true, lastName: true },
        }),
        db.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { id: true, name: true } }),
      ]),

    /** The account facts joining depends on. */
    accountOf: (userId: string) =>
      db.user.findUniqueOrThrow({
        where: { id: userId },
        select: { id: true, email: true, emailVerifiedAt: true },
      }),

    /**
     * Joins a workspace through a code, as an existing user or one created (verified) in the same
     * transaction; `lost` answers when the code was used or the invitation revoked meanwhile.
     */
    join: (
      invite: {
        id: string;
        workspaceId: string;
        kind: "EMAIL" | "LINK";
        membershipId: string | null;
        roleIds: string[];
      },
      email: string,
      account:
        | { userId: string }
        | { newUser: { firstName: string; lastName: string; passwordHash: string } },
      lost: () => AppError,
    ) =>
      db.$transaction(async (tx) => {
        const id =
          "userId" in account
            ? account.userId
            : (
                await tx.user.create({
                  data: {
                    ...account.newUser,
                    email,
                    passwordAuthenticated: true,
                    emailVerifiedAt: new Date(),
                  },
                  select: { id: true },
                })
              ).id;
        if (invite.kind === "EMAIL") {
          // Both writes carry what they expect: a code used meanwhile, or a member revoked, loses.
          await guarded(
            tx.membershipInvite.updateMany({
              where: { id: invite.id, usedAt: null },
              data: { usedAt: new Date() },
            }),
            lost,
          );
          await guarded(
            tx.membership.updateMany({
              where: { id: invite.membershipId!, status: "INVITED" },
              data: { userId: id, status: "ACTIVE" },
            }),
            lost,
          );
        } else {
          await tx.membership.create({
            data: {
              workspaceId: invite.workspaceId,
              userId: id,
              email,
              status: "ACTIVE",
              roles: { create: invite.roleIds.map((roleId) => ({ roleId })) },
            },
          });
        }
        await tx.userPreference.upsert({
          where: { userId_workspaceId: { userId: id, workspaceId: invite.workspaceId } },
          create: { userId: id, workspaceId: invite.workspaceId },
          update: {},
        });
        return id;
      }),

    invites: {
      /** The live code of an Invited membership addressed to `email`, if any (the newest; older ones are revoked). */
      pendingFor: (membershipId: string, email: string) =>
        db.membershipInvite.findFirst({
          where: { membershipId, kind: "EMAIL", usedAt: null, membership: { status: "INVITED", email } },
          orderBy: { createdAt: "desc" },
        }),

      findByCodeHash: (codeHash: string) =>
        db.membershipInvite.findUnique({
          where: { codeHash },
          include: { workspace: true, membership: true },
        }),

      createLink: (data: {
        workspaceId: string;
        codeHash: string;
        roleIds: string[];
        createdById: string;
        expiresAt: Date;
      }) => db.membershipInvite.create({ data: { ...data, kind: "LINK" } }),

      /** When the membership's e-mail codes (one per invitation mail) were made since `since`, oldest first. */
      emailCodesSince: async (tx: Tx, membershipId: string, since: Date) =>
        (
          await tx.membershipInvite.findMany({
            where: { membershipId, kind: "EMAIL", createdAt: { gt: since } },
            orderBy: { createdAt: "asc" },
            select: { createdAt: true },
          })
        ).map((c) => c.createdAt),

      /** A fresh single-use code for an Invited membership; its earlier codes stop working. */
      replaceEmailCode: async (
        tx: Tx,
        data: {
          workspaceId: string;
          membershipId: string;
          codeHash: string;
          createdById: string;
          expiresAt: Date;
        },
      ) => {
        await tx.membershipInvite.updateMany({
          where: { membershipId: data.membershipId, usedAt: null },
          data: { usedAt: new Date() },
        });
        await tx.membershipInvite.create({ data: { ...data, kind: "EMAIL" } });
      },

      /**
       * A page of the workspace's live open links (not revoked, not expired) made by `inviters`, the
       * members who may still invite (a link dies with its creator's right), newest first.
       */
      async liveLinks(
        workspaceId: string,
        invitingRoles: readonly MemberRole[],
        page: { page: number; pageSize: number },
      ): Promise<Page<OpenInviteListing>> {
        const inviters = await db.membership.findMany({
          where: {
            workspaceId,
            status: "ACTIVE",
            roles: { some: { role: { code: { in: [...invitingRoles] } } } },
          },
          select: { user: { select: { id: true, email: true, firstName: true, lastName: true } } },
        });
        const byId = new Map(inviters.flatMap(({ user }) => (user ? [[user.id, user] as const] : [])));
        const where: Prisma.MembershipInviteWhereInput = {
          workspaceId,
          kind: "LINK",
          usedAt: null,
          expiresAt: { gt: new Date() },
          createdById: { in: [...byId.keys()] },
        };
        const [rows, count] = await Promise.all([
          db.membershipInvite.findMany({
            where,
            orderBy: [{ createdAt: "desc" }, { id: "asc" }],
            skip: (page.page - 1) * page.pageSize,
            take: page.pageSize,
          }),
          db.membershipInvite.count({ where }),
        ]);
        const roles = new Map(
          (await db.memberRole.findMany({ where: { id: { in: rows.flatMap((r) => r.roleIds) } } })).map(
            (r) => [r.id, toRole(r)],
          ),
        );
        const results = rows.map((r) => {
          const creator = byId.get(r.createdById)!;
          return {
            id: r.id,
            roles: r.roleIds.flatMap((id) => roles.get(id) ?? []),
            createdBy: { email: creator.email, firstName: creator.firstName, lastName: creator.lastName },
            createdAt: r.createdAt,
            expiresAt: r.expiresAt,
          };
        });
        return { results, count };
      },

      /** An open link dies at once; 409 when it was revoked meanwhile. */
      revokeLink: (scope: { workspaceId: string }, id: string) =>
        guarded(
          db.membershipInvite.updateMany({
            where: { ...owned(scope, id), kind: "LINK", usedAt: null },
            data: { usedAt: new Date() },
          }),
        ),
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.$transaction(work),
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
