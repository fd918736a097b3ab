import { apiMessages, type EntityOnboardingRequest, normalizeEmail } from "@tierline/contracts";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { loadCurrentUser } from "../users/users.service";
import { signUpCompany } from "../workspaces/company";

/**
 * A new company signs up: its user, its entity, its workspace (named after the brand) and the user's
 * Admin membership are created together, and the user is signed in with the first token pair.
 */
export function createEntityOnboardingService({ db }: CoreDeps, sessions: SessionsService) {
  return {
    async start(input: EntityOnboardingRequest, meta: SessionMeta) {
      const email = normalizeEmail(input.email);
      if (await db.user.findUnique({ where: { email } })) {
        throw new AppError("CONFLICT", apiMessages.emailTaken, { email: apiMessages.emailTaken });
      }
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const { user, entity } = await db.$transaction((tx) =>
        signUpCompany(tx, { ...input, email }, passwordHash),
      );
      const tokens = await sessions.start(user.id, meta);
      return {
        ...tokens,
        user: await loadCurrentUser(db, user.id),
        entity: { id: entity.id, brandName: entity.brandName, status: entity.status },
      };
    },
  };
}
