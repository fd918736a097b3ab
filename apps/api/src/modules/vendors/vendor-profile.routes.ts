import { idParamsSchema, vendorImportedDetailsSchema } from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";

/** The vendor profile's reads that no other call answers. */
export function vendorProfileRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get("/entity-relationships/:id/imported-details", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags: ["vendors"],
        summary:
          "What the vendor-list import read about the vendor beyond its entity (address, contact, phone, identifier), for the profile's Details tab",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorImportedDetailsSchema, ...errorResponses },
      },
      handler: async (req) => {
        const found = await core.vendorProfile.importedDetails(requireActor(req), req.params.id);
        const i = found.imported;
        return {
          imported: i && {
            address: i.address,
            city: i.city,
            state: i.state,
            postal_code: i.postalCode,
            contact_name: i.contactName,
            phone: i.phone,
            identifier_type: i.identifierType,
            identifier_number: i.identifierNumber,
          },
          import_row: found.importRow,
        };
      },
    });
  };
}
