import { buffer } from "node:stream/consumers";
import {
  fieldMessages,
  type ProductImageVariant,
  type ProductThumbnailSize,
  productThumbnailSizes,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { findOwned, updateOwned } from "../repository";
import type { FileStorage } from "../resources/file-storage";
import {
  makeThumbnails,
  thumbnailContentType,
  thumbnailKey,
  UnreadableImageError,
} from "./product-thumbnails";

/** The types an image may be (by its content, as the upload check found it). */
const imageTypes = ["image/png", "image/jpeg"];

/** A product's image: the uploaded file's id and name. */
export interface ProductImageFile {
  productId: string;
  resourceId: string;
  fileName: string;
}

const invalid = () => new AppError("VALIDATION", { resource_id: fieldMessages.productImageInvalid });
const unreadable = () => new AppError("VALIDATION", { resource_id: fieldMessages.productImageUnreadable });

/**
 * Product images: an uploaded PNG or JPEG (POST /resources, checked by content when completed) set on a
 * product, its thumbnails made at once and kept in file storage beside it, and served to signed-in members.
 * The file itself stays a resource of the workspace when the image is replaced or removed.
 */
export function createProductImagesService(deps: CoreDeps, storage: FileStorage) {
  const { db } = deps;

  const productImage = async (scope: { workspaceId: string }, productId: string) =>
    findOwned(scope, productId, (where) =>
      db.product.findFirst({
        where,
        select: { image: { select: { id: true, fileName: true, storageKey: true, detectedType: true } } },
      }),
    );

  /** Makes and stores the thumbnails of an uploaded image (again, when asked: the same bytes each time). */
  async function storeThumbnails(workspaceId: string, resource: { id: string; storageKey: string }) {
    const original = await buffer(await storage.openRead(resource.storageKey));
    let thumbnails: Record<ProductThumbnailSize, Buffer>;
    try {
      thumbnails = await makeThumbnails(original);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw unreadable();
      throw error;
    }
    for (const size of productThumbnailSizes) {
      await storage.put(thumbnailKey(workspaceId, resource.id, size), thumbnails[size], thumbnailContentType);
    }
    return thumbnails;
  }

  return {
    /** The product's image, or null. */
    async find(actor: Actor, productId: string): Promise<ProductImageFile | null> {
      const { image } = await productImage(actor, productId);
      return image && { productId, resourceId: image.id, fileName: image.fileName };
    },

    /**
     * PUT /products/{id}/image: the file must be the workspace's (404 otherwise, as in a path) and an
     * uploaded PNG or JPEG (400 on `resource_id` otherwise, and when its bytes are no readable picture).
     * Thumbnails first, then the product points at the file: a product never shows an image without them.
     */
    async set(actor: Actor, productId: string, resourceId: string): Promise<ProductImageFile> {
      await productImage(actor, productId);
      const resource = await db.resource.findFirst({
        where: { id: resourceId, workspaceId: actor.workspaceId },
        select: { id: true, kind: true, status: true, detectedType: true, fileName: true, storageKey: true },
      });
      if (!resource) throw notFound();
      if (
        resource.kind !== "GENERAL" ||
        resource.status !== "UPLOADED" ||
        !imageTypes.includes(resource.detectedType ?? "")
      ) {
        throw invalid();
      }
      await storeThumbnails(actor.workspaceId, resource);
      // The product's own column records the use; the file's link (a vendor's, a company's) is left as
      // it is, so a vendor's file set as an image stays among the vendor's files.
      await updateOwned(actor, productId, (where) =>
        db.product.updateMany({ where, data: { imageResourceId: resource.id } }),
      );
      return { productId, resourceId: resource.id, fileName: resource.fileName };
    },

    /** DELETE /products/{id}/image: the product shows none; the file stays in the workspace's resources. */
    async remove(actor: Actor, productId: string): Promise<void> {
      await productImage(actor, productId);
      await updateOwned(actor, productId, (where) =>
        db.product.updateMany({ where, data: { imageResourceId: null } }),
      );
    },

    /**
     * GET /products/{id}/image/{size}: a thumbnail (made again when storage lost it) or the file as
     * uploaded. A product without an image: 404.
     */
    async open(actor: Actor, productId: string, variant: ProductImageVariant) {
      const { image } = await productImage(actor, productId);
      if (!image) throw notFound();
      if (variant === "original") {
        return {
          contentType: image.detectedType ?? "application/octet-stream",
          body: await storage.openRead(image.storageKey),
        };
      }
      const key = thumbnailKey(actor.workspaceId, image.id, variant);
      if (await storage.head(key))
        return { contentType: thumbnailContentType, body: await storage.openRead(key) };
      const made = await storeThumbnails(actor.workspaceId, image);
      return { contentType: thumbnailContentType, body: made[variant] };
    },
  };
}
export type ProductImagesService = ReturnType<typeof createProductImagesService>;
