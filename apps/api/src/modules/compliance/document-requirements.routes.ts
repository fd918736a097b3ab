import {
  documentRequirementsSchema,
  idParamsSchema,
  setDocumentRequirementsRequestSchema,
} from "@tierline/contracts";
import type { Core, DocumentType } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";

/**
 * The document types a customer requires of every vendor, set on its own entity as contact requirements
 * are (any other entity: 404). Reads are every member's; setting them is the roles that manage vendors.
 */
export function documentRequirementsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["compliance"];
    const requirementsOf = (entity: string, types: DocumentType[]) => ({ entity, types });

    app.get("/entities/:id/document-requirements", {
      config: { access: "vendors.read", params: { id: "entity" } },
      schema: {
        tags,
        summary: "The document types the workspace requires of every vendor, in order (its own entity only)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: documentRequirementsSchema, ...errorResponses },
      },
      handler: async (req) =>
        requirementsOf(
          req.params.id,
          await core.compliance.documentRequirements(requireActor(req), req.params.id),
        ),
    });

    app.post("/entities/:id/document-requirements", {
      config: { access: "vendors.write", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "Set the whole ordered list of document types every vendor must provide; a name sent again keeps its type",
        security: bearer,
        params: idParamsSchema,
        body: setDocumentRequirementsRequestSchema,
        response: { 200: documentRequirementsSchema, ...errorResponses },
      },
      handler: async (req) =>
        requirementsOf(
          req.params.id,
          await core.compliance.setDocumentRequirements(requireActor(req), req.params.id, req.body.types),
        ),
    });
  };
}
