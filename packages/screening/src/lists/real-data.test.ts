import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListEntry, ParsedSource, SourceId } from "../model";
import { archiveDateOf, supplementFromArchive } from "./archive";
import { cslSource } from "./csl";
import { loadSourceFolder, readSourceFolder } from "./folder";
import { mergeSources } from "./merge";
import { ofacSdnSource } from "./ofac-sdn";

/**
 * The real published lists in the shared data folder (see each SOURCE.md there for provenance and the
 * counts asserted here). The folder lies beside the repository root (`../shared/data`), or wherever
 * SHARED_DATA_DIR points; these tests are skipped when it is absent.
 */
const sharedData =
  process.env.SHARED_DATA_DIR ?? fileURLToPath(new URL("../../../../../shared/data", import.meta.url));
const dir = join(sharedData, "sanctions");
const present = existsSync(dir);

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
};

describe.skipIf(!present)(`real list files in ${dir}${present ? "" : " (absent: skipped)"}`, () => {
  let parsed: Map<SourceId, ParsedSource>;
  const source = (id: SourceId) => parsed.get(id)!;
  const entry = (id: SourceId, entryId: string): ListEntry | undefined =>
    source(id).entries.find((e) => e.id === entryId);

  beforeAll(async () => {
    parsed = new Map((await loadSourceFolder(dir)).map((p) => [p.source, p]));
  });

  it("finds every source and passes over the dated SDN archive", async () => {
    const found = await readSourceFolder(dir);
    expect([...found.keys()]).toEqual(["ofac_sdn", "ofac_nonsdn", "csl", "bis_dpl", "uk", "un"]);
    expect(found.get("ofac_sdn")?.folder).toBe(join(dir, "ofac_sdn"));
    expect(found.get("ofac_sdn")?.skipped).toEqual([
      `${join(dir, "ofac_sdn_2021-07")}: dated archive of ofac_sdn ignored; ${join(dir, "ofac_sdn")} supplies the files used`,
    ]);
  });

  it("OFAC SDN: 14,965 entries; alias and address rows of since-delisted parties reported", () => {
    const sdn = source("ofac_sdn");
    expect(sdn.entries).toHaveLength(14_965);
    expect(countBy(sdn.entries, (e) => e.schema)).toEqual({
      Company: 6884,
      Person: 6854,
      Vessel: 851,
      Aircraft: 376,
    });
    expect(sdn.warnings.slice(1)).toEqual([
      "alt: 44 row(s) for 19 ent_num(s) not in sdn skipped (e.g. 8178, 10610, 10611, 10746, 10749)",
      "add: 129 row(s) for 112 ent_num(s) not in sdn skipped (e.g. 7480, 7482, 7483, 7485, 7487)",
      "comments: 3 row(s) for 3 ent_num(s) not in sdn skipped (e.g. 12300, 15599, 15600)",
    ]);
    expect(entry("ofac_sdn", "306")).toMatchObject({
      list: "SDNs",
      name: "BANCO NACIONAL DE CUBA",
      schema: "Company",
      aliases: [
        { name: "BNC", kind: "weak" },
        { name: "NATIONAL BANK OF CUBA", kind: "aka" },
      ],
      programs: ["CUBA"],
      // As published: its four addresses abroad. Nothing in the files says Cuba (see the report).
      countries: ["CH", "ES", "JP", "PA"],
    });
    expect(entry("ofac_sdn", "17018")).toMatchObject({
      name: "PUBLIC JOINT STOCK COMPANY SBERBANK OF RUSSIA",
      programs: ["UKRAINE-EO13662", "RUSSIA-EO14024"],
      identifiers: [
        { type: "SWIFT", value: "SABRRUMM" },
        { type: "TAX_ID", value: "7707083893", country: "RU" },
        { type: "REGISTRATION", value: "1027700132195", country: "RU" },
      ],
    });
  });

  it("OFAC SDN July 2021 archive: 8,976 entries and, as a consistent set, no orphan rows", async () => {
    const archive = (await readSourceFolder(join(dir, "ofac_sdn_2021-07"))).get("ofac_sdn");
    const parsedArchive = ofacSdnSource.parse(archive!.files);
    expect(parsedArchive.entries).toHaveLength(8_976);
    expect(parsedArchive.warnings).toEqual([]);
  });

  it("OFAC non-SDN: 442 records filed under their lists", () => {
    const nonSdn = source("ofac_nonsdn");
    expect(nonSdn.warnings).toEqual([]);
    expect(countBy(nonSdn.entries, (e) => e.list)).toEqual({
      palestinianLegislativeCouncil: 78,
      nonSDNChineseMilitaryIndustrialComplex: 68,
      sectoralSanctions: 295,
      captaList: 1,
    });
    expect(new Set(nonSdn.entries.map((e) => e.id)).size).toBe(442);
  });

  it("CSL (partial head): 4,227 records less the truncated last one, SSI/NS-MBS repeats merged", () => {
    const csl = source("csl");
    expect(csl.warnings).toEqual([
      "csv record 4229 (the last): 8 of 29 fields, cut off inside a quoted field; truncated row dropped",
      "5 record(s) repeated a party already read for the same list key and id; merged into it",
    ]);
    // SOURCE.md: SDN 1,738 (the truncated row is an SDN row) ... ; SSI 288 + NS-MBS 14, of which 5
    // are the same parties, make 297 sectoralSanctions entries.
    expect(countBy(csl.entries, (e) => e.list)).toEqual({
      SDNs: 1737,
      bisEntities: 919,
      deniedPersons: 577,
      sectoralSanctions: 297,
      unverifiedCSL: 186,
      nonproliferationSanctions: 144,
      itarDebarred: 142,
      palestinianLegislativeCouncil: 78,
      militaryEndUsers: 71,
      nonSDNChineseMilitaryIndustrialComplex: 68,
      foreignSanctionsEvaders: 1,
      captaList: 1,
    });
    expect(csl.entries).toHaveLength(4_221);
  });

  it("BIS DPL: 665 rows, two exact repeats dropped", () => {
    const dpl = source("bis_dpl");
    expect(dpl.entries).toHaveLength(663);
    expect(dpl.warnings).toHaveLength(2);
    expect(new Set(dpl.entries.map((e) => e.id)).size).toBe(663);
  });

  it("UK ConList: 18,798 rows make 4,688 targets", () => {
    const uk = source("uk");
    expect(uk.publishedAt).toBe("2025-04-14");
    expect(uk.warnings).toEqual([]);
    expect(uk.entries).toHaveLength(4_688);
    expect(countBy(uk.entries, (e) => e.schema)).toEqual({ Person: 3663, Company: 1010, Vessel: 15 });
    expect(entry("uk", "15672")).toMatchObject({
      name: "Mian Abdul HAQ",
      aliases: [
        { name: "Mian MITHOO", kind: "aka" },
        { name: "Mian MITHU", kind: "aka" },
        { name: "Mian MITTO", kind: "aka" },
        { name: "Mian MITTU", kind: "aka" },
      ],
      countries: ["PK"],
      programs: ["Global Human Rights"],
      listedOn: "2022-12-09",
    });
    expect(entry("uk", "13651")).toMatchObject({
      schema: "Vessel",
      name: "SAM JONG 2",
      countries: ["KP"],
      identifiers: [
        { type: "IMO", value: "7408873" },
        { type: "UK_REFERENCE", value: "DPR0100" },
      ],
    });
  });

  it("UN: 730 individuals and 273 entities", () => {
    const un = source("un");
    expect(un.publishedAt).toBe("2026-02-27");
    expect(un.warnings).toEqual([]);
    expect(countBy(un.entries, (e) => e.schema)).toEqual({ Person: 730, Company: 273 });
    expect(entry("un", "QDi.001")).toMatchObject({
      name: "MOHAMMED SALAHALDIN ABD EL HALIM ZIDANE",
      aliases: [
        { name: "محمد صلاح الدين عبدالحليم زيدان", kind: "original" },
        { name: "Sayf-Al Adl", kind: "aka" },
        { name: "Muhamad Ibrahim Makkawi", kind: "aka" },
        { name: "Ibrahim al-Madani", kind: "weak" },
        { name: "Saif Al-'Adil", kind: "weak" },
        { name: "Seif al Adel", kind: "weak" },
      ],
      countries: ["EG"],
      programs: ["Al-Qaida"],
      listedOn: "2001-01-25",
    });
  });

  it("merges into one list of entries, first-hand sources winning over the CSL", () => {
    const merged = mergeSources([...parsed.values()]);
    expect(countBy(merged, (e) => e.list)).toEqual({
      SDNs: 14_965,
      palestinianLegislativeCouncil: 78,
      captaList: 1,
      sectoralSanctions: 295,
      nonSDNChineseMilitaryIndustrialComplex: 68,
      militaryEndUsers: 71,
      bisEntities: 919,
      unverifiedCSL: 186,
      nonproliferationSanctions: 144,
      itarDebarred: 142,
      deniedPersons: 663,
      ukConsolidatedSanctionsList: 4_688,
      euConsolidatedSanctionsList: 1_003,
    });
  });
});

const archiveDir = join(sharedData, "sanctions-archive");
const archivePresent = present && existsSync(archiveDir);

describe.skipIf(!archivePresent)(
  `the complete CSL of May 2022 in ${archiveDir}${archivePresent ? "" : " (absent: skipped)"}`,
  () => {
    it("fills the Entity, ITAR, Unverified and Nonproliferation lists the cut-off current CSL lacks", async () => {
      const found = (await readSourceFolder(archiveDir)).get("csl")!;
      expect(found.folder).toBe(join(archiveDir, "trade_gov_csl_2022-05"));
      const archive = cslSource.parse(found.files);
      // 14,160 rows, 7 of them a party's second listing under the same key (SSI and NS-MBS).
      expect(archive.entries).toHaveLength(14_153);
      expect(archive.warnings).toEqual([
        "7 record(s) repeated a party already read for the same list key and id; merged into it",
      ]);
      expect(archive.truncated).toBeUndefined();

      const sources = await loadSourceFolder(dir);
      const current = sources.find((p) => p.source === "csl")!;
      expect(current.truncated).toBe(true);
      const date = archiveDateOf("trade_gov_csl_2022-05", archive)!;
      expect(date).toBe("2022-05");
      const csl = supplementFromArchive(current, archive, date);
      expect(csl.warnings.at(-1)).toBe(
        "archive of 2022-05: 10115 entries the cut-off current file does not name taken",
      );

      // Beside the first-hand OFAC and BIS files, the archive's copies of their lists are dropped.
      const merged = mergeSources(sources.map((p) => (p.source === "csl" ? csl : p)));
      expect(countBy(merged, (e) => e.list)).toMatchObject({
        SDNs: 14_965,
        deniedPersons: 663,
        militaryEndUsers: 71,
        bisEntities: 919 + 1066,
        itarDebarred: 142 + 594,
        unverifiedCSL: 186 + 58,
        nonproliferationSanctions: 144 + 28,
      });
      const archived = merged.filter((e) => e.archiveDate);
      expect(countBy(archived, (e) => `${e.list} ${e.archiveDate}`)).toEqual({
        "bisEntities 2022-05": 1066,
        "itarDebarred 2022-05": 594,
        "unverifiedCSL 2022-05": 58,
        "nonproliferationSanctions 2022-05": 28,
      });
      // Every source of the shared folder read again, the UK's 15 MB among them.
    }, 60_000);
  },
);
