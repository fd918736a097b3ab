import {
  apiMessages,
  can,
  fieldMessages,
  inviteLinkTtlSeconds,
  type MemberRole,
  type MemberSignUpRequest,
  type Membership,
  type MembershipUpdate,
  messageForStatus,
  normalizeEmail,
} from "@tierline/contracts";
import type { Prisma } from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import { hashToken, randomToken } from "../auth/tokens";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { sendMailJob } from "../mail/mail.jobs";
import { loadAuthUser } from "../users/users.service";

const withDetails = {
  roles: { include: { role: true } },
  user: true,
  workspace: { select: { ownerId: true } },
  invites: { where: { usedAt: null }, orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.MembershipInclude;
type MembershipRow = Prisma.MembershipGetPayload<{ include: typeof withDetails }>;

function toWire(m: MembershipRow): Membership {
  return {
    id: m.id,
    email: m.email,
    first_name: m.user?.firstName ?? "",
    last_name: m.user?.lastName ?? "",
    user_id: m.userId,
    status: m.status,
    roles: m.roles.map((r) => ({ id: r.role.id, code: r.role.code as MemberRole, name: r.role.name })),
    is_owner: m.userId !== null && m.userId === m.workspace.ownerId,
    created: m.createdAt.toISOString(),
    invite_expires: m.status === "INVITED" ? (m.invites[0]?.expiresAt.toISOString() ?? null) : null,
  };
}

const linkInvalid = () =>
  new AppError("LINK_INVALID", apiMessages.linkInvalid, { code: apiMessages.linkInvalid });

/**
 * Members of a workspace: invitations by e-mail or open link (codes live 14 days), sign-up or
 * acceptance through them, and the life of a membership (Active -> Deactivated -> Invited or hidden).
 */
export function createMembershipsService({ db, jobs, config }: CoreDeps, sessions: SessionsService) {
  const expiry = () => new Date(Date.now() + inviteLinkTtlSeconds * 1000);
  const inviteUrl = (code: string) => `${config.appUrl}/invite/${code}`;

  /** The role ids exist (else a field error on `field`). */
  async function checkRoles(roleIds: string[], field: string) {
    const found = await db.memberRole.count({ where: { id: { in: roleIds } } });
    if (found !== new Set(roleIds).size)
      throw new AppError("VALIDATION", messageForStatus(400), { [field]: fieldMessages.rolesRequired });
  }

  async function mailInvitation(actor: Actor, membershipId: string, email: string) {
    const code = randomToken();
    await db.membershipInvite.create({
      data: {
        workspaceId: actor.workspaceId,
        kind: "EMAIL",
        codeHash: hashToken(code),
        membershipId,
        createdById: actor.userId,
        expiresAt: expiry(),
      },
    });
    const [inviter, workspace] = await Promise.all([
      db.user.findUniqueOrThrow({ where: { id: actor.userId } }),
      db.workspace.findUniqueOrThrow({ where: { id: actor.workspaceId } }),
    ]);
    await jobs.enqueue(sendMailJob, {
      to: email,
      mail: {
        template: "invitation",
        data: {
          url: inviteUrl(code),
          workspaceName: workspace.name,
          inviterName: `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email,
          days: inviteLinkTtlSeconds / 86_400,
        },
      },
    });
  }

  /** A usable invite for `code`: unknown is 404; expired, used or revoked is 400 LINK_INVALID. */
  async function usableInvite(code: string) {
    const invite = await db.membershipInvite.findUnique({
      where: { codeHash: hashToken(code) },
      include: { workspace: true, membership: true },
    });
    if (!invite) throw new AppError("NOT_FOUND", messageForStatus(404));
    if (invite.usedAt || invite.expiresAt <= new Date()) throw linkInvalid();
    if (invite.kind === "EMAIL" && invite.membership?.status !== "INVITED") throw linkInvalid();
    return invite;
  }

  /** A membership of the actor's workspace; hidden ones are gone for everything but the answer to hiding. */
  async function load(actor: Actor, id: string, includeHidden = false) {
    const status = includeHidden ? undefined : { not: "HIDDEN" as const };
    const membership = await db.membership.findFirst({
      where: { id, workspaceId: actor.workspaceId, status },
      include: withDetails,
    });
    if (!membership) throw new AppError("NOT_FOUND", messageForStatus(404));
    return membership;
  }

  /** Joins the user to the invite's workspace, atomically with marking an e-mail invite used. */
  async function join(invite: Awaited<ReturnType<typeof usableInvite>>, userId: string, email: string) {
    await db.$transaction(async (tx) => {
      if (invite.kind === "EMAIL") {
        const used = await tx.membershipInvite.updateMany({
          where: { id: invite.id, usedAt: null },
          data: { usedAt: new Date() },
        });
        if (used.count !== 1) throw linkInvalid();
        await tx.membership.update({
          where: { id: invite.membershipId! },
          data: { userId, status: "ACTIVE" },
        });
      } else {
        await tx.membership.create({
          data: {
            workspaceId: invite.workspaceId,
            userId,
            email,
            status: "ACTIVE",
            roles: { create: invite.roleIds.map((roleId) => ({ roleId })) },
          },
        });
      }
      await tx.userPreference.upsert({
        where: { userId_workspaceId: { userId, workspaceId: invite.workspaceId } },
        create: { userId, workspaceId: invite.workspaceId },
        update: {},
      });
    });
  }

  return {
    roles: () =>
      db.memberRole
        .findMany({ orderBy: { name: "asc" } })
        .then((rows) => rows.map((r) => ({ id: r.id, code: r.code as MemberRole, name: r.name }))),

    async list(
      actor: Actor,
      query: { status?: "ACTIVE" | "INVITED" | "DEACTIVATED"; page: number; page_size: number },
    ) {
      const where: Prisma.MembershipWhereInput = {
        workspaceId: actor.workspaceId,
        status: query.status ?? { not: "HIDDEN" },
      };
      const [rows, count] = await Promise.all([
        db.membership.findMany({
          where,
          include: withDetails,
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          skip: (query.page - 1) * query.page_size,
          take: query.page_size,
        }),
        db.membership.count({ where }),
      ]);
      return { results: rows.map(toWire), count };
    },

    async openInvite(actor: Actor, roleIds: string[]) {
      await checkRoles(roleIds, "roles");
      const code = randomToken();
      const expiresAt = expiry();
      await db.membershipInvite.create({
        data: {
          workspaceId: actor.workspaceId,
          kind: "LINK",
          codeHash: hashToken(code),
          roleIds,
          createdById: actor.userId,
          expiresAt,
        },
      });
      return { code, url: inviteUrl(code), expires: expiresAt.toISOString() };
    },

    /** Invites several addresses at once; every bad row is reported (as `invites.N.email`) before anything is written. */
    async emailInvite(actor: Actor, invites: { email: string; roles: string[] }[]) {
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      const rows = invites.map((i) => ({ email: normalizeEmail(i.email), roles: i.roles }));
      const existing = await db.membership.findMany({
        where: { workspaceId: actor.workspaceId, email: { in: rows.map((r) => r.email) } },
      });
      rows.forEach((row, i) => {
        if (seen.has(row.email)) fields[`invites.${i}.email`] = apiMessages.duplicateInvite;
        else if (existing.some((m) => m.email === row.email && m.status === "ACTIVE"))
          fields[`invites.${i}.email`] = apiMessages.alreadyMember;
        else if (existing.some((m) => m.email === row.email && m.status === "DEACTIVATED"))
          fields[`invites.${i}.email`] = apiMessages.reinviteInstead;
        seen.add(row.email);
      });
      for (const [i, row] of rows.entries())
        await checkRoles(row.roles, `invites.${i}.roles`).catch((e: AppError) =>
          Object.assign(fields, e.fields),
        );
      if (Object.keys(fields).length) throw new AppError("VALIDATION", messageForStatus(400), fields);

      const ids: string[] = [];
      for (const row of rows) {
        const user = await db.user.findUnique({ where: { email: row.email } });
        const membership = await db.membership.upsert({
          where: { workspaceId_email: { workspaceId: actor.workspaceId, email: row.email } },
          create: {
            workspaceId: actor.workspaceId,
            email: row.email,
            userId: user?.id,
            status: "INVITED",
            roles: { create: row.roles.map((roleId) => ({ roleId })) },
          },
          // An Invited or hidden person: invited afresh with the new roles.
          update: {
            status: "INVITED",
            roles: { deleteMany: {}, create: row.roles.map((roleId) => ({ roleId })) },
          },
        });
        await db.membershipInvite.updateMany({
          where: { membershipId: membership.id, usedAt: null },
          data: { usedAt: new Date() },
        });
        await mailInvitation(actor, membership.id, row.email);
        ids.push(membership.id);
      }
      const created = await db.membership.findMany({ where: { id: { in: ids } }, include: withDetails });
      return { results: ids.map((id) => toWire(created.find((m) => m.id === id)!)) };
    },

    async inviteInfo(code: string) {
      const invite = await usableInvite(code);
      const roleIds =
        invite.kind === "EMAIL"
          ? (await db.membershipRole.findMany({ where: { membershipId: invite.membershipId! } })).map(
              (r) => r.roleId,
            )
          : invite.roleIds;
      const roles = await db.memberRole.findMany({
        where: { id: { in: roleIds } },
        orderBy: { name: "asc" },
      });
      const email = invite.kind === "EMAIL" ? invite.membership!.email : null;
      return {
        workspace: { id: invite.workspace.id, name: invite.workspace.name },
        email,
        roles: roles.map((r) => ({ id: r.id, code: r.code as MemberRole, name: r.name })),
        expires: invite.expiresAt.toISOString(),
        account_exists: email ? (await db.user.count({ where: { email } })) > 0 : false,
      };
    },

    /** POST /members: a new person signs up through an invite and is signed in. */
    async signUp(input: MemberSignUpRequest, meta: SessionMeta) {
      const invite = await usableInvite(input.code);
      const email = normalizeEmail(input.email);
      if (invite.kind === "EMAIL" && invite.membership!.email !== email) {
        throw new AppError("VALIDATION", apiMessages.inviteOtherEmail, {
          email: apiMessages.inviteOtherEmail,
        });
      }
      if (await db.user.findUnique({ where: { email } })) {
        throw new AppError("CONFLICT", apiMessages.emailTaken, { email: apiMessages.signInToAccept });
      }
      const user = await db.user.create({
        data: {
          email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash: await hashPassword(input.password),
          passwordAuthenticated: true,
        },
      });
      await join(invite, user.id, email);
      const tokens = await sessions.start(user.id, meta);
      return { ...tokens, user: await loadAuthUser(db, user.id) };
    },

    /** A signed-in user accepts: an e-mail invite only for its address; a link never revives a deactivated member. */
    async accept(session: SessionActor, code: string) {
      const invite = await usableInvite(code);
      const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
      if (invite.kind === "EMAIL" && invite.membership!.email !== user.email)
        throw new AppError("FORBIDDEN", apiMessages.inviteOtherEmail);
      if (invite.kind === "LINK") {
        const current = await db.membership.findFirst({
          where: { workspaceId: invite.workspaceId, OR: [{ userId: user.id }, { email: user.email }] },
        });
        if (current?.status === "ACTIVE") throw new AppError("CONFLICT", apiMessages.alreadyMember);
        if (current) throw new AppError("FORBIDDEN", apiMessages.accountDeactivated);
      }
      await join(invite, user.id, user.email);
      return loadAuthUser(db, user.id);
    },

    /** Edit roles, deactivate (Active or Invited -> Deactivated) or hide (Deactivated -> hidden); never the owner's. */
    async update(actor: Actor, id: string, change: MembershipUpdate) {
      const membership = await load(actor, id);
      if (!can(actor, "members.update", { isOwnerMembership: toWire(membership).is_owner }))
        throw new AppError("FORBIDDEN", messageForStatus(403));
      if (change.roles) await checkRoles(change.roles, "roles");
      const allowed = { DEACTIVATED: ["ACTIVE", "INVITED"], HIDDEN: ["DEACTIVATED"] } as const;
      if (change.status && !(allowed[change.status] as readonly string[]).includes(membership.status)) {
        throw new AppError("CONFLICT", messageForStatus(409));
      }
      await db.$transaction(async (tx) => {
        if (change.roles) {
          await tx.membershipRole.deleteMany({
            where: { membershipId: id, roleId: { notIn: change.roles } },
          });
          await tx.membershipRole.createMany({
            data: change.roles.map((roleId) => ({ membershipId: id, roleId })),
            skipDuplicates: true,
          });
        }
        if (change.status) {
          await tx.membership.update({ where: { id }, data: { status: change.status } });
          await tx.membershipInvite.updateMany({
            where: { membershipId: id, usedAt: null },
            data: { usedAt: new Date() },
          });
        }
      });
      // A member deactivated in their last workspace is signed out everywhere at once.
      if (change.status === "DEACTIVATED" && membership.userId) {
        const stillActive = await db.membership.count({
          where: { userId: membership.userId, status: "ACTIVE" },
        });
        if (stillActive === 0) await sessions.endAllForUser(membership.userId, "deactivated");
      }
      return toWire(await load(actor, id, true));
    },

    /** Deactivated -> Invited, with a fresh invitation mail. */
    async reInvite(actor: Actor, id: string) {
      const membership = await load(actor, id);
      if (membership.status !== "DEACTIVATED") throw new AppError("CONFLICT", messageForStatus(409));
      await db.membership.update({ where: { id }, data: { status: "INVITED" } });
      await mailInvitation(actor, id, membership.email);
      return toWire(await load(actor, id));
    },
  };
}
