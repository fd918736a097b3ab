import { randomUUID } from "node:crypto";
import type { ProductListDocumentRequest } from "@tierline/contracts";
import {
  type CreateResourceRequest,
  fieldMessages,
  fileExtension,
  type UpdateResourceRequest,
  type UploadKind,
  uploadContentTypes,
  uploadLimitBytes,
  uploadTypeMessages,
  type VendorsListRequest,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import { AppError, notFound } from "../errors";
import type { ImportFiles } from "../imports/import-files";
import { owned } from "../repository";
import type { VendorListFiles } from "../vendors/vendor-list-files";
import { contentMatchesExtension } from "./detect-file-type";
import type { FileStorage } from "./file-storage";
import type { Resource, ResourceUpload } from "./resource";
import type { ResourcesRepository } from "./resources.repository";

/**
 * How long a presigned upload may start: an hour, so a 200 MB file on a slow line still gets going;
 * it names one key of one new resource, and the upload is checked when completed.
 */
export const uploadLinkSeconds = 60 * 60;

/** Who stores a file, and the workspace whose row it is (a vendor's document is its customer's row). */
type Uploader = { workspaceId: string; userId: string };

/** A file refused when its upload is completed: the answer's field and message. */
const refused = (message: string) => new AppError("VALIDATION", message, { file: message });

/**
 * Uploaded files (spec section 7, Resources). A resource is announced (POST /resources or
 * /resources/vendors-list: a row AWAITING_UPLOAD and a presigned form), the browser posts the file
 * straight to storage, then completes it (PUT /resources/{id} with status UPLOADED): the stored object
 * is checked for size and for type by content, and is UPLOADED, or REJECTED and deleted.
 */
export function createResourcesService(
  repository: ResourcesRepository,
  storage: FileStorage,
  /** Told before a file is deleted, so what it resolved can open again (warnings). */
  beforeRemove: (scope: { workspaceId: string }, id: string) => Promise<void> = async () => {},
) {
  async function announce(
    actor: Uploader,
    kind: UploadKind,
    input: { file_name: string; content_type?: string },
    linkedObjectId?: string,
    documentTypeId?: string,
  ): Promise<ResourceUpload> {
    const id = randomUUID();
    // The key goes to the uploader in the form, and a vendor uploads into its customer's workspace: it
    // names the resource only. Older rows keep the key they were stored under (`storageKey`).
    const storageKey = `resources/${id}`;
    const contentType = uploadContentTypes[fileExtension(input.file_name)];
    // The request schemas allow only these extensions; a gap in the table would be ours.
    if (!contentType) throw new Error(`no content type for ${input.file_name}`);
    const resource = await repository.create({
      id,
      workspaceId: actor.workspaceId,
      kind,
      fileName: input.file_name,
      declaredType: input.content_type,
      storageKey,
      linkedObjectId,
      documentTypeId,
      createdById: actor.userId,
    });
    const upload = await storage.presignUpload({
      key: storageKey,
      contentType,
      maxBytes: uploadLimitBytes,
      expiresInSeconds: uploadLinkSeconds,
    });
    return { resource, upload: { ...upload, maxBytes: uploadLimitBytes } };
  }

  /** Checks the stored object; refused: REJECTED, the object deleted, 400 with the reason on `file`. */
  async function complete(actor: { workspaceId: string }, found: Resource): Promise<Resource> {
    if (found.status === "UPLOADED") return found;
    if (found.status === "REJECTED") throw new AppError("CONFLICT");
    const stored = await storage.head(found.storageKey);
    if (!stored) throw refused(fieldMessages.fileNotUploaded);
    const where = owned(actor, found.id);
    const reject = async (reason: string) => {
      await repository.markRejected(where, reason, stored.size);
      await storage.delete(found.storageKey);
      throw refused(reason);
    };
    const extension = fileExtension(found.fileName);
    if (stored.size > uploadLimitBytes) return reject(fieldMessages.fileTooLarge);
    // An empty file has no content to be of any type.
    if (stored.size === 0) return reject(fieldMessages.fileRequired);
    const matches = await contentMatchesExtension(extension, stored.size, (start, end) =>
      storage.readRange(found.storageKey, start, end),
    );
    if (!matches) return reject(uploadTypeMessages[found.kind]);
    await repository.markUploaded(where, { contentType: uploadContentTypes[extension]!, size: stored.size });
    return repository.find(actor, found.id);
  }

  /**
   * The stored bytes of an UPLOADED resource of the workspace (of `kind`, when given), as a stream:
   * `scope` is the actor, or a job's workspace. Another kind: 404; not uploaded or refused: 409.
   */
  async function open(scope: { workspaceId: string }, id: string, kind?: UploadKind) {
    const resource = await repository.find(scope, id);
    if (kind && resource.kind !== kind) throw notFound();
    if (resource.status !== "UPLOADED") throw new AppError("CONFLICT");
    return { resource, fileName: resource.fileName, stream: await storage.openRead(resource.storageKey) };
  }

  return {
    find: (actor: Actor, id: string) => repository.find(actor, id),

    /** POST /resources: a general file. */
    create: (actor: Actor, input: CreateResourceRequest) => announce(actor, "general", input),

    /** POST /products/product-list-document: a product catalogue to import (spreadsheets only). */
    createProductCatalogue: (actor: Actor, input: ProductListDocumentRequest) =>
      announce(actor, "product_catalogue", input),

    /** POST /resources/vendors-list: the vendor list of the workspace's own company, linked to it at once. */
    async createVendorsList(actor: Actor, input: VendorsListRequest) {
      if (input.entity !== (await repository.workspaceEntityId(actor))) {
        throw new AppError("VALIDATION", { entity: fieldMessages.entityInvalid });
      }
      return announce(actor, "vendor_upload", input, input.entity);
    },

    /**
     * A vendor's document on a customer's relationship (the compliance section): the customer's row,
     * linked to the relationship at once, stored by the vendor's user; of one of the customer's required
     * types (checked by the caller) or of none.
     */
    createComplianceDocument: (
      owner: Uploader,
      input: CreateResourceRequest,
      relationshipId: string,
      documentTypeId?: string,
    ) => announce(owner, "compliance_document", input, relationshipId, documentTypeId),

    /** Completes the upload of a resource of `scope`'s workspace (the stored file is checked). */
    completeUpload: async (scope: { workspaceId: string }, id: string) =>
      complete(scope, await repository.find(scope, id)),

    /** PUT /resources/{id}: renames (the extension stays), and/or completes the upload. */
    async update(actor: Actor, id: string, input: UpdateResourceRequest): Promise<Resource> {
      let found = await repository.find(actor, id);
      if (input.file_name !== undefined && input.file_name !== found.fileName) {
        if (fileExtension(input.file_name) !== fileExtension(found.fileName)) {
          throw new AppError("VALIDATION", { file_name: fieldMessages.fileExtensionChanged });
        }
        await repository.rename(actor, id, input.file_name);
        found = { ...found, fileName: input.file_name };
      }
      return input.status === "UPLOADED" ? complete(actor, found) : repository.find(actor, id);
    },

    /** PUT /resources/{id}/link/{objectId}: attaches an uploaded file to an object of the workspace. */
    async link(actor: Actor, id: string, objectId: string): Promise<Resource> {
      await repository.link(owned(actor, id), objectId);
      return repository.find(actor, id);
    },

    /** DELETE /resources/{id}: the record and the stored object. */
    async remove(actor: Actor, id: string): Promise<void> {
      const found = await repository.find(actor, id);
      await beforeRemove(actor, id);
      await repository.delete(actor, id);
      await storage.delete(found.storageKey);
    },

    open,

    /** `open` for vendor lists only: what the vendor import reads (`VendorListFiles`). */
    vendorLists: {
      open: (scope: { workspaceId: string }, id: string) => open(scope, id, "vendor_upload"),
    } satisfies VendorListFiles,

    /** `open` for product catalogues only: what the product import reads. */
    productCatalogues: {
      open: (scope: { workspaceId: string }, id: string) => open(scope, id, "product_catalogue"),
    } satisfies ImportFiles,
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
