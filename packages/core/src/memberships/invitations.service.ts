import {
  apiMessages,
  can,
  inviteLinkDays,
  inviteLinkTtlSeconds,
  type MemberSignUpRequest,
  memberRoles,
  newMemberAccountSchema,
  normalizeEmail,
} from "@tierline/contracts";
import type { Actor, SessionActor } from "../actor";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import { hashToken, randomToken } from "../auth/tokens";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { sendMailJob } from "../mail/mail.jobs";
import { assertMayMail, mailWindowMs } from "../mail/mail-limit";
import { owned, type Page } from "../repository";
import { type CurrentUser, emailExists, loadCurrentUser } from "../users/users.service";
import type { Membership, OpenInviteListing, RoleRef } from "./membership";
import type { MembershipsRepository } from "./memberships.repository";
import type { RolesService } from "./roles.service";

/** An open link: its code (shown once), the URL to share and when it lapses. */
export interface OpenInvite {
  code: string;
  url: string;
  expiresAt: Date;
}

/** What an invite code offers, shown before it is used (public). */
export interface InviteOffer {
  workspace: { id: string; name: string };
  /** The invited address of an e-mail invite; null for an open link anyone may use. */
  email: string | null;
  roles: RoleRef[];
  expiresAt: Date;
  /** Whether an account already uses the invited address (then: sign in and accept). */
  accountExists: boolean;
}

/** POST /members: signed up and in (an e-mail invite), or mailed an invitation to sign up from (an open link). */
type SignUpResult =
  | { kind: "signedIn"; access: string; refresh: string; user: CurrentUser }
  | { kind: "mailed"; email: string };

const linkInvalid = () =>
  new AppError("LINK_INVALID", apiMessages.linkInvalid, { code: apiMessages.linkInvalid });

/** An accepted invitation: the user, now Active in the workspace, and which workspace that is. */
export interface Accepted {
  user: CurrentUser;
  workspaceId: string;
}

/** Who sends an invitation: the workspace and the member in whose name it goes out. */
interface Inviter {
  workspaceId: string;
  userId: string;
}

/** The roles whose members may invite: their open links live (a link dies with its creator's right). */
const invitingRoles = memberRoles.filter((role) => can({ roles: [role], isOwner: false }, "members.invite"));

/** The account an e-mail invitation's page asks for; missing or bad parts are field errors. */
function newAccountOf(input: MemberSignUpRequest) {
  const parsed = newMemberAccountSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
  throw new AppError("VALIDATION", fields);
}

/**
 * Invitations to a workspace: by e-mail or open link (codes live 14 days), what a code offers, sign-up or
 * acceptance through one, and inviting a deactivated member again.
 *
 * A membership gets its user only when that person joins (signs up or accepts) with a proven address:
 * an invitation never touches an existing account, so revoking one cannot lock anybody out.
 */
export function createInvitationsService(
  { db, jobs, config }: CoreDeps,
  repository: MembershipsRepository,
  roles: RolesService,
  sessions: SessionsService,
) {
  const expiry = () => new Date(Date.now() + inviteLinkTtlSeconds * 1000);
  const inviteUrl = (code: string) => `${config.appUrl}/invite/${code}`;

  const mailWindowStart = () => new Date(Date.now() - mailWindowMs);
  /**
   * The mail limit checked before a state change that is followed by a mail, so the change is not
   * made when the mail would be refused. (The check in `mailInvitation` is the one that holds in a race.)
   */
  const assertMayMailTo = async (membershipId: string, field?: string) =>
    assertMayMail(await repository.invites.emailCodesSince(db, membershipId, mailWindowStart()), field);

  /**
   * A fresh single-use code for an Invited membership, mailed to its address: earlier codes stop
   * working and the 14 days start again. 409 when it is no longer Invited, 429 past the mail limit.
   */
  async function mailInvitation(inviter: Inviter, membershipId: string, email: string, field?: string) {
    const code = randomToken();
    await repository.whileInvited(inviter, membershipId, async (tx) => {
      assertMayMail(await repository.invites.emailCodesSince(tx, membershipId, mailWindowStart()), field);
      await repository.invites.replaceEmailCode(tx, {
        workspaceId: inviter.workspaceId,
        membershipId,
        codeHash: hashToken(code),
        createdById: inviter.userId,
        expiresAt: expiry(),
      });
    });
    const [from, workspace] = await repository.inviterAndWorkspace(inviter.userId, inviter.workspaceId);
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
    const invite = await repository.invites.findByCodeHash(hashToken(code));
    if (!invite) throw notFound();
    if (invite.usedAt || invite.expiresAt <= new Date()) throw linkInvalid();
    if (invite.kind === "EMAIL" && invite.membership?.status !== "INVITED") throw linkInvalid();
    if (invite.kind === "LINK") {
      const creator = await repository.activeAccessOf(invite.workspaceId, invite.createdById);
      if (!creator || !can(creator, "members.invite")) throw linkInvalid();
    }
    return invite;
  }

  /** The signed-in user's account, once its address is proven: joining a workspace needs that proof. */
  async function provenAccount(session: SessionActor) {
    const user = await repository.accountOf(session.userId);
    if (!user.emailVerifiedAt) throw new AppError("FORBIDDEN", apiMessages.verifyEmailFirst);
    return user;
  }

  /** Invites `email` (a new or an Invited/hidden person) with `roleIds` and mails them a code. */
  async function invite(inviter: Inviter, email: string, roleIds: string[], field?: string) {
    const existing = await repository.findByAddress(inviter.workspaceId, email);
    if (existing) await assertMayMailTo(existing.id, field);
    const membershipId =
      existing?.id ?? (await repository.createInvited(inviter.workspaceId, email, roleIds));
    if (existing) await repository.reopenInvitation(inviter, existing.id, roleIds);
    await mailInvitation(inviter, membershipId, email, field);
    return membershipId;
  }

  return {
    async openInvite(actor: Actor, roleIds: string[]): Promise<OpenInvite> {
      await roles.assertExist(roleIds, "roles");
      const code = randomToken();
      const expiresAt = expiry();
      await repository.invites.createLink({
        workspaceId: actor.workspaceId,
        codeHash: hashToken(code),
        roleIds,
        createdById: actor.userId,
        expiresAt,
      });
      return { code, url: inviteUrl(code), expiresAt };
    },

    /** Invites several addresses at once; every bad row is reported (as `invites.N.email`) before anything is written. */
    async emailInvite(actor: Actor, invites: { email: string; roles: string[] }[]): Promise<Membership[]> {
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      const rows = invites.map((i) => ({ email: normalizeEmail(i.email), roles: i.roles }));
      const existing = await repository.statusesByAddress(
        actor.workspaceId,
        rows.map((r) => r.email),
      );
      for (const [i, row] of rows.entries()) {
        const current = existing.find((m) => m.email === row.email);
        const status = current?.status;
        if (seen.has(row.email)) fields[`invites.${i}.email`] = apiMessages.duplicateInvite;
        else if (status === "ACTIVE") fields[`invites.${i}.email`] = apiMessages.alreadyMember;
        else if (status === "DEACTIVATED") fields[`invites.${i}.email`] = apiMessages.reinviteInstead;
        // Checked before anything is written, so no row of the call is mailed when one is refused.
        else if (current) await assertMayMailTo(current.id, `invites.${i}.email`);
        seen.add(row.email);
        await roles
          .assertExist(row.roles, `invites.${i}.roles`)
          .catch((e: AppError) => Object.assign(fields, e.fields));
      }
      if (Object.keys(fields).length) throw new AppError("VALIDATION", fields);

      const ids: string[] = [];
      for (const [i, row] of rows.entries())
        ids.push(await invite(actor, row.email, row.roles, `invites.${i}.email`));
      return repository.byIds(actor.workspaceId, ids);
    },

    async offer(code: string): Promise<InviteOffer> {
      const found = await usableInvite(code);
      const roleIds =
        found.kind === "EMAIL" ? await repository.roleIdsOf(found.membershipId!) : found.roleIds;
      const email = found.kind === "EMAIL" ? found.membership!.email : null;
      return {
        workspace: { id: found.workspace.id, name: found.workspace.name },
        email,
        roles: await repository.roles(roleIds),
        expiresAt: found.expiresAt,
        accountExists: email ? await emailExists(db, email) : false,
      };
    },

    /**
     * POST /members. An e-mail invite's code was read from the mailbox, which proves the address: the
     * account is created (verified) and signed in. An open link proves nothing about the address typed
     * in, so instead that address is mailed an invitation with the link's roles, to sign up from.
     */
    async signUp(input: MemberSignUpRequest, meta: SessionMeta): Promise<SignUpResult> {
      const found = await usableInvite(input.code);
      const email = normalizeEmail(input.email);
      if (found.kind === "LINK") {
        const current = await repository.findByAddress(found.workspaceId, email);
        if (current?.status === "ACTIVE")
          throw new AppError("CONFLICT", apiMessages.alreadyMember, { email: apiMessages.alreadyMember });
        if (current?.status === "DEACTIVATED")
          throw new AppError("FORBIDDEN", apiMessages.accountDeactivated);
        // Names and a password given here are not used: the person gives them once, from the mail.
        await invite(
          { workspaceId: found.workspaceId, userId: found.createdById },
          email,
          current?.status === "INVITED" ? await repository.roleIdsOf(current.id) : found.roleIds,
          "email",
        );
        return { kind: "mailed", email };
      }
      if (found.membership!.email !== email)
        throw new AppError("VALIDATION", apiMessages.inviteOtherEmail, {
          email: apiMessages.inviteOtherEmail,
        });
      if (await emailExists(db, email))
        throw new AppError("CONFLICT", apiMessages.emailTaken, { email: apiMessages.signInToAccept });
      const account = newAccountOf(input);
      const passwordHash = await hashPassword(account.password);
      // The code was read from the mailbox: the new account's address is proven.
      const userId = await repository.join(
        found,
        email,
        { newUser: { firstName: account.first_name, lastName: account.last_name, passwordHash } },
        linkInvalid,
      );
      const tokens = await sessions.start(userId, meta);
      return { kind: "signedIn", ...tokens, user: await loadCurrentUser(db, userId) };
    },

    /**
     * A signed-in user accepts by code. Their address must be proven (else anyone could claim an address
     * at sign-up and use it to join); an e-mail invite only for that address; a link never revives a
     * deactivated member nor replaces a pending invitation.
     */
    async accept(session: SessionActor, code: string): Promise<Accepted> {
      const found = await usableInvite(code);
      const user = await provenAccount(session);
      if (found.kind === "EMAIL" && found.membership!.email !== user.email)
        throw new AppError("FORBIDDEN", apiMessages.inviteOtherEmail);
      if (found.kind === "LINK") {
        const current = await repository.findByAddress(found.workspaceId, user.email, user.id);
        if (current?.status === "ACTIVE") throw new AppError("CONFLICT", apiMessages.alreadyMember);
        if (current?.status === "INVITED") throw new AppError("CONFLICT", apiMessages.pendingInvite);
        if (current) throw new AppError("FORBIDDEN", apiMessages.accountDeactivated);
      }
      await repository.join(found, user.email, { userId: user.id }, linkInvalid);
      return { user: await loadCurrentUser(db, user.id), workspaceId: found.workspaceId };
    },

    /**
     * A signed-in user accepts a pending invitation GET /users/me listed, by its id: the same proven
     * address rule as by code. The access layer already checked it is addressed to them (kind
     * `invitation`); accepted or revoked meanwhile, it is gone (404); lapsed, it says so (400).
     */
    async acceptById(session: SessionActor, membershipId: string): Promise<Accepted> {
      const user = await provenAccount(session);
      const invite = await repository.invites.pendingFor(membershipId, user.email);
      if (!invite) throw notFound();
      if (invite.expiresAt <= new Date()) throw new AppError("LINK_INVALID", apiMessages.invitationExpired);
      await repository.join(invite, user.email, { userId: user.id }, notFound);
      return { user: await loadCurrentUser(db, user.id), workspaceId: invite.workspaceId };
    },

    /**
     * Revokes a pending invitation: its code dies at once. Someone who never joined leaves the lists
     * (hidden: inviting the address again starts afresh); a re-invited former member is Deactivated
     * again, as before the re-invite. 409 when it is no longer Invited (joined or revoked meanwhile).
     */
    async revoke(actor: Actor, id: string): Promise<Membership> {
      const membership = await repository.find(actor, id);
      await repository.endInvitation(actor, id, membership.userId ? "DEACTIVATED" : "HIDDEN");
      return repository.find(actor, id, { includeHidden: true });
    },

    /** Mails a pending invitation again: a fresh code (the old one dies) living 14 days from now. */
    async resend(actor: Actor, id: string): Promise<Membership> {
      const membership = await repository.find(actor, id);
      await mailInvitation(actor, id, membership.email);
      return repository.find(actor, id);
    },

    /** The workspace's open links that still work, newest first, for revoking a leaked one. */
    openInvites: (actor: Actor, page: { page: number; pageSize: number }): Promise<Page<OpenInviteListing>> =>
      repository.invites.liveLinks(actor.workspaceId, invitingRoles, page),

    /** An open link stops working at once. */
    revokeOpenInvite: (actor: Actor, id: string) => repository.invites.revokeLink(actor, id),

    /** Deactivated -> Invited, with a fresh invitation mail. */
    async reInvite(actor: Actor, id: string): Promise<Membership> {
      const membership = await repository.find(actor, id);
      await assertMayMailTo(id);
      await repository.moveStatus(db, owned(actor, id), ["DEACTIVATED"], "INVITED");
      await mailInvitation(actor, id, membership.email);
      return repository.find(actor, id);
    },
  };
}
