import { z } from "zod";
import { uploadLimitBytes } from "./constants";
import { fieldMessages } from "./messages";

/**
 * File upload rules of spec section 5. Files are checked by size and by the extension of their name
 * (browsers report MIME types inconsistently, e.g. CSV as application/vnd.ms-excel, so `type` is
 * carried but not trusted).
 */
/** `compliance_document`: a file a vendor gave a customer's relationship (the compliance section). */
export const uploadKinds = ["general", "vendor_upload", "product_catalogue", "compliance_document"] as const;
export type UploadKind = (typeof uploadKinds)[number];

const spreadsheetExtensions = ["xlsx", "xls", "csv"] as const;
const documentExtensions = ["png", "jpeg", "jpg", "pdf", "xlsx", "xls", "csv", "doc", "docx"] as const;

export const allowedUploadExtensions: Readonly<Record<UploadKind, readonly string[]>> = {
  general: documentExtensions,
  vendor_upload: spreadsheetExtensions,
  product_catalogue: spreadsheetExtensions,
  compliance_document: documentExtensions,
};

/**
 * A narrower choice of types than an upload's kind allows, with the message a file of another type
 * gets: a product image is a general upload that must be a picture.
 */
export type UploadTypes = { extensions: readonly string[]; message: string };

/** The wrong-type message per kind: the spec's text for general uploads, a spreadsheet one otherwise. */
export const uploadTypeMessages: Readonly<Record<UploadKind, string>> = {
  general: fieldMessages.fileType,
  vendor_upload: fieldMessages.spreadsheetFileType,
  product_catalogue: fieldMessages.spreadsheetFileType,
  compliance_document: fieldMessages.fileType,
};

/**
 * The type each allowed extension is stored as: the Content-Type a presigned upload requires and the
 * stored object carries. Chosen by the server from the name, never taken from the browser's report.
 */
export const uploadContentTypes: Readonly<Record<string, string>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  csv: "text/csv",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The lower-case extension of a file name without the dot; "" when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

export function isAllowedUploadName(name: string, kind: UploadKind): boolean {
  return allowedUploadExtensions[kind].includes(fileExtension(name));
}

/** The `accept` attribute for a file input of this kind (or of `types`), e.g. ".xlsx,.xls,.csv". */
export function uploadAcceptAttribute(kind: UploadKind, types?: UploadTypes): string {
  return (types?.extensions ?? allowedUploadExtensions[kind]).map((extension) => `.${extension}`).join(",");
}

/**
 * Validates a file's {name, size, type?}: at most 200 MB and an extension the kind allows (and, when
 * given, one of `types`).
 */
export function uploadFileSchema(kind: UploadKind, types?: UploadTypes) {
  return z.object(
    {
      name: z
        .string({ error: fieldMessages.fileRequired })
        .min(1, { error: fieldMessages.fileRequired, abort: true })
        .refine((name) => isAllowedUploadName(name, kind), { error: uploadTypeMessages[kind], abort: true })
        .refine((name) => !types || types.extensions.includes(fileExtension(name)), types?.message),
      size: z
        .number({ error: fieldMessages.fileRequired })
        .int()
        .nonnegative()
        .max(uploadLimitBytes, fieldMessages.fileTooLarge),
      type: z.string().optional(),
    },
    { error: fieldMessages.fileRequired },
  );
}
export type UploadFile = z.infer<ReturnType<typeof uploadFileSchema>>;
