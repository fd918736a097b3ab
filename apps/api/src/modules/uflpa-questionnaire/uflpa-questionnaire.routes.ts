import {
  idParamsSchema,
  uflpaAnswerRequestSchema,
  uflpaQuestionSetSchema,
  uflpaQuestionSetToWire,
  uflpaSubmissionViewSchema,
  uflpaVendorAnswersSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";
import { uflpaResponseToWire, uflpaVendorAnswersToWire } from "./uflpa-questionnaire.wire";

const relationshipParamsSchema = z.object({ relationship_id: z.uuid() });
const evidenceParamsSchema = z.object({ id: z.uuid(), resource_id: z.uuid() });
const ownEvidenceParamsSchema = z.object({ relationship_id: z.uuid(), resource_id: z.uuid() });

/**
 * A download named as the vendor named its file: the name is the vendor's input, so the plain
 * `filename` keeps printable ASCII only (no quote to close it early) and `filename*` carries the
 * whole name, UTF-8, for the browsers that read it (all current ones).
 */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;

/** An opened evidence file, streamed as a download under the vendor's name for it. */
const sendFile = (
  reply: FastifyReply,
  file: { resource: { contentType: string | null }; fileName: string; stream: NodeJS.ReadableStream },
) =>
  reply
    .type(file.resource.contentType ?? "application/octet-stream")
    .header("content-disposition", contentDisposition(file.fileName))
    .send(file.stream);

/**
 * The UFLPA questionnaire (spec section 7): the vendor's calls under `/compliances` (its compliance
 * section, reaching only relationships linked to its company) and the customer's read on the vendor profile.
 */
export function uflpaQuestionnaireRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["uflpa-questionnaire"];

    app.get("/compliances/uflpa-questionnaire", {
      config: { access: "compliance.read" },
      schema: {
        tags,
        summary: "The current version of the UFLPA questionnaire's questions",
        security: bearer,
        response: { 200: uflpaQuestionSetSchema, ...errorResponses },
      },
      handler: async () => uflpaQuestionSetToWire(core.uflpaQuestionnaire.questionSet()),
    });

    app.get("/compliances/:relationship_id/uflpa-questionnaire/answer", {
      config: { access: "compliance.read", params: { relationship_id: "compliance" } },
      schema: {
        tags,
        summary: "The vendor's open draft and newest submission of the UFLPA questionnaire for this customer",
        security: bearer,
        params: relationshipParamsSchema,
        response: { 200: uflpaVendorAnswersSchema, ...errorResponses },
      },
      handler: async (req) =>
        uflpaVendorAnswersToWire(
          await core.uflpaQuestionnaire.vendorAnswers(requireActor(req), req.params.relationship_id),
        ),
    });

    app.post("/compliances/:relationship_id/uflpa-questionnaire/answer", {
      config: { access: "compliance.respond", params: { relationship_id: "compliance" } },
      schema: {
        tags,
        summary:
          "Save a draft (partial) or submit (complete: every question answered, a yes with its detail) the UFLPA questionnaire; a submission with flagged answers raises a risk on the customer's vendor",
        security: bearer,
        params: relationshipParamsSchema,
        body: uflpaAnswerRequestSchema,
        response: { 200: uflpaVendorAnswersSchema, ...errorResponses },
      },
      handler: async (req) =>
        uflpaVendorAnswersToWire(
          await core.uflpaQuestionnaire.answer(requireActor(req), req.params.relationship_id, req.body),
        ),
    });

    app.get("/compliances/:relationship_id/uflpa-questionnaire/evidence/:resource_id", {
      config: {
        access: "compliance.read",
        params: { relationship_id: "compliance", resource_id: "resource" },
      },
      schema: {
        tags,
        summary:
          "One of the vendor's own evidence files named by its draft or newest submission for this customer, streamed as a download; any other file 404",
        security: bearer,
        params: ownEvidenceParamsSchema,
        // A stream is sent as it is (Fastify serialises no stream): the schema only documents it.
        response: { 200: z.any().describe("the file"), ...errorResponses },
      },
      handler: async (req, reply) => {
        const file = await core.uflpaQuestionnaire.ownEvidence(
          requireActor(req),
          req.params.relationship_id,
          req.params.resource_id,
        );
        return sendFile(reply, file);
      },
    });

    app.get("/entity-relationships/:id/uflpa-questionnaire", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "The vendor's newest UFLPA questionnaire submission with the questions of its version and its flagged answers",
        security: bearer,
        params: idParamsSchema,
        response: { 200: uflpaSubmissionViewSchema, ...errorResponses },
      },
      handler: async (req) => {
        const view = await core.uflpaQuestionnaire.submissionView(requireActor(req), req.params.id);
        return {
          submission: view.submission && uflpaResponseToWire(view.submission),
          question_set: view.questionSet && uflpaQuestionSetToWire(view.questionSet),
          flags: view.submission?.flags ?? [],
        };
      },
    });

    app.get("/entity-relationships/:id/uflpa-questionnaire/evidence/:resource_id", {
      config: { access: "vendors.read", params: { id: "vendorRelationship", resource_id: "uflpaEvidence" } },
      schema: {
        tags,
        summary:
          "An evidence file of the vendor's newest UFLPA questionnaire submission, streamed as a download; 404 for any file that submission does not name, and once the vendor's link has ended",
        security: bearer,
        params: evidenceParamsSchema,
        // A stream is sent as it is (Fastify serialises no stream): the schema only documents it.
        response: { 200: z.any().describe("the file"), ...errorResponses },
      },
      handler: async (req, reply) => {
        const file = await core.uflpaQuestionnaire.evidence(
          requireActor(req),
          req.params.id,
          req.params.resource_id,
        );
        return sendFile(reply, file);
      },
    });
  };
}
