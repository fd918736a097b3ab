import { apiMessages, type EntityOnboardingRequest, normalizeEmail } from "@tierline/contracts";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { loadCurrentUser } from "../users/users.service";

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
      const admin = await db.memberRole.findUniqueOrThrow({ where: { code: "ADMIN" } });
      const { user, entity } = await db.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash,
            passwordAuthenticated: Boolean(passwordHash),
          },
        });
        const entity = await tx.entity.create({
          data: { brandName: input.brand_name, email, contactEmail: email },
        });
        const workspace = await tx.workspace.create({
          data: { name: input.brand_name, entityId: entity.id, ownerId: user.id },
        });
        await tx.membership.create({
          data: {
            workspaceId: workspace.id,
            userId: user.id,
            email,
            roles: { create: [{ roleId: admin.id }] },
          },
        });
        await tx.userPreference.create({ data: { userId: user.id, workspaceId: workspace.id } });
        return { user, entity };
      });
      const tokens = await sessions.start(user.id, meta);
      return {
        ...tokens,
        user: await loadCurrentUser(db, user.id),
        entity: { id: entity.id, brandName: entity.brandName, status: entity.status },
      };
    },
  };
}
