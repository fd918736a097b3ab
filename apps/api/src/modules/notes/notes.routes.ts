import {
  noteListQuerySchema,
  noteListSchema,
  noteObjectParamsSchema,
  noteParamsSchema,
  noteRequestSchema,
  noteSchema,
  okResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { noteToWire } from "./notes.wire";

/**
 * Notes on an object of the workspace (the Global Notes modal): every role reads and writes them; only
 * the author edits a note, and the author or an Admin deletes it (403 for anyone else).
 */
export function notesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["notes"];

    app.get("/notes/:objectId", {
      config: { access: "vendors.read", params: { objectId: "noteObject" } },
      schema: {
        tags,
        summary: "An object's notes (today a vendor relationship's), newest first, 10 a page",
        security: bearer,
        params: noteObjectParamsSchema,
        querystring: noteListQuerySchema,
        response: { 200: noteListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.notes.list(requireActor(req), req.params.objectId, req.query),
          noteToWire,
        ),
    });

    app.post("/notes/:objectId", {
      config: { access: "notes.write", params: { objectId: "noteObject" } },
      schema: {
        tags,
        summary: "Leave a note on an object of the workspace",
        security: bearer,
        params: noteObjectParamsSchema,
        body: noteRequestSchema,
        response: { 201: noteSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            noteToWire(await core.notes.create(requireActor(req), req.params.objectId, req.body.content)),
          ),
    });

    app.put("/notes/:objectId/:noteId", {
      config: { access: "notes.write", params: { objectId: "noteObject", noteId: "note" } },
      schema: {
        tags,
        summary: "Edit a note: its author only (403 for anyone else)",
        security: bearer,
        params: noteParamsSchema,
        body: noteRequestSchema,
        response: { 200: noteSchema, ...errorResponses },
      },
      handler: async (req) =>
        noteToWire(
          await core.notes.update(
            requireActor(req),
            req.params.objectId,
            req.params.noteId,
            req.body.content,
          ),
        ),
    });

    app.delete("/notes/:objectId/:noteId", {
      config: { access: "notes.write", params: { objectId: "noteObject", noteId: "note" } },
      schema: {
        tags,
        summary: "Delete a note: its author, or an Admin (403 for anyone else)",
        security: bearer,
        params: noteParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.notes.delete(requireActor(req), req.params.objectId, req.params.noteId);
        return { ok: true as const };
      },
    });
  };
}
