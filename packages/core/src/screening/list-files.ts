import { createHash } from "node:crypto";
import path from "node:path";
import {
  readSourceFolder,
  type SourceDefinition,
  type SourceFiles,
  type SourceId,
  sourceDefinitions,
} from "@tierline/screening";
import type { Logger } from "../logger";

/** Where the list files come from (a folder or the download addresses), and how to get them. */
export interface ListFiles {
  /** Whether `source` is to be had here at all: a folder may hold only some sources. */
  supplies(source: SourceId): boolean;
  /** Where the source's files are taken from, as members may see it: no credentials, query or server path. */
  origins(source: SourceDefinition): string[];
  /** The raw files of one source, by role. Throws when a required file cannot be had. */
  fetch(source: SourceDefinition): Promise<SourceFiles>;
}

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

/** Official files are a few MB to a few dozen; a larger answer is not the list. */
const defaultDownloadLimits: DownloadLimits = { timeoutMs: 120_000, maxBytes: 200 * 1024 * 1024 };

/**
 * SHA-256 over the parser version, then every file's role, length and bytes, in role order: equal
 * checksums mean the publisher's files are byte for byte the ones already loaded and would be read the
 * same way. With the parser version in, a parser fix also reaches files that were not republished.
 */
export function checksumOf(files: SourceFiles, parser: number): string {
  const hash = createHash("sha256");
  hash.update(`parser ${parser}\u0000`);
  for (const role of Object.keys(files).sort()) {
    const bytes = files[role]!;
    hash.update(`${role}\u0000${bytes.length}\u0000`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

/**
 * Files from a folder laid out like shared/data/sanctions (one sub-folder per source), read once per
 * refresh run. Only the sources the folder holds are supplied; dated archives passed over are logged.
 */
export async function folderFiles(dir: string, logger: Logger): Promise<ListFiles> {
  const root = path.resolve(dir);
  const folder = await readSourceFolder(root);
  const origin = `local folder ${path.basename(root)}`;
  // Problems name the folder they were found in. Recorded on the source and shown to every member, they
  // name it from the data folder on ("ofac_sdn: sdn.csv is not..."), never by the server's absolute path.
  const relative = (text: string) =>
    text.replaceAll(`${root}${path.sep}`, "").replaceAll(root, path.basename(root));
  return {
    supplies: (source) => folder.has(source),
    origins: () => [origin],
    async fetch(source) {
      const found = folder.get(source.id);
      if (!found) throw new Error(`${origin} holds no files for ${source.id}`);
      // A broken or ambiguous file fails its own source only; the others still refresh.
      if (found.problems.length > 0) throw new Error(relative(found.problems.join("; ")));
      if (found.skipped.length > 0)
        logger.info({ source: source.id, skipped: found.skipped }, "list folders not used");
      return found.files;
    },
  };
}

/** An archived copy of a source's files (decisions.md, "Archived list copies"). */
export interface ArchiveCopy {
  /** The name of the folder it was read from: its date suffix dates the copy. */
  name: string;
  /** Where it was read from, as members may see it. */
  origin: string;
  files: SourceFiles;
  /** Why it cannot be used (ambiguous or misnamed files); empty when it can. */
  problems: string[];
}

/**
 * The archived copies in an archive folder (laid out like shared/data/sanctions-archive: one dated
 * sub-folder per copy), the newest of each source. They supplement the current files of their source,
 * in folder and download mode alike, and never stand for it where the current files are to be had.
 */
export async function archiveCopies(dir: string): Promise<Map<SourceId, ArchiveCopy>> {
  const root = path.resolve(dir);
  const copies = new Map<SourceId, ArchiveCopy>();
  for (const [source, found] of await readSourceFolder(root)) {
    const name = path.basename(found.folder);
    copies.set(source, {
      name,
      origin: `archive folder ${name}`,
      files: found.files,
      problems: found.problems.map((text) =>
        text.replaceAll(`${root}${path.sep}`, "").replaceAll(root, path.basename(root)),
      ),
    });
  }
  return copies;
}

/** Files downloaded from their official addresses, or from `overrides` keyed "source.role". */
export function downloadFiles(
  overrides: Readonly<Partial<Record<string, string>>> = {},
  limits: DownloadLimits = defaultDownloadLimits,
): ListFiles {
  const urlOf = (source: SourceDefinition, file: SourceDefinition["files"][number]) =>
    overrides[`${source.id}.${file.role}`] ?? file.url;
  return {
    supplies: () => true,
    origins: (source) => source.files.map((file) => safeUrl(urlOf(source, file))),
    async fetch(source) {
      const files: SourceFiles = {};
      const missing = new Map<string, string>();
      for (const file of source.files) {
        // Another format of a file already had (ConList.xlsx after ConList.csv) is not fetched.
        if (file.alternativeTo && files[file.alternativeTo]) continue;
        const url = urlOf(source, file);
        const bytes = await download(url, limits, file.role);
        if (bytes) {
          files[file.role] = bytes;
          if (file.alternativeTo) missing.delete(file.alternativeTo);
        } else if (!file.optional) missing.set(file.role, `${file.role}: ${safeUrl(url)} answered 404`);
      }
      if (missing.size > 0) throw new Error([...missing.values()].join("; "));
      return files;
    },
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

/**
 * Any address in the text (scheme://...) is cut to scheme, host and path: user info, query and fragment
 * go. Error texts are stored on the source, shown to every member and logged, and a library's message
 * may quote a configured URL whole (Node's fetch refuses one with credentials by quoting it).
 */
const addressInText = /\b([a-z][a-z\d+.-]*:\/\/)(?:[^\s/?#]*@)?([^\s?#]*)(?:[?#]\S*)?/gi;

/** An error's text, fit to record on a source and to log: no credentials or query of any URL in it. */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(addressInText, "$1$2");
}

/** The useful part of a fetch failure: undici hides the cause (ECONNREFUSED, timeout) one level down. */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
