import {
  completeComplianceDocumentRequestSchema,
  complianceAttestationListSchema,
  complianceAttestationSchema,
  complianceDocumentListSchema,
  complianceDocumentParamsSchema,
  complianceParamsSchema,
  contactListQuerySchema,
  contactListSchema,
  contactSchema,
  createComplianceAttestationRequestSchema,
  createComplianceDocumentRequestSchema,
  createContactRequestSchema,
  idParamsSchema,
  resourceSchema,
  resourceUploadResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { contactToWire } from "../contacts/contacts.wire";
import { resourceToWire, resourceUploadToWire } from "../resources/resources.wire";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { complianceAttestationToWire } from "./compliance.wire";

/**
 * What a vendor gives a customer through its compliance section: contacts, documents and the
 * truthful-information attestation, each under the linked relationship (kind `compliance`), so the
 * customer's own routes stay closed to the vendor. Reading is `compliance.read`, giving `compliance.respond`.
 */
export function complianceAnswersRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["compliance"];
    const linked = { relationship_id: "compliance" } as const;

    app.get("/compliances/:relationship_id/contacts", {
      config: { access: "compliance.read", params: linked },
      schema: {
        tags,
        summary: "The relationship's contacts, by category name, then last and first name",
        security: bearer,
        params: complianceParamsSchema,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.compliance.listContacts(requireActor(req), req.params.relationship_id, req.query),
          contactToWire,
        ),
    });

    app.post("/compliances/:relationship_id/contacts", {
      config: { access: "compliance.respond", params: linked },
      schema: {
        tags,
        summary: "A contact for one of the customer's contact categories; another category answers 404",
        security: bearer,
        params: complianceParamsSchema,
        body: createContactRequestSchema,
        response: { 201: contactSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            contactToWire(
              await core.compliance.addContact(requireActor(req), req.params.relationship_id, req.body),
            ),
          ),
    });

    app.get("/compliances/:relationship_id/documents", {
      config: { access: "compliance.read", params: linked },
      schema: {
        tags,
        summary: "The files the vendor gave the relationship, newest first",
        security: bearer,
        params: complianceParamsSchema,
        response: { 200: complianceDocumentListSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.compliance.listDocuments(requireActor(req), req.params.relationship_id)).map(
          resourceToWire,
        ),
      }),
    });

    app.post("/compliances/:relationship_id/documents", {
      config: { access: "compliance.respond", params: linked },
      schema: {
        tags,
        summary:
          "Announce a document for the customer, of one of its required types or none: its record and a presigned form to post the file to; complete it with PUT",
        security: bearer,
        params: complianceParamsSchema,
        body: createComplianceDocumentRequestSchema,
        response: { 201: resourceUploadResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            resourceUploadToWire(
              await core.compliance.addDocument(requireActor(req), req.params.relationship_id, req.body),
            ),
          ),
    });

    app.put("/compliances/:relationship_id/documents/:document_id", {
      config: { access: "compliance.respond", params: { ...linked, document_id: "complianceDocument" } },
      schema: {
        tags,
        summary: "Complete a document's upload: the stored file is checked for size and type (400 on `file`)",
        security: bearer,
        params: complianceDocumentParamsSchema,
        body: completeComplianceDocumentRequestSchema,
        response: { 200: resourceSchema, ...errorResponses },
      },
      handler: async (req) =>
        resourceToWire(
          await core.compliance.completeDocument(
            requireActor(req),
            req.params.relationship_id,
            req.params.document_id,
          ),
        ),
    });

    app.get("/compliances/:relationship_id/attestations", {
      config: { access: "compliance.read", params: linked },
      schema: {
        tags,
        summary: "The relationship's truthful-information attestations (who, when), newest first",
        security: bearer,
        params: complianceParamsSchema,
        response: { 200: complianceAttestationListSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.compliance.listAttestations(requireActor(req), req.params.relationship_id)).map(
          complianceAttestationToWire,
        ),
      }),
    });

    app.post("/compliances/:relationship_id/attestations", {
      config: { access: "compliance.respond", params: linked },
      schema: {
        tags,
        summary: "Attest that what the company gave this customer is true and complete",
        security: bearer,
        params: complianceParamsSchema,
        body: createComplianceAttestationRequestSchema,
        response: { 201: complianceAttestationSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            complianceAttestationToWire(
              await core.compliance.attest(requireActor(req), req.params.relationship_id),
            ),
          ),
    });

    // The customer's side: who of the vendor attested, on the vendor profile.
    app.get("/entity-relationships/:id/compliance-attestations", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "The vendor's truthful-information attestations of what it gave this relationship, newest first",
        security: bearer,
        params: idParamsSchema,
        response: { 200: complianceAttestationListSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.compliance.attestationsOf(requireActor(req), req.params.id)).map(
          complianceAttestationToWire,
        ),
      }),
    });
  };
}
