import {
  fieldMessages,
  idParamsSchema,
  okResponseSchema,
  productImageSchema,
  productImageUrls,
  productImageVariants,
  setProductImageRequestSchema,
} from "@tierline/contracts";
import type { Core, ProductImageFile } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses } from "../route-helpers";

const imageToWire = (image: ProductImageFile) => ({
  id: image.resourceId,
  file_name: image.fileName,
  ...productImageUrls(image.productId, image.resourceId),
});

/** `?v=` names the file in the image URLs, so a replaced image is a new URL (caches never go stale). */
const imageQuerySchema = z.object({ v: z.uuid({ error: fieldMessages.productImageInvalid }).optional() });

/**
 * A product's image: set from an uploaded PNG or JPEG (POST /resources first), removed, and served, the
 * file and its thumbnails, to signed-in members of the workspace (docs/decisions.md, "Products").
 */
export function productImagesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["products"];
    const images = core.productImages;
    const onProduct = { id: "product" } as const;

    app.get("/products/:id/image", {
      config: { access: "products.read", params: onProduct },
      schema: {
        tags,
        summary: "The product's image and where its thumbnails are served, or null",
        security: bearer,
        params: idParamsSchema,
        response: { 200: z.object({ image: productImageSchema.nullable() }), ...errorResponses },
      },
      handler: async (req) => {
        const image = await images.find(requireActor(req), req.params.id);
        return { image: image && imageToWire(image) };
      },
    });

    app.put("/products/:id/image", {
      config: { access: "products.write", params: onProduct },
      schema: {
        tags,
        summary:
          "Sets the product's image: an uploaded PNG or JPEG of the workspace (`resource_id`); its 96 px and 320 px thumbnails are made before it answers",
        security: bearer,
        params: idParamsSchema,
        body: setProductImageRequestSchema,
        response: { 200: z.object({ image: productImageSchema }), ...errorResponses },
      },
      handler: async (req) => ({
        image: imageToWire(await images.set(requireActor(req), req.params.id, req.body.resource_id)),
      }),
    });

    app.delete("/products/:id/image", {
      config: { access: "products.write", params: onProduct },
      schema: {
        tags,
        summary: "Removes the product's image (the file stays among the workspace's resources)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await images.remove(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });

    // One route per variant: a path parameter must name an object of the workspace (plugins/access.ts).
    for (const variant of productImageVariants) {
      app.get(`/products/:id/image/${variant}`, {
        config: { access: "products.read", params: onProduct },
        schema: {
          tags,
          summary:
            variant === "original"
              ? "The product's image as uploaded; 404 without an image"
              : `The product's image, ${variant === "96" ? "96 px square (the catalogue list)" : "at most 320 px (the product page)"}, as WebP; 404 without an image`,
          security: bearer,
          params: idParamsSchema,
          querystring: imageQuerySchema,
          // A stream or bytes are sent as they are: the schema only documents them.
          response: { 200: z.any().describe("the image"), ...errorResponses },
        },
        handler: async (req, reply) => {
          const image = await images.open(requireActor(req), req.params.id, variant);
          return reply
            .type(image.contentType)
            .header("cache-control", "private, max-age=86400")
            .send(image.body);
        },
      });
    }
  };
}
