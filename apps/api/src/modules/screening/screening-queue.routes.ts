import {
  screeningQueueFiltersSchema,
  screeningQueueQuerySchema,
  screeningQueueSchema,
  screeningQueueStatsSchema,
  workspaceParamsSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { screeningQueueItemToWire, screeningQueueStatsToWire } from "./screening-queue.wire";

const tags = ["screening"];
const filtersText =
  "filters list, source, severity (each repeatable: OR within a key, AND across keys), older_than (days open) and search (vendor name)";

/**
 * The screening work queue: every open possible match of the workspace's vendors, for the members who
 * decide them (docs/decisions.md, "Screening work queue").
 */
export function screeningQueueRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/workspaces/:id/screening-queue", {
      config: { access: "screening.decide", params: { id: "workspace" } },
      schema: {
        tags,
        summary: `The workspace's vendors with open possible matches, one row per vendor with the listed parties it may be, a page at a time, sorted by ordering (default -severity: High first, then best score, then oldest); ${filtersText}`,
        security: bearer,
        params: workspaceParamsSchema,
        querystring: screeningQueueQuerySchema,
        response: { 200: screeningQueueSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.screeningQueue.list(requireActor(req), req.params.id, req.query),
          screeningQueueItemToWire,
        ),
    });

    app.get("/workspaces/:id/screening-queue/stats", {
      config: { access: "screening.decide", params: { id: "workspace" } },
      schema: {
        tags,
        summary: `The screening work queue's counts (total, by severity, open more than a week) under its ${filtersText}`,
        security: bearer,
        params: workspaceParamsSchema,
        querystring: screeningQueueFiltersSchema,
        response: { 200: screeningQueueStatsSchema, ...errorResponses },
      },
      handler: async (req) =>
        screeningQueueStatsToWire(
          await core.screeningQueue.stats(requireActor(req), req.params.id, req.query),
        ),
    });
  };
}
