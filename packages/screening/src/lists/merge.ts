import { createHash } from "node:crypto";
import type { SanctionListKey } from "@tierline/contracts";
import type { ListEntry, ParsedSource, SourceId } from "../model";
import { cslSource } from "./csl";

/**
 * The list keys a source publishes first-hand. When such a source is loaded, it alone supplies its
 * keys: the trade.gov CSL republishes OFAC's and BIS's lists (often weeks behind), so its rows of
 * those keys are dropped. A key is owned whether or not the owner has entries under it today (an
 * OFAC file with no FSE entry means the FSE list is empty, not that the CSL's copy should stand).
 */
const ownedKeys: Partial<Record<SourceId, readonly SanctionListKey[]>> = {
  ofac_sdn: ["SDNs"],
  ofac_nonsdn: [
    "foreignSanctionsEvaders",
    "palestinianLegislativeCouncil",
    "sectoralSanctions",
    "nonSDNChineseMilitaryIndustrialComplex",
    "captaList",
  ],
  bis_dpl: ["deniedPersons"],
  eu: ["euConsolidatedSanctionsList"],
  uk: ["ukConsolidatedSanctionsList"],
};

/**
 * The sources that publish `list`, the first-hand one first, then the CSL when it carries the list: the
 * entries searched under the key come from the first of them loaded. The UN is no publisher of the EU
 * list its listings are filed under.
 */
export function listPublishers(list: SanctionListKey): SourceId[] {
  const owners = (Object.keys(ownedKeys) as SourceId[]).filter((source) => ownedKeys[source]?.includes(list));
  return cslSource.lists.includes(list) ? [...owners, "csl"] : owners;
}

/** Whether a loaded source publishes `list` first-hand, so that the CSL's copy of it is not used. */
export function publishedFirstHand(list: SanctionListKey, loaded: ReadonlySet<SourceId>): boolean {
  for (const source of loaded) if (ownedKeys[source]?.includes(list)) return true;
  return false;
}

/** What decides whether `mergeSources` keeps an entry: the sources loaded and the EU's UN references. */
export interface MergeContext {
  loaded: ReadonlySet<SourceId>;
  /** UN reference numbers the loaded EU list carries (only read when both EU and UN are loaded). */
  euUnReferences: ReadonlySet<string>;
}

/** The EU entries' UN reference numbers, normalised: the UN entries they make redundant. */
export function unReferencesOf(euEntries: readonly ListEntry[]): Set<string> {
  const references = new Set<string>();
  for (const entry of euEntries) {
    for (const id of entry.identifiers) if (id.type === "UN_REFERENCE") references.add(unReference(id.value));
  }
  return references;
}

/**
 * Whether screening sees this entry beside the other loaded sources (the first two rules of
 * `mergeSources`). Also what a list update's diff goes through before vendors are re-screened
 * against it: a CSL copy of an SDN entry changing must not raise a match the search never shows.
 */
export function keptInMerge(entry: ListEntry, context: MergeContext): boolean {
  if (entry.source === "csl" && publishedFirstHand(entry.list, context.loaded)) return false;
  if (
    entry.source === "un" &&
    context.loaded.has("eu") &&
    context.euUnReferences.has(unReference(entry.id))
  ) {
    return false;
  }
  return true;
}

/**
 * All entries of the parsed sources, each listed party once per list key:
 * - CSL entries of a key owned by a loaded first-hand source are dropped (see `ownedKeys`);
 * - with both the EU and the UN list loaded, a UN entry is dropped when an EU entry carries its
 *   reference number (the EU's `unitedNationId`, kept as a UN_REFERENCE identifier); other UN
 *   entries stay under the EU key (see un-sc.ts);
 * - then a repeated (list, id) keeps its first occurrence, in the order the sources were given.
 */
export function mergeSources(parsed: readonly ParsedSource[]): ListEntry[] {
  const loaded = new Set(parsed.map((p) => p.source));
  const euUnReferences =
    loaded.has("eu") && loaded.has("un")
      ? unReferencesOf(parsed.filter((p) => p.source === "eu").flatMap((p) => p.entries))
      : new Set<string>();
  const context = { loaded, euUnReferences };
  const seen = new Set<string>();
  const merged: ListEntry[] = [];
  for (const p of parsed) {
    for (const entry of p.entries) {
      if (!keptInMerge(entry, context)) continue;
      const key = `${entry.list}\u0000${entry.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      merged.push(entry);
    }
  }
  return merged;
}

/** "QDi.001", "qdi. 001", "QDi.001 " are one reference. */
function unReference(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * Fingerprint of an entry's content: sha256 (hex) of its JSON with object keys sorted and arrays in
 * published order. Two versions of a list give an entry the same hash exactly when nothing about it
 * changed, which is how a dismissed match knows to stay dismissed.
 */
export function entryHash(entry: ListEntry): string {
  return createHash("sha256").update(canonicalJson(entry)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i > 0 ? "," : "") + canonicalJson(value[i]);
    return `${out}]`;
  }
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    let out = "{";
    for (const key of Object.keys(record).sort()) {
      const field = record[key];
      if (field === undefined) continue;
      out += `${out.length > 1 ? "," : ""}${JSON.stringify(key)}:${canonicalJson(field)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value) ?? "null";
}
