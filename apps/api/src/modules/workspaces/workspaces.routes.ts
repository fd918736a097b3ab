import {
  createWorkspaceRequestSchema,
  createWorkspaceResponseSchema,
  paginationQuerySchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  welcomeChecklistSchema,
  workspaceEntityListSchema,
  workspaceMetadataSchema,
  workspaceMetadataUpdateSchema,
  workspaceParamsSchema,
  workspaceSchema,
  workspaceUpdateSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor, requireSession } from "../../plugins/access";
import { rateLimits } from "../../plugins/rate-limits";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { authUserToWire } from "../users/users.wire";
import {
  metadataToWire,
  userSettingsToWire,
  workspaceEntityToWire,
  workspaceToWire,
} from "./workspaces.wire";

export function workspacesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["workspaces"];
    const w = core.workspaces;
    /** Every route here names its workspace in the path, which selects the workspace the actor acts in. */
    const inWorkspace = { id: "workspace" } as const;

    app.post("/workspaces", {
      // The user's own act, in no workspace: any signed-in user may start a company (as at sign-up).
      config: { access: "signed-in", rateLimit: rateLimits.perIp },
      schema: {
        tags,
        summary: "Create a company (entity and workspace) owned by the signed-in user",
        security: bearer,
        body: createWorkspaceRequestSchema,
        response: { 201: createWorkspaceResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { user, workspaceId } = await w.create(requireSession(req), req.body);
        return reply.status(201).send({ user: authUserToWire(user), workspace_id: workspaceId });
      },
    });

    app.get("/workspaces/:id", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "The workspace",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: workspaceSchema, ...errorResponses },
      },
      handler: async (req) => workspaceToWire(await w.get(requireActor(req), req.params.id)),
    });

    app.patch("/workspaces/:id", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Rename the workspace",
        security: bearer,
        params: workspaceParamsSchema,
        body: workspaceUpdateSchema,
        response: { 200: workspaceSchema, ...errorResponses },
      },
      handler: async (req) => workspaceToWire(await w.rename(requireActor(req), req.params.id, req.body)),
    });

    app.get("/workspaces/:id/metadata", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary:
          "Set-up state: vendor workflow confirmed, entity details completed, dismissed checklist items",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: workspaceMetadataSchema, ...errorResponses },
      },
      handler: async (req) => metadataToWire(await w.metadata(requireActor(req), req.params.id)),
    });

    app.patch("/workspaces/:id/metadata", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Change the set-up state",
        security: bearer,
        params: workspaceParamsSchema,
        body: workspaceMetadataUpdateSchema,
        response: { 200: workspaceMetadataSchema, ...errorResponses },
      },
      handler: async (req) =>
        metadataToWire(await w.updateMetadata(requireActor(req), req.params.id, req.body)),
    });

    // Every member reads and edits only their own settings, so reading the workspace is enough.
    app.get("/workspaces/:id/user-settings", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "The signed-in member's own settings in the workspace",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: userSettingsSchema, ...errorResponses },
      },
      handler: async (req) => userSettingsToWire(await w.userSettings(requireActor(req), req.params.id)),
    });

    app.patch("/workspaces/:id/user-settings", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "Change the signed-in member's own settings in the workspace",
        security: bearer,
        params: workspaceParamsSchema,
        body: userSettingsUpdateSchema,
        response: { 200: userSettingsSchema, ...errorResponses },
      },
      handler: async (req) =>
        userSettingsToWire(await w.updateUserSettings(requireActor(req), req.params.id, req.body)),
    });

    app.get("/workspaces/:id/entities", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "The entities of the workspace, a page at a time",
        security: bearer,
        params: workspaceParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: workspaceEntityListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await w.entities(requireActor(req), req.params.id, req.query),
          workspaceEntityToWire,
        ),
    });

    app.get("/workspaces/:id/welcome", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "The welcome dashboard's set-up checklist, pending and completed",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: welcomeChecklistSchema, ...errorResponses },
      },
      handler: (req) => w.welcome(requireActor(req), req.params.id),
    });
  };
}
