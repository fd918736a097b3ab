import { Readable } from "node:stream";
import { idParamsSchema, paginatedSchema, paginationQuerySchema } from "@tierline/contracts";
import type { Actor, Page } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Access, requireActor } from "../plugins/access";
import { importRowToWire, rejectedRowsCsv } from "./import-wire";
import { bearer, errorResponses, toPage } from "./route-helpers";

type Row = Parameters<typeof importRowToWire>[0];

/** What an import's service answers about its rows (vendor lists and product catalogues alike). */
interface ImportRowsService {
  rows(
    actor: Actor,
    id: string,
    outcome: "REJECTED" | "MERGED",
    page: { page: number; page_size: number },
  ): Promise<Page<Row>>;
  rejectedRows(
    actor: Actor,
    id: string,
  ): Promise<{ found: { id: string; mapping: object; columns: string[] }; rows: AsyncGenerator<Row> }>;
}

/**
 * An import's rejected and merged rows, a page at a time, and the rejected ones as a csv download:
 * `{base}/rejected-rows`, `{base}/merged-rows`, `{base}/rejected-rows.csv` (base like `/vendor-imports/:id`).
 */
export function importRowsRoutes(
  fastify: FastifyInstance,
  options: {
    base: string;
    tags: string[];
    access: Access;
    kind: "vendorImport" | "productImport";
    what: string;
    rowSchema: z.ZodType;
    service: ImportRowsService;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { base, tags, service } = options;
  const config = { access: options.access, params: { id: options.kind } };
  for (const [path, outcome, what] of [
    ["rejected-rows", "REJECTED", "rejected, with every reason on its field"],
    ["merged-rows", "MERGED", `merged into an earlier row or an existing ${options.what}`],
  ] as const) {
    app.get(`${base}/${path}`, {
      config,
      schema: {
        tags,
        summary: `A page of an import's rows ${what}, in file order, with their cells`,
        security: bearer,
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(options.rowSchema), ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await service.rows(requireActor(req), req.params.id, outcome, req.query),
          importRowToWire,
        ),
    });
  }

  app.get(`${base}/rejected-rows.csv`, {
    config,
    schema: {
      tags,
      summary:
        "The rejected rows as a csv download (text/csv, UTF-8 with a BOM): row number, reasons, then the row's cells under the file's column names",
      security: bearer,
      params: idParamsSchema,
      // A stream is sent as it is (Fastify serialises no stream): the schema only documents it.
      response: { 200: z.any().describe("text/csv"), ...errorResponses },
    },
    handler: async (req, reply) => {
      const { found, rows } = await service.rejectedRows(requireActor(req), req.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="rejected-rows-${found.id}.csv"`)
        .send(Readable.from(rejectedRowsCsv(found, rows)));
    },
  });
}
