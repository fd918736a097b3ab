import {
  entityStatuses,
  entityStatusLabels,
  idParamsSchema,
  relationshipBulkApproveResultSchema,
  relationshipBulkApproveSchema,
  relationshipChangeSchema,
  relationshipListQuerySchema,
  relationshipListSchema,
  relationshipResourceListSchema,
  relationshipRolesAddSchema,
  relationshipRolesChangeSchema,
  relationshipSchema,
  relationshipStatuses,
  relationshipStatusLabels,
  relationshipTerminateSchema,
  relationshipTerminationPreviewSchema,
  relationshipUpdateSchema,
  statusOptionListSchema,
  vendorProcurementStagesSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { resourceToWire } from "../resources/resources.wire";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { relationshipEventToWire, relationshipRoleToWire, relationshipToWire } from "./relationships.wire";

/**
 * Vendor relationships (spec section 7, "Relationships and contracts", without the contract calls)
 * and their life cycle per role (decisions.md gap 5). Reads need `vendors.read`; every change
 * `vendors.relationships` (Procurement Manager, Admin). A relationship's id is the vendor list's row.
 */
export function relationshipsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["relationships"];
    const relationships = core.relationships;
    const lifecycle = core.relationshipLifecycle;
    const byId = { id: "vendorRelationship" } as const;

    const stagesOf = async (req: Parameters<typeof requireActor>[0], id: string) => {
      const found = await relationships.stages(requireActor(req), id);
      return {
        relationship: found.relationship.id,
        status: found.relationship.status,
        roles: found.roles.map(relationshipRoleToWire),
        history: found.history.map(relationshipEventToWire),
      };
    };

    for (const [url, summary] of [
      [
        "/entities/relationships",
        "The workspace's vendor relationships, newest first; `status` filters (repeatable)",
      ],
      [
        "/vendor-relationships",
        "The workspace's vendor relationships (the same list as /entities/relationships)",
      ],
    ] as const) {
      app.get(url, {
        config: { access: "vendors.read", params: {} },
        schema: {
          tags,
          summary,
          security: bearer,
          querystring: relationshipListQuerySchema,
          response: { 200: relationshipListSchema, ...errorResponses },
        },
        handler: async (req) =>
          toPage(req, req.query, await relationships.list(requireActor(req), req.query), relationshipToWire),
      });
    }

    for (const url of ["/entity-relationships/:id", "/vendor-relationships/:id"]) {
      app.get(url, {
        config: { access: "vendors.read", params: byId },
        schema: {
          tags,
          summary: "A vendor relationship: the vendor, its roles with their status, the most advanced status",
          security: bearer,
          params: idParamsSchema,
          response: { 200: relationshipSchema, ...errorResponses },
        },
        handler: async (req) =>
          relationshipToWire(await relationships.find(requireActor(req), req.params.id)),
      });
    }

    app.patch("/entities/relationships/:id", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary:
          "One life-cycle action on every role of the relationship whose status allows it (approve, reschedule, reject, reopen, terminate, terminate_for_cause); 409 naming the status when none does",
        security: bearer,
        params: idParamsSchema,
        body: relationshipChangeSchema,
        response: { 200: relationshipSchema, ...errorResponses },
      },
      handler: async (req) => {
        const actor = requireActor(req);
        await lifecycle.change(actor, req.params.id, req.body);
        return relationshipToWire(await relationships.find(actor, req.params.id));
      },
    });

    app.patch("/entity-relationships/:id", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary: "The relationship's planned start date (offered when approving; null clears it)",
        security: bearer,
        params: idParamsSchema,
        body: relationshipUpdateSchema,
        response: { 200: relationshipSchema, ...errorResponses },
      },
      handler: async (req) =>
        relationshipToWire(await relationships.update(requireActor(req), req.params.id, req.body)),
    });

    app.get("/entities/verification-statuses", {
      config: { access: "vendors.read", params: {} },
      schema: {
        tags,
        summary: "Verification status values of a vendor entity, with their labels",
        security: bearer,
        response: { 200: statusOptionListSchema, ...errorResponses },
      },
      handler: async () => entityStatuses.map((value) => ({ value, name: entityStatusLabels[value] })),
    });

    app.get("/entities/relationships-statuses", {
      config: { access: "vendors.read", params: {} },
      schema: {
        tags,
        summary: "Relationship status values, with their labels",
        security: bearer,
        response: { 200: statusOptionListSchema, ...errorResponses },
      },
      handler: async () =>
        relationshipStatuses.map((value) => ({ value, name: relationshipStatusLabels[value] })),
    });

    app.get("/entity-relationships/:id/resources", {
      config: { access: "vendors.read", params: byId },
      schema: {
        tags,
        summary: "Files linked to the relationship or to its vendor's entity",
        security: bearer,
        params: idParamsSchema,
        response: { 200: relationshipResourceListSchema, ...errorResponses },
      },
      handler: async (req) =>
        (await relationships.resources(requireActor(req), req.params.id)).map(resourceToWire),
    });

    app.get("/entity-relationships/:id/vendor-procurement-stages", {
      config: { access: "vendors.read", params: byId },
      schema: {
        tags,
        summary:
          "The relationship's roles with status, start and termination dates, what is scheduled, the actions allowed, and the history of every change (who, when, from, to), newest first",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorProcurementStagesSchema, ...errorResponses },
      },
      handler: async (req) => stagesOf(req, req.params.id),
    });

    app.post("/entity-relationships/:id/roles", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary: "Add supply chain roles to the relationship (each starts Pending; roles it has are kept)",
        security: bearer,
        params: idParamsSchema,
        body: relationshipRolesAddSchema,
        response: { 201: vendorProcurementStagesSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        await lifecycle.addRoles(requireActor(req), req.params.id, req.body.roles);
        return reply.status(201).send(await stagesOf(req, req.params.id));
      },
    });

    app.patch("/entity-relationships/:id/roles", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary:
          "One life-cycle action on the named role assignments, all or none: approve or reschedule {start_date}, reject, reopen, terminate {termination_date, truth_attestation}, terminate_for_cause {+ cause, explanation}; 409 naming the status it is refused in",
        security: bearer,
        params: idParamsSchema,
        body: relationshipRolesChangeSchema,
        response: { 200: vendorProcurementStagesSchema, ...errorResponses },
      },
      handler: async (req) => {
        await lifecycle.changeRoles(requireActor(req), req.params.id, req.body);
        return stagesOf(req, req.params.id);
      },
    });

    app.post("/entity-relationships/bulk-approve", {
      config: { access: "vendors.relationships", params: {} },
      schema: {
        tags,
        summary:
          "Approve every Pending role of each relationship with one start date; answers each id's outcome (status after, roles approved, or why it was refused)",
        security: bearer,
        body: relationshipBulkApproveSchema,
        response: { 200: relationshipBulkApproveResultSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: await lifecycle.bulkApprove(requireActor(req), req.body.ids, req.body.start_date),
      }),
    });

    app.get("/entity-relationships/:id/terminate", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary:
          "What terminating the whole relationship deletes (its roles, imported details, linked files): the confirmation names them",
        security: bearer,
        params: idParamsSchema,
        response: { 200: relationshipTerminationPreviewSchema, ...errorResponses },
      },
      handler: async (req) => {
        const preview = await relationships.terminationPreview(requireActor(req), req.params.id);
        return {
          relationship: preview.relationship.id,
          vendor: preview.relationship.vendor.name,
          roles: preview.roles,
          imported_details: preview.importedDetails,
          resources: preview.resources.map((r) => ({ id: r.id, file_name: r.fileName })),
          vendor_share: {
            linked: preview.vendorShare.linked,
            questionnaire_responses: preview.vendorShare.questionnaireResponses,
            contacts: preview.vendorShare.contacts,
            compliance_attestations: preview.vendorShare.complianceAttestations,
            open_invitations: preview.vendorShare.openInvitations,
          },
          status_after: preview.statusAfter,
        };
      },
    });

    app.post("/entity-relationships/:id/terminate", {
      config: { access: "vendors.relationships", params: byId },
      schema: {
        tags,
        summary:
          "Terminate the whole relationship ({confirm: true}): deletes the vendor's shared data for this workspace and leaves it Past Vendor; the vendor must be re-invited",
        security: bearer,
        params: idParamsSchema,
        body: relationshipTerminateSchema,
        response: { 200: relationshipSchema, ...errorResponses },
      },
      handler: async (req) =>
        relationshipToWire(await relationships.terminate(requireActor(req), req.params.id)),
    });
  };
}
