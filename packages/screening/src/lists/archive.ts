import type { SanctionListKey } from "@tierline/contracts";
import type { ListEntry, ParsedSource } from "../model";
import { comparableName } from "./text";

/**
 * An archived copy of a publication (the complete trade.gov CSL of May 2022) standing in for what the
 * current file of the same publication lacks (decisions.md, "Archived list copies"):
 * - a list key the current file has no entry under takes all the archive's entries of that key;
 * - when the current file was cut off (`truncated`), a key it has takes the archive's entries of parties
 *   it does not name, since a party missing from a cut-off file may be cut off rather than delisted.
 * A party is the same in both when one of its names (primary or alias, compared without case, accents
 * or punctuation) is one of the other's under the same key: publications re-number entries (the CSL's
 * row ids change from one file to the next), names stay. Every entry taken is marked with the archive's
 * date, so that a reviewer sees how old the listing is. A complete current file is trusted for the keys
 * it has: an archived party it no longer names was delisted.
 */
export function supplementFromArchive(
  current: ParsedSource,
  archive: ParsedSource,
  archiveDate: string,
): ParsedSource {
  const namesByKey = new Map<SanctionListKey, Set<string>>();
  const ids = new Set<string>();
  for (const entry of current.entries) {
    const names = namesByKey.get(entry.list) ?? new Set<string>();
    namesByKey.set(entry.list, names);
    for (const name of namesOf(entry)) names.add(name);
    ids.add(`${entry.list}\u0000${entry.id}`);
  }

  const absentKeys = new Map<SanctionListKey, number>();
  let cutOff = 0;
  const taken: ListEntry[] = [];
  for (const entry of archive.entries) {
    const names = namesByKey.get(entry.list);
    if (!names) absentKeys.set(entry.list, (absentKeys.get(entry.list) ?? 0) + 1);
    else if (
      current.truncated &&
      !ids.has(`${entry.list}\u0000${entry.id}`) &&
      !namesOf(entry).some((name) => names.has(name))
    )
      cutOff++;
    else continue;
    taken.push({ ...entry, archiveDate });
  }

  const warnings = [...current.warnings];
  if (absentKeys.size > 0) {
    const keys = [...absentKeys].map(([key, count]) => `${key} ${count}`).join(", ");
    warnings.push(`archive of ${archiveDate}: entries of list keys the current file lacks taken (${keys})`);
  }
  if (cutOff > 0) {
    warnings.push(
      `archive of ${archiveDate}: ${cutOff} entries the cut-off current file does not name taken`,
    );
  }
  return { ...current, entries: [...current.entries, ...taken], warnings };
}

/** The entry's names as compared across copies: case, accents, punctuation and spacing ignored. */
function namesOf(entry: ListEntry): string[] {
  return [entry.name, ...entry.aliases.map((alias) => alias.name)].map(comparableName).filter(Boolean);
}

/**
 * The date an archive is known by: the date its folder or file name ends in (`trade_gov_csl_2022-05`),
 * else the newest listing date among its entries (the copy is at least that recent). Undefined when
 * neither says: such a copy is refused, since a reviewer must be able to see its age.
 */
export function archiveDateOf(name: string, archive: ParsedSource): string | undefined {
  const named = datedName.exec(name)?.[1];
  if (named) return isoLike(named);
  let newest: string | undefined;
  for (const entry of archive.entries) {
    if (entry.listedOn && (!newest || entry.listedOn > newest)) newest = entry.listedOn;
  }
  return newest;
}

/** A name ending in a date: `_2021-07`, `-2022-05-16`, `_20210707`, `_202107`. */
export const datedName = /[_-](\d{4}-\d{2}(?:-\d{2})?|\d{8}|\d{6})$/;

/** "20220516" -> "2022-05-16", "202205" -> "2022-05"; dashed forms as they are. */
function isoLike(date: string): string {
  if (date.includes("-")) return date;
  return date.length === 8
    ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6)}`
    : `${date.slice(0, 4)}-${date.slice(4)}`;
}
