import {
  entityOnboardingRequestSchema,
  entityOnboardingResponseSchema,
  onboardingPlanRequestSchema,
  onboardingStateSchema,
  onboardingVendorListRequestSchema,
  verifyVendorOnboardingRequestSchema,
  verifyVendorOnboardingResponseSchema,
  workspaceParamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { publicLimited } from "../../plugins/rate-limits";
import { bearer, errorResponses, sessionMeta } from "../route-helpers";
import { signedInToWire } from "../users/users.wire";
import { primaryEntityToWire } from "../workspaces/workspaces.wire";
import { onboardingToWire } from "./entity-onboarding.wire";

export function entityOnboardingRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["onboarding"];
    const inWorkspace = { id: "workspace" } as const;
    const progress = core.onboarding;

    app.post("/entity-onboarding", {
      config: publicLimited,
      schema: {
        tags,
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

    app.get("/workspaces/:id/onboarding", {
      config: { access: "workspace.read", params: inWorkspace },
      schema: {
        tags,
        summary: "Where the workspace is in the onboarding wizard, and its plan choice",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: onboardingStateSchema, ...errorResponses },
      },
      handler: async (req) => onboardingToWire(await progress.get(requireActor(req), req.params.id)),
    });

    app.put("/workspaces/:id/onboarding", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Choose the plan in the wizard (Free, or Enterprise with its billing interval)",
        security: bearer,
        params: workspaceParamsSchema,
        body: onboardingPlanRequestSchema,
        response: { 200: onboardingStateSchema, ...errorResponses },
      },
      handler: async (req) =>
        onboardingToWire(await progress.choosePlan(requireActor(req), req.params.id, req.body)),
    });

    app.put("/workspaces/:id/onboarding/vendor-list", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Keep the vendor list uploaded in the wizard until it is imported (null drops it)",
        security: bearer,
        params: workspaceParamsSchema,
        body: onboardingVendorListRequestSchema,
        response: { 200: onboardingStateSchema, ...errorResponses },
      },
      handler: async (req) =>
        onboardingToWire(await progress.chooseVendorList(requireActor(req), req.params.id, req.body)),
    });

    app.post("/workspaces/:id/onboarding/reset", {
      config: { access: "workspace.update", params: inWorkspace },
      schema: {
        tags,
        summary: "Start the wizard again: first step, no plan, no pending vendor list; entity data stays",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: onboardingStateSchema, ...errorResponses },
      },
      handler: async (req) => onboardingToWire(await progress.reset(requireActor(req), req.params.id)),
    });

    app.post("/verify-vendor-onboarding", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary: "Whether an entity's onboarding is complete, what is missing and which step comes next",
        security: bearer,
        body: verifyVendorOnboardingRequestSchema,
        response: { 200: verifyVendorOnboardingResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        const verdict = await progress.verify(requireActor(req), req.body.entity);
        return {
          entity: verdict.entityId,
          complete: verdict.complete,
          missing: verdict.missing,
          next_step: verdict.nextStep,
        };
      },
    });
  };
}
