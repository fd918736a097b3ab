import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fixture } from "./fixtures/read-fixture";
import { loadSourceFolder, readSourceFolder } from "./folder";
import { recogniseFile } from "./recognise";

/** Writes fixture files into `dir/folder`, under the names the publishers use. */
async function place(dir: string, folder: string, files: Record<string, string>): Promise<void> {
  const target = join(dir, folder);
  await mkdir(target, { recursive: true });
  for (const [name, path] of Object.entries(files)) await writeFile(join(target, name), fixture(path));
}

const ofacSdnFiles = {
  "sdn.csv": "ofac-sdn/sdn.csv",
  "alt.csv": "ofac-sdn/alt.csv",
  "add.csv": "ofac-sdn/add.csv",
  "sdn_comments.csv": "ofac-sdn/sdn_comments.csv",
};

describe("source folders", () => {
  let dir = "";
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "tierline-lists-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("recognises every source by name and content, whatever the folder names", async () => {
    await place(dir, "ofac", ofacSdnFiles);
    await place(dir, "ofac_sdn_2021-07", ofacSdnFiles);
    await place(dir, "treasury-consolidated", {
      "cons_prim.csv": "ofac-nonsdn/cons_prim.csv",
      "cons_alt.csv": "ofac-nonsdn/cons_alt.csv",
      "cons_add.csv": "ofac-nonsdn/cons_add.csv",
      "cons_comments.csv": "ofac-nonsdn/cons_comments.csv",
    });
    await place(dir, "trade", { "consolidated_PARTIAL_head.csv": "csl/consolidated.csv" });
    await writeFile(join(dir, "trade", "SOURCE.md"), "# Where this file comes from\n");
    await place(dir, "bis", { "dpl.txt": "bis-dpl/dpl.txt" });
    await place(dir, "eu", { "export.xml": "eu/xmlFullSanctionsList_1_1.xml" });
    await place(dir, "un", { "consolidated.xml": "un/consolidated.xml" });
    // Files may also sit in the folder itself.
    await place(dir, ".", { "ConList.csv": "uk/ConList.csv" });
    await writeFile(join(dir, "README.md"), "Lists downloaded on 2025-04-14\n");

    const found = await readSourceFolder(dir);
    expect([...found.keys()]).toEqual(["ofac_sdn", "ofac_nonsdn", "csl", "bis_dpl", "eu", "uk", "un"]);
    expect(found.get("ofac_sdn")).toMatchObject({
      folder: join(dir, "ofac"),
      skipped: [
        `${join(dir, "ofac_sdn_2021-07")}: dated archive of ofac_sdn ignored; ${join(dir, "ofac")} supplies the files used`,
      ],
    });
    expect(Object.keys(found.get("ofac_sdn")?.files ?? {}).sort()).toEqual(["add", "alt", "comments", "sdn"]);
    expect(Object.keys(found.get("csl")?.files ?? {})).toEqual(["csv"]);
    expect(found.get("uk")?.folder).toBe(dir);

    const parsed = await loadSourceFolder(dir);
    expect(parsed.map((p) => [p.source, p.entries.length])).toEqual([
      ["ofac_sdn", 5],
      ["ofac_nonsdn", 8],
      ["csl", 8],
      ["bis_dpl", 16],
      ["eu", 3],
      ["uk", 3],
      ["un", 4],
    ]);
    expect(parsed[0]?.warnings[0]).toMatch(/ofac_sdn_2021-07: dated archive of ofac_sdn ignored/);
  });

  it("uses the newest dated archive when no current folder supplies a source", async () => {
    await place(dir, "dpl_2023-01", { "dpl.txt": "bis-dpl/dpl.txt" });
    await place(dir, "dpl_20231130", { "dpl.txt": "bis-dpl/dpl.txt" });
    await place(dir, "dpl_2022", { "dpl.txt": "bis-dpl/dpl.txt" }); // not a date suffix: a current folder
    const found = await readSourceFolder(dir);
    expect(found.get("bis_dpl")?.folder).toBe(join(dir, "dpl_2022"));

    await rm(join(dir, "dpl_2022"), { recursive: true });
    const archives = await readSourceFolder(dir);
    expect(archives.get("bis_dpl")?.folder).toBe(join(dir, "dpl_20231130"));
    expect(archives.get("bis_dpl")?.skipped).toHaveLength(1);
  });

  it("refuses two current folders for one source", async () => {
    await place(dir, "ofac", ofacSdnFiles);
    await place(dir, "ofac-copy", ofacSdnFiles);
    expect((await readSourceFolder(dir)).get("ofac_sdn")?.problems).toEqual([
      expect.stringMatching(
        /ofac_sdn is supplied by 2 folders .*ofac, .*ofac-copy\): keep one, or rename the older ones with a date suffix/,
      ),
    ]);
    await expect(loadSourceFolder(dir)).rejects.toThrow(/ofac_sdn is supplied by 2 folders/);
  });

  it("refuses a file with a publisher's name but other content, for its own source only", async () => {
    await mkdir(join(dir, "ofac"));
    await writeFile(join(dir, "ofac", "sdn.csv"), "<!DOCTYPE html><html>Service unavailable</html>");
    await mkdir(join(dir, "dpl"));
    await writeFile(join(dir, "dpl", "dpl.txt"), fixture("bis-dpl/dpl.txt"));
    const found = await readSourceFolder(dir);
    expect(found.get("ofac_sdn")?.problems).toEqual([
      expect.stringMatching(/sdn.csv is not an OFAC legacy CSV/),
    ]);
    expect(found.get("bis_dpl")?.problems).toEqual([]);
    await expect(loadSourceFolder(dir)).rejects.toThrow(/sdn.csv is not an OFAC legacy CSV/);
  });

  it("recognises files from their first bytes", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(recogniseFile("anything.csv", bytes("_id,source,entity_number,type"))).toEqual({
      source: "csl",
      role: "csv",
    });
    expect(recogniseFile("list.json", bytes('{"results":[{"alt_names":[]}]}'))).toEqual({
      source: "csl",
      role: "json",
    });
    expect(recogniseFile("x.txt", bytes('"Name"\t"Street_Address"\t"City"'))).toEqual({
      source: "bis_dpl",
      role: "dpl",
    });
    expect(recogniseFile("a.csv", bytes("Last Updated,14/04/2025\r\n"))).toEqual({
      source: "uk",
      role: "csv",
    });
    expect(recogniseFile("b.csv", bytes("Name 6,Name 1,Group Type,Group ID\r\n"))).toEqual({
      source: "uk",
      role: "csv",
    });
    expect(recogniseFile("ConList.xlsx", new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toEqual({
      source: "uk",
      role: "xlsx",
    });
    expect(recogniseFile("c.xml", bytes('<?xml version="1.0"?><CONSOLIDATED_LIST>'))).toEqual({
      source: "un",
      role: "xml",
    });
    expect(recogniseFile("d.xml", bytes('<export xmlns="http://eu.europa.ec/fpi/fsd/export">'))).toEqual({
      source: "eu",
      role: "xml",
    });
    expect(recogniseFile("cons_comments.csv", new Uint8Array([0x1a]))).toEqual({
      source: "ofac_nonsdn",
      role: "comments",
    });
    expect(recogniseFile("other.xml", bytes("<export/>"))).toBeUndefined();
    expect(recogniseFile("notes.txt", bytes("hello"))).toBeUndefined();
    expect(recogniseFile("dpl.txt", bytes("<html>"))).toEqual({
      source: "bis_dpl",
      role: "dpl",
      problem: expect.stringMatching(/dpl.txt is not the BIS Denied Persons List/),
    });
  });

  it("reads the fixture folder the e2e server loads: every source, the UK one with a broken download", async () => {
    const found = await readSourceFolder(fileURLToPath(new URL("./fixtures", import.meta.url)));
    expect([...found.keys()]).toEqual(["ofac_sdn", "ofac_nonsdn", "csl", "bis_dpl", "eu", "uk", "un"]);
    for (const [source, { problems }] of found) if (source !== "uk") expect(problems, source).toEqual([]);
    // An error page saved under the workbook's name, as a failed download leaves it: the UK list then
    // fails its refresh, and the screening page says it was not searched.
    expect(found.get("uk")?.problems).toEqual([
      expect.stringMatching(/ConList\.xlsx is not an XLSX workbook \(it starts with "<!DOCTYPE html>/),
    ]);
  });
});
