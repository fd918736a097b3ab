import { createHash } from "node:crypto";
import {
  readSourceFolder,
  type SourceDefinition,
  type SourceFiles,
  sourceDefinitions,
} from "@tierline/screening";
import type { Logger } from "../logger";

/** Gets the raw files of one source, by role. Throws when a required file cannot be had. */
export type FetchFiles = (source: SourceDefinition) => Promise<SourceFiles>;

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** Official files are a few MB to a few dozen; a larger answer is not the list. */
const defaultDownloadLimits: DownloadLimits = { timeoutMs: 120_000, maxBytes: 200 * 1024 * 1024 };

/**
 * SHA-256 over every file's role, length and bytes, in role order: equal checksums mean the
 * publisher's files are byte for byte the ones already loaded.
 */
export function checksumOf(files: SourceFiles): string {
  const hash = createHash("sha256");
  for (const role of Object.keys(files).sort()) {
    const bytes = files[role]!;
    hash.update(`${role}\u0000${bytes.length}\u0000`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/**
 * Files from a folder laid out like shared/data/sanctions (one sub-folder per source). The folder is
 * read once per refresh run, on first use; dated archives passed over are logged.
 */
export function folderFiles(dir: string, logger: Logger): FetchFiles {
  let folder: ReturnType<typeof readSourceFolder> | undefined;
  return async (source) => {
    folder ??= readSourceFolder(dir);
    const found = (await folder).get(source.id);
    if (!found) throw new Error(`no files for ${source.id} in ${dir}`);
    // A broken or ambiguous file fails its own source only; the others still refresh.
    if (found.problems.length > 0) throw new Error(found.problems.join("; "));
    if (found.skipped.length > 0)
      logger.info({ source: source.id, skipped: found.skipped }, "list folders not used");
    return found.files;
  };
}

/** Files downloaded from their official addresses, or from `overrides` keyed "source.role". */
export function downloadFiles(
  overrides: Readonly<Partial<Record<string, string>>> = {},
  limits: DownloadLimits = defaultDownloadLimits,
): FetchFiles {
  return async (source) => {
    const files: SourceFiles = {};
    const missing = new Map<string, string>();
    for (const file of source.files) {
      // Another format of a file already had (ConList.xlsx after ConList.csv) is not fetched.
      if (file.alternativeTo && files[file.alternativeTo]) continue;
      const url = overrides[`${source.id}.${file.role}`] ?? file.url;
      const bytes = await download(url, limits, file.role);
      if (bytes) {
        files[file.role] = bytes;
        if (file.alternativeTo) missing.delete(file.alternativeTo);
      } else if (!file.optional) missing.set(file.role, `${file.role}: ${safeUrl(url)} answered 404`);
    }
    if (missing.size > 0) throw new Error([...missing.values()].join("; "));
    return files;
  };
}

/** The keys URL overrides may use: every source's file roles as "source.role" (e.g. "ofac_sdn.sdn"). */
export const sanctionsUrlKeys: readonly string[] = Object.values(sourceDefinitions).flatMap((d) =>
  d.files.map((f) => `${d.id}.${f.role}`),
);

/** The body of `url`, or null on 404 (an optional file may be missing). */
async function download(url: string, limits: DownloadLimits, role: string): Promise<Uint8Array | null> {
  const where = `${role}: ${safeUrl(url)}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    throw new Error(`${where} could not be downloaded: ${reason(error)}`);
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${where} answered HTTP ${response.status}`);
  }
  if (Number(response.headers.get("content-length")) > limits.maxBytes) {
    await response.body?.cancel();
    throw new Error(`${where} is larger than ${limits.maxBytes} bytes`);
  }
  return readCapped(response, limits.maxBytes, where);
}

/** Reads a body, stopping as soon as it passes `maxBytes` (a missing or false content-length is no guard). */
async function readCapped(response: Response, maxBytes: number, where: string): Promise<Uint8Array> {
  const tooLarge = new Error(`${where} is larger than ${maxBytes} bytes`);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      total += read.value.length;
      if (total > maxBytes) {
        await reader?.cancel();
        throw tooLarge;
      }
      chunks.push(read.value);
    }
  } catch (error) {
    if (error === tooLarge) throw error;
    throw new Error(`${where} could not be downloaded: ${reason(error)}`);
  }
  return Buffer.concat(chunks, total);
}

/** Origin and path only: a URL override may carry credentials or a token in its user info or query. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return "(invalid URL)";
  }
}

/** The useful part of a fetch failure: undici hides the cause (ECONNREFUSED, timeout) one level down. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
