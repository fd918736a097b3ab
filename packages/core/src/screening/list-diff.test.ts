import type { ListEntry } from "@tierline/screening";
import { describe, expect, it } from "vitest";
import { countByList, diffEntries, hashEntries, type StoredRevision } from "./list-diff";

const entry = (id: string, name: string, list: ListEntry["list"] = "SDNs"): ListEntry => ({
  list,
  id,
  source: "ofac_sdn",
  schema: "Company",
  name,
  aliases: [],
  addresses: [],
  countries: [],
  identifiers: [],
  programs: ["CUBA"],
});

const stored = (e: ListEntry, rev: string): StoredRevision => ({
  id: rev,
  list: e.list,
  officialId: e.id,
  hash: hashEntries([e]).entries[0]!.hash,
});

describe("diffEntries", () => {
  it("tells added, changed and removed parties apart by list and publisher id", () => {
    const a = entry("1", "ALPHA");
    const b = entry("2", "BRAVO");
    const c = entry("3", "CHARLIE");
    const current = [stored(a, "r1"), stored(b, "r2"), stored(c, "r3")];
    const next = hashEntries([a, entry("2", "BRAVO TRADING"), entry("4", "DELTA")]).entries;
    const diff = diffEntries(current, next);
    expect(diff.added.map((x) => x.entry.id)).toEqual(["4"]);
    expect(diff.changed.map((x) => [x.next.entry.name, x.previousId])).toEqual([["BRAVO TRADING", "r2"]]);
    expect(diff.removed.map((x) => x.id)).toEqual(["r3"]);
  });

  it("treats one id on two lists as two parties", () => {
    const sdn = entry("7", "ECHO", "SDNs");
    const diff = diffEntries(
      [stored(sdn, "r1")],
      hashEntries([sdn, entry("7", "ECHO", "sectoralSanctions")]).entries,
    );
    expect(diff.added.map((x) => x.entry.list)).toEqual(["sectoralSanctions"]);
    expect(diff.changed).toEqual([]);
  });
});

describe("hashEntries", () => {
  it("keeps the first of a repeated id and counts the rest", () => {
    const result = hashEntries([entry("1", "ALPHA"), entry("1", "ALPHA AGAIN"), entry("2", "BRAVO")]);
    expect(result.entries.map((x) => x.entry.name)).toEqual(["ALPHA", "BRAVO"]);
    expect(result.duplicates).toBe(1);
  });

  it("gives equal entries equal hashes and different ones different hashes", () => {
    const hash = (e: ListEntry) => hashEntries([e]).entries[0]!.hash;
    expect(hash(entry("1", "ALPHA"))).toBe(hash(entry("1", "ALPHA")));
    expect(hash(entry("1", "BRAVO"))).not.toBe(hash(entry("1", "ALPHA")));
  });
});

it("counts entries per list key", () => {
  const { entries } = hashEntries([entry("1", "A"), entry("2", "B"), entry("3", "C", "sectoralSanctions")]);
  expect(countByList(entries)).toEqual({ SDNs: 2, sectoralSanctions: 1 });
});
