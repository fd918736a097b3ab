import { fileURLToPath } from "node:url";
import { createDb, type Db } from "@tierline/db";
import { createTestDatabase } from "@tierline/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { changesToScreen } from "./list-changes";
import { refreshSources } from "./list-refresh";

/** The official-format fixtures of the screening package: OFAC SDN, CSL and the rest, a few rows each. */
const fixtures = fileURLToPath(new URL("../../../screening/src/lists/fixtures", import.meta.url));
const logger = { info: () => {}, warn: () => {}, error: () => {} };

let db: Db;
let drop: () => Promise<unknown>;

beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  drop = database.drop;
  db = createDb(database.url);
});

afterAll(async () => {
  await db.$disconnect();
  await drop();
});

const versionOf = (sourceId: string) =>
  db.sanctionSourceVersion.findFirstOrThrow({ where: { sourceId }, orderBy: { number: "desc" } });

describe("changesToScreen", () => {
  it("gives a version's new entries as the search sees them: the CSL's copies of loaded first-hand lists left out", async () => {
    await refreshSources({ db, logger }, { dataDir: fixtures }, { sources: ["csl"] });
    const cslAlone = await changesToScreen(db, (await versionOf("csl")).id);
    // Without OFAC's own files loaded, the CSL is the only source of its SDN rows.
    expect(cslAlone.some((e) => e.list === "SDNs")).toBe(true);

    await refreshSources({ db, logger }, { dataDir: fixtures }, { sources: ["ofac_sdn"] });
    const cslBesideOfac = await changesToScreen(db, (await versionOf("csl")).id);
    expect(cslBesideOfac.some((e) => e.list === "SDNs")).toBe(false);
    expect(cslBesideOfac.map((e) => e.list)).toContain("bisEntities");
    expect(cslBesideOfac.length).toBeLessThan(cslAlone.length);

    const sdn = await changesToScreen(db, (await versionOf("ofac_sdn")).id);
    expect(sdn.map((e) => e.id)).toContain("306");
    expect(sdn.every((e) => e.source === "ofac_sdn")).toBe(true);
  });
});
