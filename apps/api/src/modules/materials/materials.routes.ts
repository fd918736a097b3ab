import {
  addProductMaterialRequestSchema,
  createMaterialRequestSchema,
  createResourceUsageTypeRequestSchema,
  idParamsSchema,
  materialListQuerySchema,
  materialListSchema,
  materialSchema,
  okResponseSchema,
  paginationQuerySchema,
  productMaterialListSchema,
  productMaterialParamsSchema,
  productMaterialSchema,
  resourceUsageTypeListQuerySchema,
  resourceUsageTypeListSchema,
  resourceUsageTypeSchema,
  uflpaExposureQuerySchema,
  uflpaExposureSchema,
  updateMaterialRequestSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  materialToWire,
  productMaterialToWire,
  uflpaExposureToWire,
  usageTypeToWire,
} from "./materials.wire";

/**
 * Materials, resource usage types, the materials of a product at the stages of its chain, and the UFLPA
 * trace through them (issue 13 point 4). Reads are every member's; writes are the roles that manage
 * products.
 */
export function materialsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["materials"];

    app.get("/products/materials", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "The workspace's materials by name; `search` finds a name containing the text (case and accents ignored)",
        security: bearer,
        querystring: materialListQuerySchema,
        response: { 200: materialListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.materials.listMaterials(requireActor(req), req.query),
          materialToWire,
        ),
    });

    app.post("/products/materials", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary:
          "A material: made (201), its UFLPA high-priority input suggested from its name unless given, or the workspace's material of that name, unchanged (200)",
        security: bearer,
        body: createMaterialRequestSchema,
        response: { 200: materialSchema, 201: materialSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { material, created } = await core.materials.createMaterial(requireActor(req), req.body);
        return reply.status(created ? 201 : 200).send(materialToWire(material));
      },
    });

    app.get("/products/materials/uflpa-exposure", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "Per UFLPA high-priority input: the materials that are it, the products using them with the stage, and the vendors at that stage of those products' supply streams with what each one's newest questionnaire declared",
        security: bearer,
        querystring: uflpaExposureQuerySchema,
        response: { 200: uflpaExposureSchema, ...errorResponses },
      },
      handler: async (req) => ({
        inputs: (await core.materials.uflpaExposure(requireActor(req), req.query.input)).map(
          uflpaExposureToWire,
        ),
      }),
    });

    app.patch("/products/materials/:id", {
      config: { access: "products.write", params: { id: "material" } },
      schema: {
        tags,
        summary: "Rename a material (409 when another has the name) or set its UFLPA high-priority input",
        security: bearer,
        params: idParamsSchema,
        body: updateMaterialRequestSchema,
        response: { 200: materialSchema, ...errorResponses },
      },
      handler: async (req) =>
        materialToWire(await core.materials.updateMaterial(requireActor(req), req.params.id, req.body)),
    });

    app.get("/resource-usage-types", {
      config: { access: "products.read" },
      schema: {
        tags,
        summary:
          "The workspace's resource usage types by name (a workspace's first read gives it the default ones)",
        security: bearer,
        querystring: resourceUsageTypeListQuerySchema,
        response: { 200: resourceUsageTypeListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.materials.listUsageTypes(requireActor(req), req.query),
          usageTypeToWire,
        ),
    });

    app.post("/resource-usage-types", {
      config: { access: "products.write" },
      schema: {
        tags,
        summary: "A resource usage type: made (201), or the workspace's type of that name (200)",
        security: bearer,
        body: createResourceUsageTypeRequestSchema,
        response: { 200: resourceUsageTypeSchema, 201: resourceUsageTypeSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { usageType, created } = await core.materials.createUsageType(requireActor(req), req.body.name);
        return reply.status(created ? 201 : 200).send(usageTypeToWire(usageType));
      },
    });

    app.get("/products/:id/materials", {
      config: { access: "products.read", params: { id: "product" } },
      schema: {
        tags,
        summary: "The product's materials in chain order (no stage last), then by material name",
        security: bearer,
        params: idParamsSchema,
        querystring: paginationQuerySchema,
        response: { 200: productMaterialListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.materials.listProductMaterials(requireActor(req), req.params.id, req.query),
          productMaterialToWire,
        ),
    });

    app.post("/products/:id/materials", {
      config: { access: "products.write", params: { id: "product" } },
      schema: {
        tags,
        summary:
          "A material in the product, at a stage of its chain and used in a way (both optional); a material or type not the workspace's answers 404, the same material at the same stage 409",
        security: bearer,
        params: idParamsSchema,
        body: addProductMaterialRequestSchema,
        response: { 201: productMaterialSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(
            productMaterialToWire(
              await core.materials.addProductMaterial(requireActor(req), req.params.id, req.body),
            ),
          ),
    });

    app.delete("/products/:id/materials/:productMaterialId", {
      config: { access: "products.write", params: { id: "product", productMaterialId: "productMaterial" } },
      schema: {
        tags,
        summary: "Take a material off the product",
        security: bearer,
        params: productMaterialParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await core.materials.removeProductMaterial(
          requireActor(req),
          req.params.id,
          req.params.productMaterialId,
        );
        return { ok: true as const };
      },
    });
  };
}
