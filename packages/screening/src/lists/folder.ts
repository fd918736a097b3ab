import { open, readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { type ParsedSource, type SourceId, sourceIds } from "../model";
import { datedName } from "./archive";
import { recogniseFile, SNIFF_BYTES } from "./recognise";
import { sourceDefinitions } from "./registry";
import type { SourceFiles } from "./sources";

/**
 * Loading list files from a local folder (offline use, tests, operators who download by hand). The
 * folder holds one sub-folder per publication, named anything, or the files directly; each file is
 * recognised by its name and first bytes (`recogniseFile`), so the layout need not follow any naming.
 *
 * A folder whose name ends in a date (`ofac_sdn_2021-07`, `uk_20210707`) is a dated archive: it is
 * used only when no undated folder supplies the same source (the newest archive then), and every
 * archive passed over is reported in `skipped`. Two undated folders supplying one source, or a file
 * named like a publisher's file with other content, are `problems` of that source (which folder is
 * current cannot be guessed; a broken download must not pass for a list): the other sources still load.
 */

export interface SourceFolder {
  /** The folder the files were read from. */
  folder: string;
  files: SourceFiles;
  /** Folders that also supply this source and were not used, each with the reason. */
  skipped: string[];
  /** Why this source cannot be loaded from the folder; empty when it can. */
  problems: string[];
}

interface Candidate {
  folder: string;
  /** yyyymm or yyyymmdd of a dated archive. */
  date?: string;
  files: SourceFiles;
  problems: string[];
}

async function readHead(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const buffer = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The sources one folder holds (files directly in it, not in its sub-folders). */
async function readOneFolder(
  folder: string,
): Promise<Map<SourceId, { files: SourceFiles; problems: string[] }>> {
  const found = new Map<SourceId, { files: SourceFiles; problems: string[] }>();
  const entries = await readdir(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(folder, entry.name);
    const recognised = recogniseFile(entry.name, await readHead(path));
    if (!recognised) continue;
    const source = found.get(recognised.source) ?? { files: {}, problems: [] };
    found.set(recognised.source, source);
    if (recognised.problem) source.problems.push(`${folder}: ${recognised.problem}`);
    else if (source.files[recognised.role]) {
      source.problems.push(
        `${folder}: two files for the ${recognised.source} "${recognised.role}" file (one is ${entry.name})`,
      );
    } else source.files[recognised.role] = new Uint8Array(await readFile(path));
  }
  return found;
}

export async function readSourceFolder(dir: string): Promise<Map<SourceId, SourceFolder>> {
  const subfolders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const folders = [dir, ...subfolders.map((name) => join(dir, name))];
  const candidates = new Map<SourceId, Candidate[]>();
  for (const folder of folders) {
    const dateMatch = folder === dir ? null : datedName.exec(basename(folder));
    for (const [source, { files, problems }] of await readOneFolder(folder)) {
      const list = candidates.get(source) ?? [];
      list.push({ folder, date: dateMatch?.[1]?.replace(/-/g, ""), files, problems });
      candidates.set(source, list);
    }
  }

  const result = new Map<SourceId, SourceFolder>();
  for (const source of sourceIds) {
    const list = candidates.get(source);
    if (!list) continue;
    const current = list.filter((c) => c.date === undefined);
    const problems =
      current.length > 1
        ? [
            `${source} is supplied by ${current.length} folders (${current.map((c) => c.folder).join(", ")}): keep one, ` +
              "or rename the older ones with a date suffix such as _2021-07",
          ]
        : [];
    // Undated first, then archives newest first (dates compare as digit strings of equal precision).
    const ordered = [
      ...current,
      ...list.filter((c) => c.date !== undefined).sort((a, b) => cmpDate(b.date, a.date)),
    ];
    const [chosen, ...others] = ordered as [Candidate, ...Candidate[]];
    result.set(source, {
      folder: chosen.folder,
      files: chosen.files,
      problems: [...problems, ...chosen.problems],
      skipped: others.map(
        (c) => `${c.folder}: dated archive of ${source} ignored; ${chosen.folder} supplies the files used`,
      ),
    });
  }
  return result;
}

function cmpDate(a = "", b = ""): number {
  const pa = a.padEnd(8, "0");
  const pb = b.padEnd(8, "0");
  return pa < pb ? -1 : pa > pb ? 1 : 0;
}

/**
 * Reads and parses every source of the folder; throws on the first source with a problem (a caller
 * that wants the others anyway reads with `readSourceFolder`). The archives passed over are reported
 * in the warnings of the source they would have supplied.
 */
export async function loadSourceFolder(dir: string): Promise<ParsedSource[]> {
  const parsed: ParsedSource[] = [];
  for (const [source, { files, skipped, problems }] of await readSourceFolder(dir)) {
    if (problems.length > 0) throw new Error(problems.join("; "));
    const result = sourceDefinitions[source].parse(files);
    parsed.push({ ...result, warnings: [...skipped, ...result.warnings] });
  }
  return parsed;
}
