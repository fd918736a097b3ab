import {
  apiMessages,
  can,
  fieldMessages,
  inviteLinkDays,
  inviteLinkTtlSeconds,
  type MemberRole,
  type MemberSignUpRequest,
  type Membership,
  type MembershipUpdate,
  normalizeEmail,
} from "@tierline/contracts";
import type { Prisma } from "@tierline/db";
import { memberAccess } from "../access/access.service";
import type { Actor, SessionActor } from "../actor";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import { hashToken, randomToken } from "../auth/tokens";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { sendMailJob } from "../mail/mail.jobs";
import { findOwned, guarded, owned, transition } from "../repository";
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

/** Who sends an invitation: the workspace and the member in whose name it goes out. */
interface Inviter {
  workspaceId: string;
  userId: string;
}

/**
 * Members of a workspace: invitations by e-mail or open link (codes live 14 days), sign-up or
 * acceptance through them, and the life of a membership (Active -> Deactivated -> Invited or hidden).
 *
 * A membership gets its user only when that person joins (signs up or accepts) with a proven address:
 * an invitation never touches an existing account, so revoking one cannot lock anybody out.
 */
export function createMembershipsService({ db, jobs, config }: CoreDeps, sessions: SessionsService) {
  const expiry = () => new Date(Date.now() + inviteLinkTtlSeconds * 1000);
  const inviteUrl = (code: string) => `${config.appUrl}/invite/${code}`;

  /** The role ids exist (else a field error on `field`). */
  async function checkRoles(roleIds: string[], field: string) {
    const found = await db.memberRole.count({ where: { id: { in: roleIds } } });
    if (found !== roleIds.length) throw new AppError("VALIDATION", { [field]: fieldMessages.rolesRequired });
  }

  /** A fresh single-use code for an Invited membership, mailed to its address (earlier codes stop working). */
  async function mailInvitation(inviter: Inviter, membershipId: string, email: string) {
    const code = randomToken();
    await db.$transaction([
      db.membershipInvite.updateMany({ where: { membershipId, usedAt: null }, data: { usedAt: new Date() } }),
      db.membershipInvite.create({
        data: {
          workspaceId: inviter.workspaceId,
          kind: "EMAIL",
          codeHash: hashToken(code),
          membershipId,
          createdById: inviter.userId,
          expiresAt: expiry(),
        },
      }),
    ]);
    const [from, workspace] = await Promise.all([
      db.user.findUniqueOrThrow({ where: { id: inviter.userId } }),
      db.workspace.findUniqueOrThrow({ where: { id: inviter.workspaceId } }),
    ]);
    await jobs.enqueue(sendMailJob, {
      to: email,
      mail: {
        template: "invitation",
        data: {
          url: inviteUrl(code),
          workspaceName: workspace.name,
          inviterName: `${from.firstName} ${from.lastName}`.trim() || from.email,
          days: inviteLinkDays,
        },
      },
    });
  }

  /**
   * A usable invite for `code`: unknown is 404; expired, used or revoked is 400 LINK_INVALID. An open
   * link also dies with its creator's right to invite (deactivated, or no longer an Admin).
   */
  async function usableInvite(code: string) {
    const invite = await db.membershipInvite.findUnique({
      where: { codeHash: hashToken(code) },
      include: { workspace: true, membership: true },
    });
    if (!invite) throw notFound();
    if (invite.usedAt || invite.expiresAt <= new Date()) throw linkInvalid();
    if (invite.kind === "EMAIL" && invite.membership?.status !== "INVITED") throw linkInvalid();
    if (invite.kind === "LINK") {
      const creator = await db.membership.findFirst({
        where: { workspaceId: invite.workspaceId, userId: invite.createdById, status: "ACTIVE" },
        include: { roles: { include: { role: true } }, workspace: { select: { ownerId: true } } },
      });
      if (!creator || !can(memberAccess(creator), "members.invite")) throw linkInvalid();
    }
    return invite;
  }
  type Invite = Awaited<ReturnType<typeof usableInvite>>;

  function load(actor: Actor, id: string, includeHidden = false) {
    const status = includeHidden ? undefined : { not: "HIDDEN" as const };
    return findOwned(actor, id, (where) =>
      db.membership.findFirst({ where: { ...where, status }, include: withDetails }),
    );
  }

  /** Joins through `invite` the user that `userId` gives (it may create them), all in one transaction. */
  async function join(
    invite: Invite,
    email: string,
    userId: (tx: Prisma.TransactionClient) => Promise<string>,
  ) {
    return db.$transaction(async (tx) => {
      const id = await userId(tx);
      if (invite.kind === "EMAIL") {
        // Both writes carry what they expect: a code used meanwhile, or a member revoked, loses.
        await guarded(
          tx.membershipInvite.updateMany({
            where: { id: invite.id, usedAt: null },
            data: { usedAt: new Date() },
          }),
          linkInvalid,
        );
        await guarded(
          tx.membership.updateMany({
            where: { id: invite.membershipId!, status: "INVITED" },
            data: { userId: id, status: "ACTIVE" },
          }),
          linkInvalid,
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
    });
  }

  async function rolesOf(membershipId: string) {
    return (await db.membershipRole.findMany({ where: { membershipId } })).map((r) => r.roleId);
  }

  /** Invites `email` (a new or an Invited/hidden person) with `roleIds` and mails them a code. */
  async function invite(inviter: Inviter, email: string, roleIds: string[]) {
    const existing = await db.membership.findUnique({
      where: { workspaceId_email: { workspaceId: inviter.workspaceId, email } },
    });
    let membershipId: string;
    if (existing) {
      // Only an Invited or hidden person is invited afresh; a concurrent join or deactivation wins.
      await transition(owned(inviter, existing.id), ["INVITED", "HIDDEN"], (where) =>
        db.membership.updateMany({ where, data: { status: "INVITED" } }),
      );
      await db.$transaction([
        db.membershipRole.deleteMany({ where: { membershipId: existing.id } }),
        db.membershipRole.createMany({
          data: roleIds.map((roleId) => ({ membershipId: existing.id, roleId })),
        }),
      ]);
      membershipId = existing.id;
    } else {
      membershipId = (
        await db.membership.create({
          data: {
            workspaceId: inviter.workspaceId,
            email,
            status: "INVITED",
            roles: { create: roleIds.map((roleId) => ({ roleId })) },
          },
        })
      ).id;
    }
    await mailInvitation(inviter, membershipId, email);
    return membershipId;
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
      for (const [i, row] of rows.entries()) {
        const status = existing.find((m) => m.email === row.email)?.status;
        if (seen.has(row.email)) fields[`invites.${i}.email`] = apiMessages.duplicateInvite;
        else if (status === "ACTIVE") fields[`invites.${i}.email`] = apiMessages.alreadyMember;
        else if (status === "DEACTIVATED") fields[`invites.${i}.email`] = apiMessages.reinviteInstead;
        seen.add(row.email);
        await checkRoles(row.roles, `invites.${i}.roles`).catch((e: AppError) =>
          Object.assign(fields, e.fields),
        );
      }
      if (Object.keys(fields).length) throw new AppError("VALIDATION", fields);

      const ids: string[] = [];
      for (const row of rows) ids.push(await invite(actor, row.email, row.roles));
      const created = await db.membership.findMany({ where: { id: { in: ids } }, include: withDetails });
      return { results: ids.map((id) => toWire(created.find((m) => m.id === id)!)) };
    },

    async inviteInfo(code: string) {
      const found = await usableInvite(code);
      const roleIds = found.kind === "EMAIL" ? await rolesOf(found.membershipId!) : found.roleIds;
      const roles = await db.memberRole.findMany({
        where: { id: { in: roleIds } },
        orderBy: { name: "asc" },
      });
      const email = found.kind === "EMAIL" ? found.membership!.email : null;
      return {
        workspace: { id: found.workspace.id, name: found.workspace.name },
        email,
        roles: roles.map((r) => ({ id: r.id, code: r.code as MemberRole, name: r.name })),
        expires: found.expiresAt.toISOString(),
        account_exists: email ? (await db.user.count({ where: { email } })) > 0 : false,
      };
    },

    /**
     * POST /members. An e-mail invite's code was read from the mailbox, which proves the address: the
     * account is created (verified) and signed in. An open link proves nothing about the address typed
     * in, so instead that address is mailed an invitation with the link's roles, to sign up from.
     */
    async signUp(input: MemberSignUpRequest, meta: SessionMeta) {
      const found = await usableInvite(input.code);
      const email = normalizeEmail(input.email);
      if (found.kind === "LINK") {
        const current = await db.membership.findUnique({
          where: { workspaceId_email: { workspaceId: found.workspaceId, email } },
        });
        if (current?.status === "ACTIVE")
          throw new AppError("CONFLICT", apiMessages.alreadyMember, { email: apiMessages.alreadyMember });
        if (current?.status === "DEACTIVATED")
          throw new AppError("FORBIDDEN", apiMessages.accountDeactivated);
        await invite(
          { workspaceId: found.workspaceId, userId: found.createdById },
          email,
          current?.status === "INVITED" ? await rolesOf(current.id) : found.roleIds,
        );
        return { status: 202 as const, body: { email_sent: true as const, email } };
      }
      if (found.membership!.email !== email)
        throw new AppError("VALIDATION", apiMessages.inviteOtherEmail, {
          email: apiMessages.inviteOtherEmail,
        });
      if (await db.user.findUnique({ where: { email } }))
        throw new AppError("CONFLICT", apiMessages.emailTaken, { email: apiMessages.signInToAccept });
      const passwordHash = await hashPassword(input.password);
      const userId = await join(
        found,
        email,
        async (tx) =>
          (
            await tx.user.create({
              data: {
                email,
                firstName: input.first_name,
                lastName: input.last_name,
                passwordHash,
                passwordAuthenticated: true,
                emailVerifiedAt: new Date(),
              },
            })
          ).id,
      );
      const tokens = await sessions.start(userId, meta);
      return { status: 201 as const, body: { ...tokens, user: await loadAuthUser(db, userId) } };
    },

    /**
     * A signed-in user accepts. Their address must be proven (else anyone could claim an address at
     * sign-up and use it to join); an e-mail invite only for that address; a link never revives a
     * deactivated member nor replaces a pending invitation.
     */
    async accept(session: SessionActor, code: string) {
      const found = await usableInvite(code);
      const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
      if (!user.emailVerifiedAt) throw new AppError("FORBIDDEN", apiMessages.verifyEmailFirst);
      if (found.kind === "EMAIL" && found.membership!.email !== user.email)
        throw new AppError("FORBIDDEN", apiMessages.inviteOtherEmail);
      if (found.kind === "LINK") {
        const current = await db.membership.findFirst({
          where: { workspaceId: found.workspaceId, OR: [{ userId: user.id }, { email: user.email }] },
        });
        if (current?.status === "ACTIVE") throw new AppError("CONFLICT", apiMessages.alreadyMember);
        if (current?.status === "INVITED") throw new AppError("CONFLICT", apiMessages.pendingInvite);
        if (current) throw new AppError("FORBIDDEN", apiMessages.accountDeactivated);
      }
      await join(found, user.email, async () => user.id);
      return loadAuthUser(db, user.id);
    },

    /** Edit roles, deactivate (Active or Invited -> Deactivated) or hide (Deactivated -> hidden); never the owner's. */
    async update(actor: Actor, id: string, change: MembershipUpdate) {
      const membership = await load(actor, id);
      if (!can(actor, "members.update", { isOwnerMembership: toWire(membership).is_owner }))
        throw new AppError("FORBIDDEN");
      if (change.roles) await checkRoles(change.roles, "roles");
      const from = { DEACTIVATED: ["ACTIVE", "INVITED"], HIDDEN: ["DEACTIVATED"] } as const;
      await db.$transaction(async (tx) => {
        if (change.status) {
          // The status guard is in the write itself: of two concurrent changes, only a legal one lands.
          const to = change.status;
          await transition(owned(actor, id), from[to], (where) =>
            tx.membership.updateMany({ where, data: { status: to } }),
          );
          await tx.membershipInvite.updateMany({
            where: { membershipId: id, usedAt: null },
            data: { usedAt: new Date() },
          });
        }
        if (change.roles) {
          await tx.membershipRole.deleteMany({
            where: { membershipId: id, roleId: { notIn: change.roles } },
          });
          await tx.membershipRole.createMany({
            data: change.roles.map((roleId) => ({ membershipId: id, roleId })),
            skipDuplicates: true,
          });
        }
      });
      // An Active member deactivated in their last workspace is signed out everywhere at once.
      if (change.status === "DEACTIVATED" && membership.status === "ACTIVE" && membership.userId) {
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
      await transition(owned(actor, id), ["DEACTIVATED"], (where) =>
        db.membership.updateMany({ where, data: { status: "INVITED" } }),
      );
      await mailInvitation(actor, id, membership.email);
      return toWire(await load(actor, id));
    },
  };
}
