import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fieldMessages, type LocalUploadQuery } from "@tierline/contracts";
import { AppError } from "../errors";
import {
  assertStorageKey,
  type FileStorage,
  type PresignedUpload,
  type UploadConditions,
} from "./file-storage";

export interface LocalFileStorageConfig {
  /** The folder files are kept in (created when missing). */
  dir: string;
  /**
   * How upload links are made: the absolute URL of the api's upload endpoint (POST
   * /api/v1/resources/upload) and the HMAC-SHA256 key (the api's FILES_SIGNING_SECRET). Only the api
   * signs; the worker, which only reads files, has no `signing`.
   */
  signing?: { uploadUrl: string; secret: string };
  now?: () => Date;
}

/** What a verified upload link allows: the api's upload endpoint streams the file with it. */
export interface SignedUpload {
  key: string;
  contentType: string;
  maxBytes: number;
}

/**
 * The local driver: files in a folder on the api's disk. Its "presigned" upload is a link to the api's
 * own upload endpoint whose query carries key, type, size limit and expiry, signed with HMAC-SHA256;
 * the endpoint verifies it (`verifyUpload`) and streams the file in with the limit enforced as it
 * arrives (`receive`). The form is the S3 one: `key` and `Content-Type` fields, then the file.
 */
export interface LocalFileStorage extends FileStorage {
  readonly driver: "local";
  /** The upload a link allows; a forged, altered or expired link is 403 UPLOAD_LINK_INVALID. */
  verifyUpload(query: LocalUploadQuery): SignedUpload;
  /**
   * Streams `file` to the upload's key. Past `maxBytes` it stops reading, removes what it wrote and
   * throws 413 FILE_TOO_LARGE. A key already stored is not replaced (a link uploads once): 403.
   */
  receive(upload: SignedUpload, file: Readable): Promise<{ size: number }>;
}

export const isLocalFileStorage = (storage: FileStorage): storage is LocalFileStorage =>
  storage.driver === "local" && "receive" in storage;

const signedText = (u: { key: string; type: string; max: number; expires: number }) =>
  ["upload", u.key, u.type, u.max, u.expires].join("\n");

export function createLocalFileStorage(config: LocalFileStorageConfig): LocalFileStorage {
  const root = path.resolve(config.dir);
  const now = config.now ?? (() => new Date());
  const sign = (text: string) => {
    if (!config.signing)
      throw new Error("this local file storage was built without `signing`: only the api signs");
    return createHmac("sha256", config.signing.secret).update(text).digest("base64url");
  };
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

  return {
    driver: "local",

    async presignUpload(c: UploadConditions): Promise<PresignedUpload> {
      assertStorageKey(c.key);
      const expires = Math.floor(now().getTime() / 1000) + c.expiresInSeconds;
      const signed = { key: c.key, type: c.contentType, max: c.maxBytes, expires };
      const url = new URL(config.signing?.uploadUrl ?? "");
      for (const [name, value] of Object.entries(signed)) url.searchParams.set(name, String(value));
      url.searchParams.set("signature", sign(signedText(signed)));
      return {
        url: url.toString(),
        fields: { key: c.key, "Content-Type": c.contentType },
        expiresAt: new Date(expires * 1000),
      };
    },

    verifyUpload(query) {
      const expected = Buffer.from(sign(signedText(query)));
      const given = Buffer.from(query.signature);
      const valid = given.length === expected.length && timingSafeEqual(given, expected);
      if (!valid || query.expires * 1000 < now().getTime()) throw new AppError("UPLOAD_LINK_INVALID");
      assertStorageKey(query.key);
      return { key: query.key, contentType: query.type, maxBytes: query.max };
    },

    async receive(upload, file) {
      const target = pathOf(upload.key);
      await mkdir(path.dirname(target), { recursive: true });
      const part = `${target}.${randomUUID()}.part`;
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          if (size > upload.maxBytes)
            return done(new AppError("FILE_TOO_LARGE", { file: fieldMessages.fileTooLarge }));
          done(null, chunk);
        },
      });
      try {
        await pipeline(file, limit, createWriteStream(part, { flags: "wx" }));
        // link() refuses an existing name, so a stored file is never replaced by a second POST.
        await link(part, target).catch((error: NodeJS.ErrnoException) => {
          throw error.code === "EEXIST" ? new AppError("UPLOAD_LINK_INVALID") : error;
        });
        return { size };
      } finally {
        await rm(part, { force: true });
      }
    },

    async head(key) {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async readRange(key, start, end) {
      const handle = await open(pathOf(key), "r");
      try {
        const buffer = Buffer.alloc(Math.max(0, end - start));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    async openRead(key) {
      // Opened before it is returned, so a missing file fails here rather than on the first read.
      const handle = await open(pathOf(key), "r");
      return handle.createReadStream();
    },

    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written aside and renamed into place: a reader never sees half a file.
      const part = `${target}.${randomUUID()}.part`;
      try {
        await writeFile(part, body, { flag: "wx" });
        await rename(part, target);
      } finally {
        await rm(part, { force: true });
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
