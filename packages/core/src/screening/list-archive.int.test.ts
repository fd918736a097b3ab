import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { refreshSources } from "./list-refresh";
import { currentEntries } from "./screening-lists.repository";

/**
 * An archived copy of the CSL (fixtures in the official format: the current file lists the SDN and
 * the Entity List; the archive of 2022-05 also the MEU, ITAR and Unverified lists and a party since
 * delisted from the Entity List) filling in what the current files lack, read or downloaded.
 */
const fixtures = path.resolve(import.meta.dirname, "../../../screening/src/lists/fixtures/csl-archive");
const currentDir = path.join(fixtures, "current");
const archiveDir = path.join(fixtures, "archive");

let db: Db;
let drop: () => Promise<unknown>;
let tmp: string;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

const loaded = async () =>
  (await currentEntries(db, "csl"))
    .map((e) => `${e.list} ${e.name}${e.archiveDate ? ` (archive ${e.archiveDate})` : ""}`)
    .sort();
const source = () => db.sanctionSource.findUniqueOrThrow({ where: { id: "csl" } });

const fromCurrent = [
  "SDNs BANCO NACIONAL DE CUBA",
  "bisEntities Alpha Electronics Ltd.",
  "bisEntities Orion Microsystems",
];
const absentKeys = [
  "itarDebarred Dmitri Ivanovich Voronin (archive 2022-05)",
  "militaryEndUsers Gamma Aviation Plant (archive 2022-05)",
  "unverifiedCSL Delta Precision Instruments (archive 2022-05)",
];

beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  drop = database.drop;
  db = createDb(database.url);
  tmp = await mkdtemp(path.join(tmpdir(), "tierline-archive-"));
});

afterAll(async () => {
  await db.$disconnect();
  await drop();
  await rm(tmp, { recursive: true, force: true });
});

describe("a list folder with an archive folder", () => {
  it("loads the current file with the archive's entries of the keys it lacks, dated, and says where from", async () => {
    const [outcome] = await refreshSources({ db, logger: silent }, { dataDir: currentDir, archiveDir });
    expect(outcome).toMatchObject({ source: "csl", status: "updated", version: 1, added: 6 });
    expect(await loaded()).toEqual([...fromCurrent, ...absentKeys].sort());
    expect((await source()).origins).toEqual([
      "local folder current",
      "archive folder trade_gov_csl_2022-05",
    ]);

    const [again] = await refreshSources({ db, logger: silent }, { dataDir: currentDir, archiveDir });
    expect(again).toMatchObject({ status: "unchanged", version: 1 });
  });

  it("takes the parties a cut-off current file does not name; a complete one again drops them as removed", async () => {
    const cut = path.join(tmp, "cut", "csl");
    await mkdir(cut, { recursive: true });
    const text = await readFile(path.join(currentDir, "consolidated.csv"), "utf8");
    await writeFile(
      path.join(cut, "consolidated.csv"),
      `${text}"c0ffee","Entity List (EL) - Bureau of Indus`,
    );
    const [outcome] = await refreshSources(
      { db, logger: silent },
      { dataDir: path.dirname(cut), archiveDir },
    );
    expect(outcome).toMatchObject({ status: "updated", version: 2, added: 1, removed: 0 });
    expect(await loaded()).toContain("bisEntities Beta Components Trading (archive 2022-05)");

    const [complete] = await refreshSources({ db, logger: silent }, { dataDir: currentDir, archiveDir });
    expect(complete).toMatchObject({ status: "updated", version: 3, added: 0, removed: 1 });
    expect(await loaded()).toEqual([...fromCurrent, ...absentKeys].sort());
  });

  it("loads the archive alone when the data folder holds no file of its source", async () => {
    const empty = path.join(tmp, "empty");
    await mkdir(empty, { recursive: true });
    const [outcome] = await refreshSources({ db, logger: silent }, { dataDir: empty, archiveDir });
    expect(outcome).toMatchObject({ source: "csl", status: "updated", version: 4 });
    const entries = await currentEntries(db, "csl");
    expect(entries).toHaveLength(6);
    expect(entries.every((e) => e.archiveDate === "2022-05")).toBe(true);
    expect((await source()).origins).toEqual(["archive folder trade_gov_csl_2022-05"]);
  });

  it("fails the source, keeping its last good version, when the archive's copy cannot be dated", async () => {
    const undated = path.join(tmp, "undated", "old-csl");
    await mkdir(undated, { recursive: true });
    // Only the rows without a listing date.
    const rows = (await readFile(path.join(archiveDir, "trade_gov_csl_2022-05", "consolidated.csv"), "utf8"))
      .split("\n")
      .filter((line, i) => i === 0 || line.includes("BANCO NACIONAL"));
    await writeFile(path.join(undated, "consolidated.csv"), `${rows.join("\n")}\n`);
    const [outcome] = await refreshSources(
      { db, logger: silent },
      { dataDir: currentDir, archiveDir: path.dirname(undated) },
    );
    expect(outcome).toMatchObject({ status: "failed", version: 4 });
    expect((await source()).lastError).toBe(
      "archive folder old-csl: the copy's date is unknown (no listing dates): end the folder's name with it, e.g. _2022-05",
    );
  });
});

describe("downloaded files with an archive folder", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const served = path.join(tmp, "served.csv");
    await copyFile(path.join(currentDir, "consolidated.csv"), served);
    server = createServer(async (_req, res) => res.writeHead(200).end(await readFile(served)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("fills the downloaded file in the same way", async () => {
    const [outcome] = await refreshSources(
      { db, logger: silent },
      { urlOverrides: { "csl.csv": `${base}/consolidated.csv` }, archiveDir },
      { sources: ["csl"] },
    );
    expect(outcome).toMatchObject({ status: "updated", version: 5 });
    expect(await loaded()).toEqual([...fromCurrent, ...absentKeys].sort());
    expect((await source()).origins).toEqual([
      `${base}/consolidated.csv`,
      "https://data.trade.gov/downloadable_consolidated_screening_list/v1/consolidated.json",
      "archive folder trade_gov_csl_2022-05",
    ]);
  });
});
