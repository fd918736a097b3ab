import { z } from "zod";
import { fieldMessages } from "./messages";
import type { UploadTypes } from "./upload-file";

/**
 * A product's image (issue 13): a general upload (POST /resources, PNG or JPEG by content) set on the
 * product, served with two thumbnails the api makes when it is set (docs/decisions.md, "Products").
 */

/** The thumbnails' widths: the catalogue list's (a square) and the product page's (within a square). */
export const productThumbnailSizes = ["96", "320"] as const;
export type ProductThumbnailSize = (typeof productThumbnailSizes)[number];
/** What GET /products/{id}/image/{size} serves: a thumbnail, or the file as uploaded. */
export const productImageVariants = [...productThumbnailSizes, "original"] as const;
export type ProductImageVariant = (typeof productImageVariants)[number];

/**
 * The files an image may be, by name: the uploader offers only these, as the api takes only PNG and
 * JPEG bytes and would refuse any other general upload only once it is stored.
 */
export const productImageUploadTypes: UploadTypes = {
  extensions: ["png", "jpeg", "jpg"],
  message: fieldMessages.productImageInvalid,
};

/** PUT /products/{id}/image. */
export const setProductImageRequestSchema = z.object({
  resource_id: z.uuid({ error: fieldMessages.productImageInvalid }),
});
export type SetProductImageRequest = z.infer<typeof setProductImageRequestSchema>;

/**
 * A product's image on the wire: the uploaded file, and where the api serves it (signed-in GETs with the
 * bearer token, so a page fetches them and shows the bytes). Each URL names the file, so a new image is a
 * new URL and a cached one is never stale.
 */
export const productImageSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  /** 96 x 96, cropped to the square. */
  thumbnail_url: z.string(),
  /** At most 320 x 320, whole. */
  preview_url: z.string(),
  /** The file as uploaded. */
  url: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** The URLs of a product's image (the api's paths under /api/v1). */
export function productImageUrls(productId: string, resourceId: string) {
  const at = (variant: ProductImageVariant) =>
    `/api/v1/products/${productId}/image/${variant}?v=${resourceId}`;
  return { thumbnail_url: at("96"), preview_url: at("320"), url: at("original") };
}
