import type { IncomingMessage } from "node:http";
import { Busboy } from "@fastify/busboy";
import { fieldMessages } from "@tierline/contracts";
import { AppError, type LocalFileStorage, type SignedUpload } from "@tierline/core";

/**
 * Reads the S3-shaped upload form of a local storage link: `key` and `Content-Type` fields (which must
 * be the signed ones, as S3 holds a form to its policy), then the file as `file`, streamed to storage
 * with the link's size limit enforced as it arrives. Parts after the file are ignored, like S3.
 */
export function receiveUploadForm(raw: IncomingMessage, upload: SignedUpload, storage: LocalFileStorage) {
  return new Promise<{ size: number }>((resolve, reject) => {
    let stored: Promise<{ size: number }> | null = null;
    let settled = false;
    const finish = (error: unknown, result?: { size: number }) => {
      if (settled) return;
      settled = true;
      if (error) {
        raw.unpipe(form);
        reject(error);
      } else resolve(result!);
    };
    let form: ReturnType<typeof Busboy>;
    try {
      form = Busboy({
        headers: raw.headers as Parameters<typeof Busboy>[0]["headers"],
        limits: { files: 1, fields: 20, fieldSize: 8 * 1024, parts: 21 },
      });
    } catch {
      // Not a multipart form, or one without a boundary.
      return reject(new AppError("VALIDATION", { file: fieldMessages.fileRequired }));
    }
    form.on("field", (name, value) => {
      const signed =
        name === "key" ? upload.key : name.toLowerCase() === "content-type" ? upload.contentType : null;
      if (signed !== null && value !== signed && !stored) finish(new AppError("UPLOAD_LINK_INVALID"));
    });
    form.on("file", (name, file) => {
      if (name !== "file" || stored || settled) return void file.resume();
      stored = storage.receive(upload, file);
      stored.then(
        (result) => finish(null, result),
        (error) => finish(error),
      );
    });
    form.on("error", (error) => finish(error instanceof AppError ? error : new AppError("VALIDATION")));
    form.on("finish", () => {
      if (!stored) finish(new AppError("VALIDATION", { file: fieldMessages.fileRequired }));
    });
    raw.pipe(form);
  });
}
