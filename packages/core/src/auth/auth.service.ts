import {
  apiMessages,
  fieldMessages,
  magicLinkTtlSeconds,
  normalizeEmail,
  passwordResetTtlSeconds,
  type SetPasswordRequest,
} from "@tierline/contracts";
import { assertMayUseAccount } from "../access/access.service";
import type { SessionActor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { sendMailJob } from "../mail/mail.jobs";
import { guarded } from "../repository";
import { loadCurrentUser } from "../users/users.service";
import { hashPassword, UNMATCHABLE_HASH, verifyPassword } from "./passwords";
import { createSessionsService, type SessionMeta } from "./sessions.service";
import { hashToken, randomToken } from "./tokens";

/**
 * Sign-in by password or magic link, and the password life cycle. Calls that take an e-mail answer
 * the same for unknown addresses, so they cannot be used to discover accounts.
 */
export function createAuthService(deps: CoreDeps) {
  const { db, jobs, config } = deps;
  const sessions = createSessionsService(deps);

  async function signIn(userId: string, meta: SessionMeta) {
    await assertMayUseAccount(db, userId);
    const tokens = await sessions.start(userId, meta);
    return { ...tokens, user: await loadCurrentUser(db, userId) };
  }

  /**
   * The user just proved they read their mailbox. The first time, a password set before that proof (by
   * whoever typed this address at sign-up) is dropped and every other session ends: an address cannot be
   * claimed in advance by someone who does not own it.
   */
  async function markVerified(userId: string, options: { dropEarlierPassword: boolean }) {
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    if (user.emailVerifiedAt) return;
    await db.user.update({
      where: { id: userId },
      data: {
        emailVerifiedAt: new Date(),
        ...(options.dropEarlierPassword && user.passwordHash
          ? { passwordHash: null, passwordAuthenticated: false }
          : {}),
      },
    });
    await sessions.endAllForUser(userId, "email_verified");
  }

  const linkInvalid = () =>
    new AppError("LINK_INVALID", apiMessages.linkInvalid, { token: apiMessages.linkInvalid });

  /** The link of a token, judged first: unknown, used or expired is LINK_INVALID whoever opens it. */
  async function liveMagicLink(token: string) {
    const link = await db.magicLink.findUnique({ where: { tokenHash: hashToken(token) } });
    if (!link || link.usedAt || link.expiresAt <= new Date()) throw linkInvalid();
    return link;
  }

  /** Marks a single-use link used, atomically: of two concurrent uses one wins, the other is LINK_INVALID. */
  async function claimMagicLink(link: { id: string; userId: string }) {
    await guarded(
      db.magicLink.updateMany({
        where: { id: link.id, usedAt: null, expiresAt: { gt: new Date() } },
        data: { usedAt: new Date() },
      }),
      linkInvalid,
    );
    return link.userId;
  }

  return {
    sessions,

    async login(email: string, password: string, meta: SessionMeta) {
      const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
      const ok = await verifyPassword(password, user?.passwordHash ?? UNMATCHABLE_HASH);
      if (!user?.passwordHash || !ok)
        throw new AppError("INVALID_CREDENTIALS", apiMessages.invalidCredentials);
      return signIn(user.id, meta);
    },

    async requestMagicLink(email: string) {
      const clientCode = randomToken();
      const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
      if (user) {
        const token = randomToken();
        await db.magicLink.create({
          data: {
            userId: user.id,
            tokenHash: hashToken(token),
            clientCodeHash: hashToken(clientCode),
            expiresAt: new Date(Date.now() + magicLinkTtlSeconds * 1000),
          },
        });
        const url = `${config.appUrl}/auth/magic?token=${encodeURIComponent(token)}`;
        await jobs.enqueue(sendMailJob, {
          to: user.email,
          mail: { template: "magic-link", data: { url, minutes: magicLinkTtlSeconds / 60 } },
        });
      }
      return { clientCode };
    },

    /**
     * Same device: the browser that asked for the link still holds its client code. Without it, or with
     * another request's, a live link answers CLIENT_CODE_MISMATCH and stays unused, so the user can
     * still choose "continue on this device"; a dead link is LINK_INVALID before any code is compared.
     */
    async exchangeMagicLink(token: string, clientCode: string | undefined, meta: SessionMeta) {
      const link = await liveMagicLink(token);
      if (clientCode === undefined || link.clientCodeHash !== hashToken(clientCode)) {
        throw new AppError("CLIENT_CODE_MISMATCH", apiMessages.otherDevice);
      }
      const userId = await claimMagicLink(link);
      await markVerified(userId, { dropEarlierPassword: true });
      return signIn(userId, meta);
    },

    /** Another device: the user confirmed there that they want to sign in on it. */
    async continueMagicLink(token: string, meta: SessionMeta) {
      const userId = await claimMagicLink(await liveMagicLink(token));
      await markVerified(userId, { dropEarlierPassword: true });
      return signIn(userId, meta);
    },

    /** Sets a first password, or changes one: then the current password is required and other sessions end. */
    async setPassword(actor: SessionActor, input: SetPasswordRequest) {
      const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId } });
      if (user.passwordHash) {
        const message = input.current_password
          ? apiMessages.wrongPassword
          : fieldMessages.currentPasswordRequired;
        if (!input.current_password || !(await verifyPassword(input.current_password, user.passwordHash))) {
          throw new AppError("VALIDATION", message, { current_password: message });
        }
      }
      await db.user.update({
        where: { id: actor.userId },
        data: { passwordHash: await hashPassword(input.password), passwordAuthenticated: true },
      });
      if (user.passwordHash) await sessions.endAllForUser(actor.userId, "password_change", actor.sessionId);
      return loadCurrentUser(db, actor.userId);
    },

    async disablePassword(actor: SessionActor, currentPassword: string) {
      const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId } });
      if (!user.passwordHash) throw new AppError("CONFLICT", apiMessages.noPassword);
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new AppError("VALIDATION", apiMessages.wrongPassword, { password: apiMessages.wrongPassword });
      }
      await db.user.update({
        where: { id: actor.userId },
        data: { passwordHash: null, passwordAuthenticated: false },
      });
      return loadCurrentUser(db, actor.userId);
    },

    async forgotPassword(email: string) {
      const user = await db.user.findUnique({ where: { email: normalizeEmail(email) } });
      if (!user) return;
      const token = randomToken();
      await db.passwordResetToken.create({
        data: {
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + passwordResetTtlSeconds * 1000),
        },
      });
      const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await jobs.enqueue(sendMailJob, {
        to: user.email,
        mail: { template: "password-reset", data: { url, minutes: passwordResetTtlSeconds / 60 } },
      });
    },

    /** Answers the address whose password was reset (the api clears its failed sign-ins). */
    async resetForgotPassword(token: string, password: string): Promise<{ email: string }> {
      const row = await db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
      if (!row || row.usedAt || row.expiresAt <= new Date()) throw linkInvalid();
      await guarded(
        db.passwordResetToken.updateMany({
          where: { id: row.id, usedAt: null },
          data: { usedAt: new Date() },
        }),
        linkInvalid,
      );
      const user = await db.user.update({
        where: { id: row.userId },
        data: { passwordHash: await hashPassword(password), passwordAuthenticated: true },
      });
      await markVerified(row.userId, { dropEarlierPassword: false });
      // Whoever could use the old password, a session or a pending link is shut out.
      await sessions.endAllForUser(row.userId, "password_reset");
      const now = new Date();
      await db.magicLink.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: now } });
      await db.passwordResetToken.updateMany({
        where: { userId: row.userId, usedAt: null },
        data: { usedAt: now },
      });
      return { email: user.email };
    },
  };
}
