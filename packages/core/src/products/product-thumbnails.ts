import type { ProductThumbnailSize } from "@tierline/contracts";
import sharp from "sharp";

/**
 * Thumbnails of a product image (docs/decisions.md, "Products"): 96 px square, cropped to the middle (the
 * catalogue list), and at most 320 px on its longer side, whole (the product page); WebP, the camera's
 * orientation applied, never enlarged. Made with sharp (libvips, shipped prebuilt on npm).
 */

/** The largest picture read: more pixels than any product photo needs, far fewer than a decompression bomb. */
export const maxImagePixels = 50_000_000;
export const thumbnailContentType = "image/webp";

/** A picture that could not be decoded (broken, or over `maxImagePixels`). */
export class UnreadableImageError extends Error {}

export async function makeThumbnails(image: Buffer): Promise<Record<ProductThumbnailSize, Buffer>> {
  const source = sharp(image, { limitInputPixels: maxImagePixels, failOn: "error" });
  try {
    await source.metadata();
    const [small, large] = await Promise.all([
      source.clone().rotate().resize(96, 96, { fit: "cover" }).webp({ quality: 80 }).toBuffer(),
      source
        .clone()
        .rotate()
        .resize(320, 320, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    return { "96": small, "320": large };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** Where a thumbnail of an uploaded file is kept, beside the uploads (`resources/...`). */
export const thumbnailKey = (workspaceId: string, resourceId: string, size: ProductThumbnailSize) =>
  `thumbnails/${workspaceId}/${resourceId}-${size}`;
