import { describe, expect, it } from "vitest";
import type { ParsedSource } from "../model";
import { archiveDateOf, supplementFromArchive } from "./archive";
import { cslSource } from "./csl";
import { fixture } from "./fixtures/read-fixture";

const currentCsv = fixture("csl-archive/current/consolidated.csv");
const archive = cslSource.parse({
  csv: fixture("csl-archive/archive/trade_gov_csl_2022-05/consolidated.csv"),
});

/** The current file cut off inside a record, as a partial download or copy ends. */
const cutOff = (bytes: Uint8Array) =>
  new Uint8Array([...bytes, ...new TextEncoder().encode('"c0ffee","Entity List (EL) - Bureau of Indus')]);

const summary = (parsed: ParsedSource) =>
  parsed.entries.map((e) => [e.list, e.name, e.archiveDate ?? "current"]);

describe("an archived copy supplementing the current publication", () => {
  it("fills only the list keys a complete current file has no entry under, marked with the archive's date", () => {
    const current = cslSource.parse({ csv: currentCsv });
    expect(current.truncated).toBeUndefined();
    const merged = supplementFromArchive(current, archive, "2022-05");
    expect(summary(merged)).toEqual([
      ["SDNs", "BANCO NACIONAL DE CUBA", "current"],
      ["bisEntities", "Alpha Electronics Ltd.", "current"],
      ["bisEntities", "Orion Microsystems", "current"],
      // Beta Components is on the archive's Entity List only: the complete current file delisted it.
      ["militaryEndUsers", "Gamma Aviation Plant", "2022-05"],
      ["itarDebarred", "Dmitri Ivanovich Voronin", "2022-05"],
      ["unverifiedCSL", "Delta Precision Instruments", "2022-05"],
    ]);
    expect(merged.warnings).toEqual([
      "archive of 2022-05: entries of list keys the current file lacks taken (militaryEndUsers 1, itarDebarred 1, unverifiedCSL 1)",
    ]);
    // The archived entry is the archive's as parsed, with its date added.
    const { archiveDate, ...asParsed } = merged.entries[3]!;
    expect(archiveDate).toBe("2022-05");
    expect(asParsed).toEqual(archive.entries.find((e) => e.name === "Gamma Aviation Plant"));
  });

  it("takes from the archive, for keys a cut-off file has, the parties it does not name (under any of their names)", () => {
    const current = cslSource.parse({ csv: cutOff(currentCsv) });
    expect(current.truncated).toBe(true);
    const merged = supplementFromArchive(current, archive, "2022-05");
    expect(summary(merged)).toEqual([
      ["SDNs", "BANCO NACIONAL DE CUBA", "current"],
      ["bisEntities", "Alpha Electronics Ltd.", "current"],
      ["bisEntities", "Orion Microsystems", "current"],
      // ALPHA ELECTRONICS LIMITED a.k.a. "Alpha Electronics Ltd" is the current entry under another id.
      ["bisEntities", "Beta Components Trading", "2022-05"],
      ["militaryEndUsers", "Gamma Aviation Plant", "2022-05"],
      ["itarDebarred", "Dmitri Ivanovich Voronin", "2022-05"],
      ["unverifiedCSL", "Delta Precision Instruments", "2022-05"],
    ]);
    expect(merged.warnings.slice(-2)).toEqual([
      "archive of 2022-05: entries of list keys the current file lacks taken (militaryEndUsers 1, itarDebarred 1, unverifiedCSL 1)",
      "archive of 2022-05: 1 entries the cut-off current file does not name taken",
    ]);
  });

  it("stands alone when there is no current file: every entry from the archive", () => {
    const merged = supplementFromArchive({ source: "csl", entries: [], warnings: [] }, archive, "2022-05");
    expect(merged.entries).toHaveLength(archive.entries.length);
    expect(merged.entries.every((e) => e.archiveDate === "2022-05")).toBe(true);
  });

  it("is known by the date its folder names, else by its newest listing", () => {
    expect(archiveDateOf("trade_gov_csl_2022-05", archive)).toBe("2022-05");
    expect(archiveDateOf("csl_20220516", archive)).toBe("2022-05-16");
    expect(archiveDateOf("csl_202205", archive)).toBe("2022-05");
    expect(archiveDateOf("old-csl", archive)).toBe("2022-04-21");
    expect(archiveDateOf("old-csl", { source: "csl", entries: [], warnings: [] })).toBeUndefined();
  });
});
