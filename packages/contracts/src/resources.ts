import { z } from "zod";
import { apiMessages } from "./api-messages";
import { uploadLimitBytes } from "./constants";
import { fieldMessages } from "./messages";
import { trimmedString } from "./text-rules";
import { isAllowedUploadName, type UploadKind, uploadKinds, uploadTypeMessages } from "./upload-file";

/**
 * Resources (spec section 7): an uploaded file's record and the calls that upload it. A file goes
 * straight to storage (S3 or the api's local folder) by a presigned form POST; the api then checks what
 * was stored (size, and type by content) when the client completes the upload. decisions.md, "File
 * storage", tells the whole flow.
 */

export const resourceStatuses = ["AWAITING_UPLOAD", "UPLOADED", "REJECTED"] as const;
export type ResourceStatus = (typeof resourceStatuses)[number];

/** A file name: what the user's file was called, with an extension the kind allows. */
export const fileNameMaxLength = 255;
export function fileNameSchema(kind: UploadKind) {
  return trimmedString(fieldMessages.fileRequired)
    .min(1, { error: fieldMessages.fileRequired, abort: true })
    .max(fileNameMaxLength, { error: fieldMessages.fileRequired, abort: true })
    .refine((name) => isAllowedUploadName(name, kind), uploadTypeMessages[kind]);
}

/** The size the client announces (checked again on the stored object). */
const announcedSizeSchema = z
  .number({ error: fieldMessages.fileRequired })
  .int({ error: fieldMessages.fileRequired })
  .nonnegative({ error: fieldMessages.fileRequired })
  .max(uploadLimitBytes, fieldMessages.fileTooLarge);

/** The type the browser reports: kept, never trusted (the name's extension picks the stored type). */
const announcedTypeSchema = trimmedString(fieldMessages.textInvalid).max(255).optional();

/** POST /resources: a general file (policy documents, contracts, images). */
export const createResourceRequestSchema = z.object({
  file_name: fileNameSchema("general"),
  content_type: announcedTypeSchema,
  size: announcedSizeSchema.optional(),
});
export type CreateResourceRequest = z.infer<typeof createResourceRequestSchema>;

/** POST /resources/vendors-list: the vendor list of the workspace's own entity (spreadsheets only). */
export const vendorsListRequestSchema = z.object({
  file_name: fileNameSchema("vendor_upload"),
  entity: z.uuid({ error: fieldMessages.entityInvalid }),
  content_type: announcedTypeSchema,
  size: announcedSizeSchema.optional(),
});
export type VendorsListRequest = z.infer<typeof vendorsListRequestSchema>;

/** POST /products/product-list-document: a product catalogue to import (spreadsheets only). */
export const productListDocumentRequestSchema = z.object({
  file_name: fileNameSchema("product_catalogue"),
  content_type: announcedTypeSchema,
  size: announcedSizeSchema.optional(),
});
export type ProductListDocumentRequest = z.infer<typeof productListDocumentRequestSchema>;

/**
 * PUT /resources/{id}: `status: "UPLOADED"` completes the upload (the stored file is checked), and
 * `file_name` renames it (keeping its extension). At least one of the two.
 */
export const updateResourceRequestSchema = z
  .object({
    file_name: trimmedString(fieldMessages.fileRequired)
      .min(1, { error: fieldMessages.fileRequired, abort: true })
      .max(fileNameMaxLength, fieldMessages.fileRequired)
      .optional(),
    status: z.literal("UPLOADED", { error: fieldMessages.statusInvalid }).optional(),
  })
  .refine((v) => v.file_name !== undefined || v.status !== undefined, {
    message: fieldMessages.statusInvalid,
    path: ["status"],
  });
export type UpdateResourceRequest = z.infer<typeof updateResourceRequestSchema>;

export const resourceLinkParamsSchema = z.object({ id: z.uuid(), objectId: z.uuid() });

/** A resource on the wire. */
export const resourceSchema = z.object({
  id: z.uuid(),
  kind: z.enum(uploadKinds),
  file_name: z.string(),
  status: z.enum(resourceStatuses),
  /** The type found in the stored bytes, once uploaded. */
  content_type: z.string().nullable(),
  /** Bytes stored, once uploaded. */
  size: z.number().int().nullable(),
  /** Why the file was refused (REJECTED only). */
  rejected_reason: z.string().nullable(),
  linked_object_id: z.uuid().nullable(),
  created_by: z.uuid().nullable(),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
});
export type Resource = z.infer<typeof resourceSchema>;

/**
 * Where and how to send the file: a form POST to `url` with `fields` in order, then the file as the
 * part named `file` (the S3 presigned POST shape; the local folder's upload link takes the same).
 */
export const presignedUploadSchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires: z.iso.datetime(),
  /** The most bytes the upload may carry. */
  max_size: z.number().int(),
});
export type PresignedUpload = z.infer<typeof presignedUploadSchema>;

/** The answer of POST /resources and POST /resources/vendors-list. */
export const resourceUploadResponseSchema = z.object({
  resource: resourceSchema,
  upload: presignedUploadSchema,
});
export type ResourceUploadResponse = z.infer<typeof resourceUploadResponseSchema>;

/** The local upload link's query: what the api signed (decisions.md, "File storage"). */
const linkPart = z.string({ error: apiMessages.uploadLinkInvalid }).max(255, apiMessages.uploadLinkInvalid);
const linkNumber = z.coerce
  .number({ error: apiMessages.uploadLinkInvalid })
  .int(apiMessages.uploadLinkInvalid)
  .nonnegative(apiMessages.uploadLinkInvalid);
export const localUploadQuerySchema = z.object({
  key: linkPart,
  type: linkPart,
  max: linkNumber,
  expires: linkNumber,
  signature: linkPart,
});
export type LocalUploadQuery = z.infer<typeof localUploadQuerySchema>;
