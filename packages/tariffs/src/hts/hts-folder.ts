import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { HtsRevision } from "./hts-revision";
import { HtsFormatError } from "./hts-rows";
import { type HtsChapterRows, type HtsSchedule, parseHtsSchedule } from "./hts-schedule";

/** Chapter files are named by chapter number: "1.json" … "99.json" (77 is reserved and absent). */
const chapterFile = /^(\d{1,2})\.json$/;

/** Reads every chapter file of a folder laid out like shared/data/hts/chapters. */
export async function readHtsChapters(folder: string): Promise<HtsChapterRows[]> {
  const names = (await readdir(folder)).filter((name) => chapterFile.test(name));
  if (names.length === 0) throw new HtsFormatError(`${folder}: no chapter files (1.json … 99.json)`);
  return Promise.all(
    names.map(async (name) => {
      const rows: unknown = JSON.parse(await readFile(join(folder, name), "utf8"));
      if (!Array.isArray(rows)) throw new HtsFormatError(`${join(folder, name)}: not a JSON array of rows`);
      return { chapter: Number(chapterFile.exec(name)![1]), rows };
    }),
  );
}

/**
 * The schedule in a folder the operator names, for the revision the operator names (the export does
 * not record it; `sharedDataHtsRevision` dates the shared copy).
 */
export async function loadHtsSchedule(
  folder: string,
  options: { revision: HtsRevision },
): Promise<HtsSchedule> {
  return parseHtsSchedule(await readHtsChapters(folder), options.revision);
}
