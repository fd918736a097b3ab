import {
  acceptInvitationResponseSchema,
  authUserSchema,
  emailExistsQuerySchema,
  emailExistsResponseSchema,
  invitationParamsSchema,
  updateMeRequestSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireSession } from "../../plugins/access";
import { publicLimited } from "../../plugins/rate-limits";
import { bearer, errorResponses } from "../route-helpers";
import { acceptedToWire, authUserToWire } from "./users.wire";

export function usersRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["users"];

    app.get("/users/email/exists", {
      config: publicLimited,
      schema: {
        tags,
        summary: "Whether an account uses this e-mail (sign-up form check)",
        querystring: emailExistsQuerySchema,
        response: { 200: emailExistsResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({ exists: await core.users.emailExists(req.query.email) }),
    });

    app.get("/users/me", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in user",
        security: bearer,
        response: { 200: authUserSchema, ...errorResponses },
      },
      handler: async (req) => authUserToWire(await core.users.me(requireSession(req))),
    });

    app.patch("/users/me", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Change the signed-in user's own first and last name",
        security: bearer,
        body: updateMeRequestSchema,
        response: { 200: authUserSchema, ...errorResponses },
      },
      handler: async (req) => authUserToWire(await core.users.updateMe(requireSession(req), req.body)),
    });

    app.post("/users/me/invitations/:id/accept", {
      config: { access: "signed-in", params: { id: "invitation" } },
      schema: {
        tags,
        summary: "Accept a pending invitation listed by GET /users/me: join its workspace",
        security: bearer,
        params: invitationParamsSchema,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses },
      },
      handler: async (req) =>
        acceptedToWire(await core.memberships.invitations.acceptById(requireSession(req), req.params.id)),
    });
  };
}
