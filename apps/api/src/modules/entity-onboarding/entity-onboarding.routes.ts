import { entityOnboardingRequestSchema, entityOnboardingResponseSchema } from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { publicLimited } from "../../plugins/rate-limits";
import { errorResponses, sessionMeta } from "../route-helpers";
import { signedInToWire } from "../users/users.wire";
import { primaryEntityToWire } from "../workspaces/workspaces.wire";

export function entityOnboardingRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post("/entity-onboarding", {
      config: publicLimited,
      schema: {
        tags: ["onboarding"],
        summary: "Sign up a new company and sign its first user in",
        body: entityOnboardingRequestSchema,
        response: { 201: entityOnboardingResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { entity, ...signedIn } = await core.entityOnboarding.start(req.body, sessionMeta(req));
        return reply.status(201).send({
          ...signedInToWire(signedIn),
          entity: primaryEntityToWire(entity),
        });
      },
    });
  };
}
