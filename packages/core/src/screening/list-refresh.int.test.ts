import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDb, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { parserVersion, readSourceFolder, sourceDefinitions } from "@tierline/screening";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type OfacRow, ofacSdnFixture, writeOfacSdnFolder } from "../testing/sanctions-fixtures";
import { checksumOf } from "./list-files";
import { refreshSources } from "./list-refresh";
import { changedEntries, snapshotEntries } from "./screening-lists.repository";

let db: Db;
let drop: () => Promise<unknown>;
let tmp: string;
const logLines: string[] = [];
const logger = {
  info: (obj: object, msg?: string) => logLines.push(JSON.stringify({ ...obj, msg })),
  warn: (obj: object, msg?: string) => logLines.push(JSON.stringify({ ...obj, msg })),
  error: (obj: object, msg?: string) => logLines.push(JSON.stringify({ ...obj, msg })),
};

/** Version 2 of the fixture: AEROCARIBBEAN renamed, CIMEX delisted, a new entity listed. */
const renamed = "AEROCARIBBEAN AIRLINES S.A.";
const listed: OfacRow = { id: 90001, name: "NORTHWIND MARITIME TRADING LLC", program: "IRAN" };
const version2 = [
  ...ofacSdnFixture.filter((r) => r.id !== 535).map((r) => (r.id === 36 ? { ...r, name: renamed } : r)),
  listed,
];

const folders = { v1: "", v2: "", broken: "" };
const refreshFrom = (dataDir: string) =>
  refreshSources({ db, logger }, { dataDir }, { sources: ["ofac_sdn"] });
const source = () => db.sanctionSource.findUniqueOrThrow({ where: { id: "ofac_sdn" } });
const rowCounts = async () => ({
  versions: await db.sanctionSourceVersion.count(),
  entries: await db.sanctionEntry.count(),
  changes: await db.sanctionEntryChange.count(),
});
const names = (entries: { id: string; name: string }[]) => entries.map((e) => `${e.id} ${e.name}`).sort();

beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  drop = database.drop;
  db = createDb(database.url);
  tmp = await mkdtemp(path.join(tmpdir(), "tierline-lists-"));
  folders.v1 = await writeOfacSdnFolder(path.join(tmp, "v1"), ofacSdnFixture);
  folders.v2 = await writeOfacSdnFolder(path.join(tmp, "v2"), version2);
  folders.broken = await writeOfacSdnFolder(path.join(tmp, "broken"), ofacSdnFixture);
  // Not OFAC's format at all: binary garbage where sdn.csv should be.
  await writeFile(
    path.join(folders.broken, "ofac_sdn", "sdn.csv"),
    Buffer.from([0, 159, 146, 150, 255, 0, 1]),
  );
});

afterAll(async () => {
  await db.$disconnect();
  await drop();
  await rm(tmp, { recursive: true, force: true });
});

describe("refreshing a source from files", () => {
  it("loads version 1 with every entry, each recorded as added", async () => {
    const [outcome] = await refreshFrom(folders.v1);
    expect(outcome).toMatchObject({
      source: "ofac_sdn",
      status: "updated",
      version: 1,
      added: 5,
      changed: 0,
    });
    expect(await rowCounts()).toEqual({ versions: 1, entries: 5, changes: 5 });
    const version = await db.sanctionSourceVersion.findFirstOrThrow({ where: { sourceId: "ofac_sdn" } });
    expect(version).toMatchObject({ number: 1, entryCount: 5, addedCount: 5, keyCounts: { SDNs: 5 } });
    expect(version.checksum).toMatch(/^[0-9a-f]{64}$/);
    // Where the files came from, without the server's path to the folder.
    expect(await source()).toMatchObject({
      currentVersion: 1,
      lastError: null,
      origins: ["local folder v1"],
    });
    expect(names(await snapshotEntries(db, "ofac_sdn", 1))).toContain("306 BANCO NACIONAL DE CUBA");
  });

  it("changes nothing when the same files come again", async () => {
    const before = await rowCounts();
    const [outcome] = await refreshFrom(folders.v1);
    expect(outcome).toMatchObject({ status: "unchanged", version: 1 });
    expect(await rowCounts()).toEqual(before);
    expect(await source()).toMatchObject({ currentVersion: 1, lastError: null });
  });

  it("writes exactly the diff of changed files, and keeps both snapshots", async () => {
    const [outcome] = await refreshFrom(folders.v2);
    expect(outcome).toMatchObject({ status: "updated", version: 2, added: 1, changed: 1, removed: 1 });
    const version = await db.sanctionSourceVersion.findFirstOrThrow({ where: { number: 2 } });
    expect(version).toMatchObject({ entryCount: 5, addedCount: 1, changedCount: 1, removedCount: 1 });
    const changes = await db.sanctionEntryChange.findMany({ where: { versionId: version.id } });
    expect(changes.map((c) => `${c.kind} ${c.officialId}`).sort()).toEqual([
      "ADDED 90001",
      "CHANGED 36",
      "REMOVED 535",
    ]);
    // Two new revisions (added, changed); the replaced and the removed one are closed, not deleted.
    expect(await rowCounts()).toEqual({ versions: 2, entries: 7, changes: 8 });

    const v1 = names(await snapshotEntries(db, "ofac_sdn", 1));
    const v2 = names(await snapshotEntries(db, "ofac_sdn", 2));
    expect(v1).toEqual(names(ofacSdnFixture.map((r) => ({ id: String(r.id), name: r.name }))));
    expect(v2).toEqual(names(version2.map((r) => ({ id: String(r.id), name: r.name }))));
    expect(names(await changedEntries(db, version.id))).toEqual([
      "36 AEROCARIBBEAN AIRLINES S.A.",
      `90001 ${listed.name}`,
    ]);
  });

  it("keeps the last good version when a file is broken, and a later good run clears the error", async () => {
    const before = await rowCounts();
    const [outcome] = await refreshFrom(folders.broken);
    expect(outcome).toMatchObject({ status: "failed", version: 2 });
    expect(await rowCounts()).toEqual(before);
    const failed = await source();
    expect(failed).toMatchObject({ currentVersion: 2 });
    // Shown to every member: names the file within the data folder, not the server's path to it.
    expect(failed.lastError).toContain("ofac_sdn: sdn.csv");
    expect(failed.lastError).not.toContain(tmp);
    expect(failed.lastErrorAt).toBeInstanceOf(Date);
    expect(logLines.some((l) => l.includes("list refresh failed") && l.includes('"source":"ofac_sdn"'))).toBe(
      true,
    );

    const [again] = await refreshFrom(folders.v2);
    expect(again).toMatchObject({ status: "unchanged", version: 2 });
    expect(await source()).toMatchObject({ currentVersion: 2, lastError: null, lastErrorAt: null });
  });

  it("refreshes only the sources the folder holds: the others are no error of theirs", async () => {
    logLines.length = 0;
    const outcomes = await refreshSources({ db, logger }, { dataDir: folders.v2 });
    expect(outcomes.map((o) => [o.source, o.status])).toEqual([["ofac_sdn", "unchanged"]]);
    expect(await db.sanctionSource.findMany({ where: { lastError: { not: null } } })).toEqual([]);
    expect(await db.sanctionSource.count({ where: { id: "uk" } })).toBe(0);
    const skipped = logLines.map((l) => JSON.parse(l)).find((l) => l.msg?.includes("not in the data folder"));
    expect(skipped.sources).toEqual(["ofac_nonsdn", "csl", "bis_dpl", "eu", "uk", "un"]);
  });
});

describe("downloading a source", () => {
  let server: Server;
  let base: string;
  /** Serves the v2 fixture files by the file name of their official address; /broken/* answers 500. */
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      if (url.pathname.startsWith("/broken/")) return res.writeHead(500).end("upstream down");
      try {
        const body = await readFile(
          path.join(folders.v2, "ofac_sdn", path.basename(url.pathname).toLowerCase()),
        );
        res.writeHead(200).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Every file of the OFAC SDN source pointed at the local server, under `prefix`. */
  const overrides = (prefix: string) =>
    Object.fromEntries(
      sourceDefinitions.ofac_sdn.files.map((f) => [
        `ofac_sdn.${f.role}`,
        `${base}${prefix}${path.basename(new URL(f.url).pathname)}?token=secret-in-query`,
      ]),
    );

  it("records a failed download like a broken file, without the URL's query", async () => {
    const before = await rowCounts();
    const [outcome] = await refreshSources(
      { db, logger },
      { urlOverrides: overrides("/broken/") },
      { sources: ["ofac_sdn"] },
    );
    expect(outcome).toMatchObject({ status: "failed", version: 2 });
    expect(outcome!.error).toContain("500");
    expect(await rowCounts()).toEqual(before);
    const failed = await source();
    expect(failed.lastError).toContain("HTTP 500");
    expect(failed.lastError).not.toContain("secret-in-query");
    expect(logLines.join("\n")).not.toContain("secret-in-query");
    // The addresses in use, as members may see them.
    expect(failed.origins).toContain(`${base}/broken/sdn.csv`);
    expect(failed.origins.join(" ")).not.toContain("secret-in-query");
  });

  it("records a URL with credentials, which fetch refuses, without the credentials or the query", async () => {
    logLines.length = 0;
    const withCredentials = Object.fromEntries(
      Object.entries(overrides("/")).map(([key, url]) => [
        key,
        url.replace("http://", "http://reader:pa55@"),
      ]),
    );
    const [outcome] = await refreshSources(
      { db, logger },
      { urlOverrides: withCredentials },
      { sources: ["ofac_sdn"] },
    );
    expect(outcome).toMatchObject({ status: "failed", version: 2 });
    const failed = await source();
    expect(failed.lastError).toContain("credentials");
    expect(failed.lastError).toContain(`${base}/sdn.csv`);
    for (const text of [failed.lastError, outcome!.error, logLines.join("\n"), failed.origins.join(" ")]) {
      expect(text).not.toMatch(/reader|pa55|secret-in-query/);
    }
  });

  it("downloads the files (a missing optional one is fine) and finds them equal to the loaded version", async () => {
    const [outcome] = await refreshSources(
      { db, logger },
      { urlOverrides: overrides("/") },
      { sources: ["ofac_sdn"] },
    );
    expect(outcome).toMatchObject({ status: "unchanged", version: 2 });
    expect(await source()).toMatchObject({ lastError: null });
  });

  it("refuses a download larger than the limit", async () => {
    const [outcome] = await refreshSources(
      { db, logger },
      { urlOverrides: overrides("/"), downloadLimits: { timeoutMs: 5000, maxBytes: 100 } },
      { sources: ["ofac_sdn"] },
    );
    expect(outcome).toMatchObject({ status: "failed", version: 2 });
    expect(outcome!.error).toContain("larger than 100 bytes");
  });
});

describe("a new parser version", () => {
  it("reads files already loaded again, so a parser fix reaches lists not republished", async () => {
    // As if version 2 had been loaded by the previous parser version.
    const { files } = (await readSourceFolder(folders.v2)).get("ofac_sdn")!;
    await db.sanctionSourceVersion.updateMany({
      where: { sourceId: "ofac_sdn", number: 2 },
      data: { checksum: checksumOf(files, parserVersion - 1) },
    });
    const [outcome] = await refreshFrom(folders.v2);
    expect(outcome).toMatchObject({ status: "updated", version: 3, added: 0, changed: 0, removed: 0 });
    const [again] = await refreshFrom(folders.v2);
    expect(again).toMatchObject({ status: "unchanged", version: 3 });
  });
});
