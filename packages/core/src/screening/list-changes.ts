import type { Db } from "@tierline/db";
import { keptInMerge, type ListEntry, type SourceId, unReferencesOf } from "@tierline/screening";
import { changedEntries, currentEntries, sourcesWithCurrentVersion } from "./screening-lists.repository";

/**
 * What a list update asks to re-screen: the entries a version added or changed, as screening sees
 * them beside the other loaded sources. A CSL copy of an SDN entry, or a UN entry the EU list also
 * carries, is left out: the search never shows it, so a re-screen must not raise it either.
 * The vendors they may reach (`SubjectIndex.reachedBy` of @tierline/screening) are screened against them.
 */
export async function changesToScreen(db: Db, versionId: string): Promise<ListEntry[]> {
  const changed = await changedEntries(db, versionId);
  if (changed.length === 0) return [];
  const loaded = new Set(
    (await sourcesWithCurrentVersion(db))
      .filter((s) => s.currentVersion !== null)
      .map((s) => s.id as SourceId),
  );
  const needsEuReferences = loaded.has("eu") && changed.some((e) => e.source === "un");
  const euUnReferences = needsEuReferences
    ? unReferencesOf(await currentEntries(db, "eu"))
    : new Set<string>();
  return changed.filter((entry) => keptInMerge(entry, { loaded, euUnReferences }));
}
