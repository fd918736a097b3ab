import type { Readable } from "node:stream";

/**
 * Where uploaded files live: one interface, two drivers (decisions.md, "File storage"). S3-compatible
 * storage when configured (`s3-file-storage.ts`), else a folder on the api's disk behind HMAC-signed
 * upload URLs served by the api (`local-file-storage.ts`). Both hand the browser the same thing: a URL
 * and form fields to POST the file to, the file as the form's last part, named `file`.
 */

/** What a presigned upload allows: one object at `key`, of one type, of at most `maxBytes`, until it expires. */
export interface UploadConditions {
  key: string;
  /** The Content-Type the form must carry (and the stored object gets). */
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}

/** A form POST: the browser sends `fields` in this order, then the file as `file`. */
export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
  expiresAt: Date;
}

export interface FileStorage {
  readonly driver: "s3" | "local";
  /** A form upload that the storage itself will hold to `conditions` (as far as it enforces them). */
  presignUpload(conditions: UploadConditions): Promise<PresignedUpload>;
  /** The stored object's size, or null when nothing is stored at `key`. */
  head(key: string): Promise<{ size: number } | null>;
  /** Bytes `start` to `end` (exclusive) of the object, fewer where it ends first: for sniffing and zip directories. */
  readRange(key: string, start: number, end: number): Promise<Buffer>;
  /** The whole object as a stream (imports read files this way, never whole in memory). */
  openRead(key: string): Promise<Readable>;
  /** Stores `body` at `key` (replacing what is there): files the product makes itself, such as thumbnails. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object; nothing stored at `key` is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Keys are made by core (`resources/<resource>`, `thumbnails/...`), never from user input; the drivers still
 * refuse anything else, so a key can never climb out of the local folder or the bucket's prefix.
 */
export const storageKeyPattern = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!storageKeyPattern.test(key) || key.length > 200) throw new Error(`not a storage key: ${key}`);
}
