import {
  complianceSchema,
  idParamsSchema,
  supplierCodeLookupRequestSchema,
  supplierCodeLookupSchema,
  supplierCodeSchema,
  vendorProposalRequestSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { perUserLimit } from "../../plugins/rate-limits";
import { complianceToWire } from "../compliance/compliance.wire";
import { bearer, errorResponses } from "../route-helpers";

/** Calls taking a supplier code, per user and minute: with 100-bit codes, guessing one is hopeless. */
export const supplierCodeTriesPerMinute = 10;

/**
 * Vendor-proposed relationships (docs/decisions.md "Vendor-proposed relationships"): the customer's
 * supplier code on its own entity (any other entity: 404), and the vendor's lookup and proposal with it
 * from its compliance section. A wrong code answers as an unknown one.
 */
export function vendorProposalsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["vendor-proposals"];
    const codeOf = (entity: string, code: string | null) => ({ entity, code });

    app.get("/entities/:id/supplier-code", {
      config: { access: "vendors.relationships", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "The supplier code the workspace gives its suppliers to propose themselves (null: none); its own entity only",
        security: bearer,
        params: idParamsSchema,
        response: { 200: supplierCodeSchema, ...errorResponses },
      },
      handler: async (req) =>
        codeOf(req.params.id, await core.vendorProposals.supplierCode(requireActor(req), req.params.id)),
    });

    app.post("/entities/:id/supplier-code", {
      config: { access: "vendors.relationships", params: { id: "entity" } },
      schema: {
        tags,
        summary: "A new supplier code; the previous one stops working at once",
        security: bearer,
        params: idParamsSchema,
        response: { 200: supplierCodeSchema, ...errorResponses },
      },
      handler: async (req) =>
        codeOf(req.params.id, await core.vendorProposals.renewSupplierCode(requireActor(req), req.params.id)),
    });

    app.delete("/entities/:id/supplier-code", {
      config: { access: "vendors.relationships", params: { id: "entity" } },
      schema: {
        tags,
        summary: "Withdraw the supplier code: no vendor can propose itself until a new one is made",
        security: bearer,
        params: idParamsSchema,
        response: { 200: supplierCodeSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.vendorProposals.withdrawSupplierCode(requireActor(req), req.params.id);
        return codeOf(req.params.id, null);
      },
    });

    app.post("/compliances/proposals/lookup", {
      config: { access: "compliance.respond", rateLimit: perUserLimit(supplierCodeTriesPerMinute) },
      schema: {
        tags,
        summary:
          "The customer a supplier code belongs to, so the vendor can check it before proposing; any wrong code answers 404",
        security: bearer,
        body: supplierCodeLookupRequestSchema,
        response: { 200: supplierCodeLookupSchema, ...errorResponses },
      },
      handler: async (req) => {
        const found = await core.vendorProposals.lookup(requireActor(req), req.body.code);
        return { customer: { name: found.customerName } };
      },
    });

    app.post("/compliances/proposals", {
      config: { access: "compliance.respond", rateLimit: perUserLimit(supplierCodeTriesPerMinute) },
      schema: {
        tags,
        summary:
          "Propose the acting workspace's company as a vendor of the customer of a supplier code: the customer's vendor, PENDING for the roles, proposed by the VENDOR",
        security: bearer,
        body: vendorProposalRequestSchema,
        response: { 201: complianceSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(complianceToWire(await core.vendorProposals.propose(requireActor(req), req.body))),
    });
  };
}
