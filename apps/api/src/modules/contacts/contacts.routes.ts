import {
  contactCategoryListSchema,
  contactCategorySchema,
  contactListQuerySchema,
  contactListSchema,
  contactRequirementsSchema,
  contactSchema,
  createContactCategoryRequestSchema,
  createContactRequestSchema,
  idParamsSchema,
  missingContactsSchema,
  paginationQuerySchema,
  setContactRequirementsRequestSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { contactCategoryToWire, contactToWire } from "./contacts.wire";

/**
 * Contact categories, the categories an entity requires contacts in, and the contacts of a vendor
 * relationship (spec section 7). Reads are every member's; writes are the roles that manage vendors.
 */
export function contactsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["contacts"];

    app.get("/contact-categories", {
      config: { access: "vendors.read" },
      schema: {
        tags,
        summary: "The workspace's contact categories by name",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: contactCategoryListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.contacts.listCategories(requireActor(req), req.query),
          contactCategoryToWire,
        ),
    });

    app.post("/contact-categories", {
      config: { access: "vendors.write" },
      schema: {
        tags,
        summary: "A new contact category; 409 when the workspace has one of that name (in any case)",
        security: bearer,
        body: createContactCategoryRequestSchema,
        response: { 201: contactCategorySchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(contactCategoryToWire(await core.contacts.createCategory(requireActor(req), req.body.name))),
    });

    const requirementsOf = (
      entity: string,
      categories: Awaited<ReturnType<Core["contacts"]["requirements"]>>,
    ) => ({
      entity,
      categories: categories.map(contactCategoryToWire),
    });

    app.get("/entities/:id/contact-requirements", {
      config: { access: "vendors.read", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "The contact categories the entity requires: on the workspace's own entity every vendor must provide them, on a vendor's entity that vendor",
        security: bearer,
        params: idParamsSchema,
        response: { 200: contactRequirementsSchema, ...errorResponses },
      },
      handler: async (req) =>
        requirementsOf(req.params.id, await core.contacts.requirements(requireActor(req), req.params.id)),
    });

    app.post("/entities/:id/contact-requirements", {
      config: { access: "vendors.write", params: { id: "entity" } },
      schema: {
        tags,
        summary:
          "Set the whole list of contact categories the entity requires (an empty list requires none); a category not the workspace's answers 404",
        security: bearer,
        params: idParamsSchema,
        body: setContactRequirementsRequestSchema,
        response: { 200: contactRequirementsSchema, ...errorResponses },
      },
      handler: async (req) =>
        requirementsOf(
          req.params.id,
          await core.contacts.setRequirements(requireActor(req), req.params.id, req.body.categories),
        ),
    });

    app.get("/entities/relationships/:id/contacts", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary: "The vendor relationship's contacts, by category name, then last and first name",
        security: bearer,
        params: idParamsSchema,
        querystring: contactListQuerySchema,
        response: { 200: contactListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.contacts.listContacts(requireActor(req), req.params.id, req.query),
          contactToWire,
        ),
    });

    app.get("/entity-relationships/:id/missing-contacts", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "The contact categories required of the vendor (by the workspace's own entity or the vendor's) that it has no contact in: the profile's \"Contact missing\" action",
        security: bearer,
        params: idParamsSchema,
        response: { 200: missingContactsSchema, ...errorResponses },
      },
      handler: async (req) => ({
        categories: (await core.contacts.missingContacts(requireActor(req), req.params.id)).map(
          contactCategoryToWire,
        ),
      }),
    });

    app.post("/entities/relationships/:id/contacts", {
      config: { access: "vendors.write", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "A new contact of the vendor for one contact category; a category not the workspace's answers 404",
        security: bearer,
        params: idParamsSchema,
        body: createContactRequestSchema,
        response: { 201: contactSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(contactToWire(await core.contacts.createContact(requireActor(req), req.params.id, req.body))),
    });
  };
}
