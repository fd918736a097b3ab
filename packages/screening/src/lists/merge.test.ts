import { describe, expect, it } from "vitest";
import type { ListEntry, ParsedSource } from "../model";
import { bisDplSource } from "./bis-dpl";
import { cslSource } from "./csl";
import { euFsfSource } from "./eu-fsf";
import { fixtureFiles, fixtureSets } from "./fixtures/read-fixture";
import { entryHash, mergeSources } from "./merge";
import { ofacNonSdnSource } from "./ofac-nonsdn";
import { ofacSdnSource } from "./ofac-sdn";
import { unScSource } from "./un-sc";

const sdn = ofacSdnSource.parse(fixtureFiles(fixtureSets.ofacSdn));
const nonSdn = ofacNonSdnSource.parse(fixtureFiles(fixtureSets.ofacNonSdn));
const csl = cslSource.parse(fixtureFiles(fixtureSets.cslCsv));
const dpl = bisDplSource.parse(fixtureFiles(fixtureSets.bisDpl));
const eu = euFsfSource.parse(fixtureFiles(fixtureSets.eu));
const un = unScSource.parse(fixtureFiles(fixtureSets.un));

const keys = (entries: ListEntry[]) => entries.map((e) => `${e.source}:${e.list}:${e.id}`);

describe("mergeSources", () => {
  it("keeps the CSL's lists when no first-hand source is loaded", () => {
    expect(keys(mergeSources([csl]))).toEqual(keys(csl.entries));
  });

  it("takes a list from its first-hand source only and drops the CSL's copy", () => {
    const merged = mergeSources([sdn, nonSdn, csl, dpl]);
    const fromCsl = merged.filter((e) => e.source === "csl").map((e) => e.list);
    // SDN, SSI, FSE and DPL rows of the CSL are gone; its other lists stay.
    expect(fromCsl).toEqual(["bisEntities", "nonproliferationSanctions", "militaryEndUsers"]);
    expect(merged.filter((e) => e.list === "SDNs").every((e) => e.source === "ofac_sdn")).toBe(true);
    expect(merged.filter((e) => e.list === "deniedPersons")).toHaveLength(dpl.entries.length);
    expect(merged).toHaveLength(sdn.entries.length + nonSdn.entries.length + dpl.entries.length + 3);
  });

  it("drops UN entries the EU file carries, keeps the other UN entries under the EU key", () => {
    const merged = mergeSources([eu, un]);
    expect(keys(merged)).toEqual([
      "eu:euConsolidatedSanctionsList:139211",
      "eu:euConsolidatedSanctionsList:13",
      "eu:euConsolidatedSanctionsList:50123",
      "un:euConsolidatedSanctionsList:CDi.001",
      "un:euConsolidatedSanctionsList:QDi.999",
      "un:euConsolidatedSanctionsList:CDe.001",
    ]);
    expect(keys(mergeSources([un]))).toContain("un:euConsolidatedSanctionsList:QDe.004");
  });

  it("keeps the first of a repeated (list, id)", () => {
    const again: ParsedSource = {
      ...sdn,
      entries: sdn.entries.map((e) => ({ ...e, name: `${e.name} (again)` })),
    };
    const merged = mergeSources([sdn, again]);
    expect(merged).toEqual(sdn.entries);
  });
});

describe("entryHash", () => {
  const entry = sdn.entries[0]!;

  it("is a sha256 hex digest that ignores key order", () => {
    const hash = entryHash(entry);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const reordered = Object.fromEntries(Object.entries(entry).reverse()) as unknown as ListEntry;
    expect(entryHash(reordered)).toBe(hash);
    expect(entryHash({ ...entry, listedOn: undefined })).toBe(hash);
  });

  it("changes when anything published changes, including the order of aliases", () => {
    const hash = entryHash(entry);
    expect(entryHash({ ...entry, aliases: [...entry.aliases].reverse() })).not.toBe(hash);
    expect(entryHash({ ...entry, countries: [...entry.countries, "US"] })).not.toBe(hash);
    expect(entryHash({ ...entry, remarks: "changed" })).not.toBe(hash);
  });
});
