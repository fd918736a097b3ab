import {
  apiErrorSchema,
  createResourceRequestSchema,
  idParamsSchema,
  localUploadQuerySchema,
  okResponseSchema,
  resourceLinkParamsSchema,
  resourceSchema,
  resourceUploadResponseSchema,
  updateResourceRequestSchema,
  vendorsListRequestSchema,
} from "@tierline/contracts";
import { type Core, isLocalFileStorage } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";
import { receiveUploadForm } from "./local-upload";
import { resourceToWire, resourceUploadToWire } from "./resources.wire";

/** Where the local storage driver's signed upload links point (under /api/v1). */
export const localUploadPath = "/resources/upload";

export function resourcesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["resources"];
    const { resources, storage } = core;

    app.post("/resources", {
      config: { access: "files.write" },
      schema: {
        tags,
        summary:
          "Announce a file (png, jpeg, pdf, xlsx, xls, csv, doc, docx; at most 200 MB): the record and a form to POST the file to",
        security: bearer,
        body: createResourceRequestSchema,
        response: { 200: resourceUploadResponseSchema, ...errorResponses },
      },
      handler: async (req) => resourceUploadToWire(await resources.create(requireActor(req), req.body)),
    });

    app.post("/resources/vendors-list", {
      config: { access: "files.write" },
      schema: {
        tags,
        summary:
          "Announce the vendor list of the workspace's company (xlsx, xls or csv; at most 200 MB): the record, linked to the entity, and a form to POST the file to",
        security: bearer,
        body: vendorsListRequestSchema,
        response: { 200: resourceUploadResponseSchema, ...errorResponses },
      },
      handler: async (req) =>
        resourceUploadToWire(await resources.createVendorsList(requireActor(req), req.body)),
    });

    app.put("/resources/:id", {
      config: { access: "files.write", params: { id: "resource" } },
      schema: {
        tags,
        summary:
          "Rename a file (keeping its extension) and/or complete its upload (status UPLOADED): the stored file is checked for size and type by content; a refused one is REJECTED and deleted (400 on `file`)",
        security: bearer,
        params: idParamsSchema,
        body: updateResourceRequestSchema,
        response: { 200: resourceSchema, ...errorResponses },
      },
      handler: async (req) =>
        resourceToWire(await resources.update(requireActor(req), req.params.id, req.body)),
    });

    app.put("/resources/:id/link/:objectId", {
      config: { access: "files.write", params: { id: "resource", objectId: "entity" } },
      schema: {
        tags,
        summary: "Attach an uploaded file to an entity of the workspace (its company, a vendor)",
        security: bearer,
        params: resourceLinkParamsSchema,
        response: { 200: resourceSchema, ...errorResponses },
      },
      handler: async (req) =>
        resourceToWire(await resources.link(requireActor(req), req.params.id, req.params.objectId)),
    });

    app.delete("/resources/:id", {
      config: { access: "files.write", params: { id: "resource" } },
      schema: {
        tags,
        summary: "Delete a file: its record and the stored file",
        security: bearer,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await resources.remove(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });

    // The local driver's upload endpoint, in a scope of its own: only here is a multipart body read,
    // and it is streamed (the 128 KiB JSON body limit does not apply to a parser that reads nothing).
    if (!isLocalFileStorage(storage)) return;
    const local = storage;
    await app.register(async (scope) => {
      scope.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));
      scope.withTypeProvider<ZodTypeProvider>().post(localUploadPath, {
        // The signature in the link is the permission, as with S3: no bearer token is sent.
        config: { access: "public" },
        schema: {
          tags,
          summary:
            "The local file storage's upload link (S3 presigned POST shape): a multipart form with `key`, `Content-Type` and then `file`; 204 when stored, 413 past the link's size, 403 for a forged or expired link",
          consumes: ["multipart/form-data"],
          querystring: localUploadQuerySchema,
          response: { 204: z.null(), ...errorResponses, 413: apiErrorSchema },
        },
        handler: async (req, reply) => {
          const upload = local.verifyUpload(req.query);
          try {
            await receiveUploadForm(req.raw, upload, local);
          } catch (error) {
            // The rest of a refused body is not read: the connection closes after the answer.
            reply.header("connection", "close");
            throw error;
          }
          return reply.status(204).send(null);
        },
      });
    });
  };
}
