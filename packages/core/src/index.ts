import { resolveActor } from "./access/access.service";
import type { SessionActor } from "./actor";
import { createAuthService } from "./auth/auth.service";
import type { CoreDeps } from "./deps";
import { createEntityOnboardingService } from "./entity-onboarding/entity-onboarding.service";
import { emailExists, loadAuthUser } from "./users/users.service";

export type { Actor, SessionActor } from "./actor";
export { hashPassword, verifyPassword } from "./auth/passwords";
export type { CoreDeps } from "./deps";
export { AppError } from "./errors";
export { defineJob, type JobDefinition } from "./jobs/define-job";
export { createJobQueue, type JobQueue } from "./jobs/job-queue";
export { jobRegistry } from "./jobs/registry";
export type { Logger } from "./logger";
export { createMailer, type Mailer, type MailerConfig } from "./mail/mailer";
export { type MailTemplate, renderMail } from "./mail/templates";

/** The services the api calls, built once from its dependencies. */
export function createCore(deps: CoreDeps) {
  const auth = createAuthService(deps);
  return {
    auth,
    access: {
      resolve: (session: SessionActor, workspaceId?: string) => resolveActor(deps.db, session, workspaceId),
    },
    entityOnboarding: createEntityOnboardingService(deps, auth.sessions),
    users: {
      me: (session: SessionActor) => loadAuthUser(deps.db, session.userId),
      emailExists: (email: string) => emailExists(deps.db, email),
    },
  };
}
export type Core = ReturnType<typeof createCore>;
