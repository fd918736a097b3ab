import type * as wire from "@tierline/contracts";
import {
  userPreferencesSchema,
  userPreferencesUpdateSchema,
  userWorkspaceParamsSchema,
} from "@tierline/contracts";
import type { Core, UserPreferences } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";

/** A user's preferences on the wire. */
const preferencesToWire = (p: UserPreferences): wire.UserPreferences => ({
  notification_vendor_acceptance: p.notificationVendorAcceptance,
  notification_vendor_warning: p.notificationVendorWarning,
});

export function preferencesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["preferences"];
    // Every member has their own preferences: reading the workspace is enough, and only the
    // signed-in user's own id is found.
    const config = { access: "workspace.read", params: { userId: "user", orgId: "workspace" } } as const;

    app.get("/users/:userId/workspaces/:orgId/preferences", {
      config,
      schema: {
        tags,
        summary: "The signed-in user's preferences in a workspace",
        security: bearer,
        params: userWorkspaceParamsSchema,
        response: { 200: userPreferencesSchema, ...errorResponses },
      },
      handler: async (req) =>
        preferencesToWire(await core.preferences.get(requireActor(req), req.params.userId, req.params.orgId)),
    });

    app.patch("/users/:userId/workspaces/:orgId/preferences", {
      config,
      schema: {
        tags,
        summary: "Change the signed-in user's preferences in a workspace",
        security: bearer,
        params: userWorkspaceParamsSchema,
        body: userPreferencesUpdateSchema,
        response: { 200: userPreferencesSchema, ...errorResponses },
      },
      handler: async (req) =>
        preferencesToWire(
          await core.preferences.update(requireActor(req), req.params.userId, req.params.orgId, req.body),
        ),
    });
  };
}
