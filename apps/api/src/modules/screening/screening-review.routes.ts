import {
  idParamsSchema,
  screeningApprovalRequestSchema,
  screeningCaseSchema,
  screeningReviewRequestSchema,
  screeningReviewSchema,
  screeningSettingsSchema,
  screeningSettingsUpdateSchema,
  workspaceParamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";
import { screeningCaseToWire, screeningReviewToWire } from "./screening-review.wire";

/**
 * The possible-matches review of a vendor (spec section 2's pmStep flow, section 4's confirm or dismiss)
 * and the workspace's four-eyes setting. The calls are ours (the spec names none): docs/decisions.md,
 * "Possible-matches review".
 */
export function screeningReviewRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["screening"];
    const review = core.screeningReview;

    app.get("/entity-relationships/:id/screening/review", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "A vendor's possible matches to review, grouped per listed party (first-hand copy first) beside its evidence; its screening risk, the decision waiting for approval and the history",
        security: bearer,
        params: idParamsSchema,
        response: { 200: screeningCaseSchema, ...errorResponses },
      },
      handler: async (req) => screeningCaseToWire(await review.get(requireActor(req), req.params.id)),
    });

    app.post("/entity-relationships/:id/screening/reviews", {
      config: { access: "screening.decide", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "Confirm one possible match (the closest) or dismiss all, with a note: the risk becomes Confirmed or Resolved, or waits for a second reviewer when the workspace requires one; 409 when the risk is not open or a decision is waiting",
        security: bearer,
        params: idParamsSchema,
        body: screeningReviewRequestSchema,
        response: { 201: screeningReviewSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const decided = await review.decide(requireActor(req), req.params.id, req.body);
        return reply.code(201).send(screeningReviewToWire(decided));
      },
    });

    for (const [action, summary] of [
      ["approve", "Approve a decision waiting for a second reviewer (not its own reviewer): it takes effect"],
      ["reject", "Reject a decision waiting for approval (or withdraw one's own): the risk stays open"],
    ] as const) {
      app.put(`/screening-reviews/:id/${action}`, {
        config: { access: "screening.decide", params: { id: "screeningReview" } },
        schema: {
          tags,
          summary: `${summary}; 409 when it no longer waits`,
          security: bearer,
          params: idParamsSchema,
          body: screeningApprovalRequestSchema,
          response: { 200: screeningReviewSchema, ...errorResponses },
        },
        handler: async (req) => {
          const actor = requireActor(req);
          const settled =
            action === "approve"
              ? await review.approve(actor, req.params.id, req.body)
              : await review.reject(actor, req.params.id, req.body);
          return screeningReviewToWire(settled);
        },
      });
    }

    app.get("/workspaces/:id/screening-settings", {
      config: { access: "workspace.read", params: { id: "workspace" } },
      schema: {
        tags,
        summary: "Whether screening decisions need a second reviewer (four eyes)",
        security: bearer,
        params: workspaceParamsSchema,
        response: { 200: screeningSettingsSchema, ...errorResponses },
      },
      handler: async (req) => ({ four_eyes: (await review.settings(requireActor(req))).fourEyes }),
    });

    app.put("/workspaces/:id/screening-settings", {
      config: { access: "workspace.update", params: { id: "workspace" } },
      schema: {
        tags,
        summary: "Require (or not) a second reviewer for screening decisions",
        security: bearer,
        params: workspaceParamsSchema,
        body: screeningSettingsUpdateSchema,
        response: { 200: screeningSettingsSchema, ...errorResponses },
      },
      handler: async (req) => ({
        four_eyes: (await review.updateSettings(requireActor(req), { fourEyes: req.body.four_eyes }))
          .fourEyes,
      }),
    });
  };
}
