import {
  advanceProcurementStageRequestSchema,
  idParamsSchema,
  procurementWorkflowRequestSchema,
  procurementWorkflowSchema,
  relationshipComplianceSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";
import { relationshipComplianceToWire, workflowToWire } from "./procurement.wire";

/**
 * The workspace's procurement workflow (`{id}`: its own entity, as contact requirements take it) and
 * each vendor relationship's way through it (`{id}`: the relationship, as the questionnaire's answer
 * takes it). Reads are every member's; the workflow and moves are `procurement.manage`'s.
 */
export function procurementRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["procurement"];

    app.get("/compliances/:id/procurement-workflow", {
      config: { access: "vendors.read", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "The workspace's procurement stages in order, each with its requirements (none: no workflow yet)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: procurementWorkflowSchema, ...errorResponses },
      },
      handler: async (req) =>
        workflowToWire(req.params.id, await core.procurement.workflow(requireActor(req), req.params.id)),
    });

    app.post("/compliances/:id/procurement-workflow", {
      config: { access: "procurement.manage", params: { id: "entity" } },
      schema: {
        tags,
        summary: "Define the workspace's procurement workflow; 409 when it has one (PUT edits it)",
        security: bearer,
        params: idParamsSchema,
        body: procurementWorkflowRequestSchema,
        response: { 201: procurementWorkflowSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            workflowToWire(
              req.params.id,
              await core.procurement.create(requireActor(req), req.params.id, req.body.stages),
            ),
          ),
    });

    app.put("/compliances/:id/procurement-workflow", {
      config: { access: "procurement.manage", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "Set the whole workflow in order: a stage sent with its id keeps it and its vendors; a stage left out is removed and its vendors go back to the first stage",
        security: bearer,
        params: idParamsSchema,
        body: procurementWorkflowRequestSchema,
        response: { 200: procurementWorkflowSchema, ...errorResponses },
      },
      handler: async (req) =>
        workflowToWire(
          req.params.id,
          await core.procurement.replace(requireActor(req), req.params.id, req.body.stages),
        ),
    });

    app.get("/compliances/:id/relationship-compliance", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary: "The vendor's stage in the workflow and each stage's requirements, met or not now",
        security: bearer,
        params: idParamsSchema,
        response: { 200: relationshipComplianceSchema, ...errorResponses },
      },
      handler: async (req) =>
        relationshipComplianceToWire(await core.procurement.compliance(requireActor(req), req.params.id)),
    });

    app.post("/compliances/:id/relationship-compliance/advance", {
      config: { access: "procurement.manage", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "Move the vendor past its current stage (`from`); 409 naming what is missing while the stage's requirements are unmet",
        security: bearer,
        params: idParamsSchema,
        body: advanceProcurementStageRequestSchema,
        response: { 200: relationshipComplianceSchema, ...errorResponses },
      },
      handler: async (req) =>
        relationshipComplianceToWire(
          await core.procurement.advance(requireActor(req), req.params.id, req.body.from),
        ),
    });
  };
}
