import { accessTokenTtlSeconds, apiMessages, refreshTokenTtlSeconds } from "@tierline/contracts";
import { assertMayUseAccount } from "../access/access.service";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { hashToken, randomToken, signAccessToken } from "./tokens";

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

/**
 * Sessions are refresh-token families. Each refresh rotates the token; presenting a rotated token
 * again means it was stolen or replayed, so the whole family is revoked (decisions.md).
 */
export function createSessionsService({ db, logger, config }: CoreDeps) {
  const accessFor = (userId: string, sessionId: string) =>
    signAccessToken({ sub: userId, sid: sessionId }, config.jwtSecret, accessTokenTtlSeconds);

  async function issueRefresh(sessionId: string): Promise<string> {
    const refresh = randomToken();
    await db.refreshToken.create({ data: { sessionId, tokenHash: hashToken(refresh) } });
    return refresh;
  }

  async function revoke(sessionId: string, reason: string) {
    await db.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: new Date(), revokedReason: reason },
    });
  }

  return {
    async start(userId: string, meta: SessionMeta = {}) {
      const expiresAt = new Date(Date.now() + refreshTokenTtlSeconds * 1000);
      const session = await db.session.create({
        data: { userId, expiresAt, userAgent: meta.userAgent, ip: meta.ip },
      });
      return { access: accessFor(userId, session.id), refresh: await issueRefresh(session.id) };
    },

    async refresh(refresh: string) {
      const token = await db.refreshToken.findUnique({
        where: { tokenHash: hashToken(refresh) },
        include: { session: true },
      });
      if (!token) throw new AppError("TOKEN_INVALID", apiMessages.sessionExpired);
      const { session } = token;
      if (session.revokedAt || session.expiresAt <= new Date())
        throw new AppError("TOKEN_INVALID", apiMessages.sessionExpired);
      await assertMayUseAccount(db, session.userId);
      // Claim the token atomically: of two concurrent uses of one token, exactly one wins.
      const claimed = await db.refreshToken.updateMany({
        where: { id: token.id, rotatedAt: null },
        data: { rotatedAt: new Date() },
      });
      if (claimed.count !== 1) {
        await revoke(session.id, "reuse");
        logger.warn(
          { sessionId: session.id, userId: session.userId },
          "rotated refresh token reused: session revoked",
        );
        throw new AppError("TOKEN_INVALID", apiMessages.refreshReused);
      }
      return { access: accessFor(session.userId, session.id), refresh: await issueRefresh(session.id) };
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always succeeds. */
    async end(refresh: string) {
      const token = await db.refreshToken.findUnique({ where: { tokenHash: hashToken(refresh) } });
      if (token) await revoke(token.sessionId, "logout");
    },

    /** Ends every live session of a user, except `keepSessionId` (the one asking, when it stays signed in). */
    async endAllForUser(userId: string, reason: string, keepSessionId?: string) {
      await db.session.updateMany({
        where: { userId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
        data: { revokedAt: new Date(), revokedReason: reason },
      });
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
