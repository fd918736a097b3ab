import {
  createWorkspaceRequestSchema,
  createWorkspaceResponseSchema,
  paginationQuerySchema,
  userSettingsSchema,
  userSettingsUpdateSchema,
  vendorWorkflowConfirmRequestSchema,
  vendorWorkflowSchema,
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
  vendorWorkflowToWire,
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
          "Set-up state: vendor workflow confirmed and entity details completed (both derived), dismissed checklist items",
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
        summary: "Dismiss checklist items (the set-up flags are derived, not written)",
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
          // The access layer has made the path's workspace the actor's: the same list as GET /entities.
          await core.entities.list(requireActor(req), req.query),
          workspaceEntityToWire,
        ),
    });

    app.get("/workspaces/:id/vendor-workflow", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "The vendor workflow to confirm, and its latest confirmation",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: vendorWorkflowSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorWorkflowToWire(await core.vendorWorkflow.get(requireActor(req), req.params.id)),
    });

    app.post("/workspaces/:id/vendor-workflow/confirmation", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Confirm the vendor workflow (Admin): records who, when and the version confirmed",
        security: bearer,
        params: workspaceParamsSchema,
        body: vendorWorkflowConfirmRequestSchema,
        response: { 201: vendorWorkflowSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            vendorWorkflowToWire(
              await core.vendorWorkflow.confirm(requireActor(req), req.params.id, req.body),
            ),
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
