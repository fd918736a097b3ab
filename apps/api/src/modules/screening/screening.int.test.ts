import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiMessages, fieldMessages, rateLimitMessages } from "@tierline/contracts";
import { refreshSources } from "@tierline/core";
import { type OfacRow, ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

const silent = { info() {}, warn() {}, error() {} };
let t: TestApp;
let headers: Record<string, string>;
let tmp: string;
let workspaceId: string;

const search = (query: string, as = headers) =>
  t.app.inject({ url: `/api/v1/screening/search?${query}`, headers: as });
const lists = async () => (await t.app.inject({ url: "/api/v1/screening/lists", headers })).json();
const refreshFrom = (dataDir: string, sources?: ("ofac_sdn" | "uk")[]) =>
  refreshSources({ db: t.db, logger: silent }, { dataDir }, { sources });

beforeAll(async () => {
  // Checked on every search, so a new version shows without waiting 30 s. This file polls searches far
  // more often than a user would: the per-user limit has a test (and an app) of its own below.
  t = await startTestApp({
    env: { SCREENING_INDEX_CHECK_SECONDS: 0, SCREENING_SEARCHES_PER_MINUTE: 10_000 },
  });
  workspaceId = (await ownerWithPassword(t.db)).workspace.id;
  headers = await bearerFor(t, "owner@example.test");
  tmp = await mkdtemp(path.join(tmpdir(), "tierline-screening-"));
});
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("before any list is loaded", () => {
  it("answers 503 (not an empty answer, which would read as no match), and lists every source as not loaded", async () => {
    const res = await search("name=BANCO%20NACIONAL%20DE%20CUBA");
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      message: apiMessages.screeningListsNotLoaded,
    });
    const { results } = await lists();
    expect(results.map((s: { source: string }) => s.source)).toEqual([
      "ofac_sdn",
      "ofac_nonsdn",
      "csl",
      "bis_dpl",
      "eu",
      "uk",
      "un",
    ]);
    for (const source of results) {
      expect(source).toMatchObject({
        version: null,
        entry_count: null,
        lists: [],
        last_error: null,
        origins: [],
      });
    }
  });
});

describe("after the OFAC SDN list is loaded", () => {
  beforeAll(async () => {
    const dir = await writeOfacSdnFolder(path.join(tmp, "v1"), ofacSdnFixture);
    // Only OFAC SDN is in the folder: the other sources are not refreshed.
    await refreshFrom(dir);
    // The api swaps in the new index in the background: until then searches answer from the old one.
    await vi.waitFor(async () => expect((await search("name=CIMEX")).json().count).toBeGreaterThan(0), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("finds a listed name, exactly and in another word order, with the entry and the score's parts", async () => {
    for (const name of ["BANCO NACIONAL DE CUBA", "Nacional de Cuba Banco"]) {
      const res = await search(`name=${encodeURIComponent(name)}`);
      expect(res.statusCode, name).toBe(200);
      const [best] = res.json().results;
      expect(best, name).toMatchObject({
        list: "SDNs",
        list_label: "Specially Designated Nationals (SDN)",
        id: "306",
        source: "ofac_sdn",
        name: "BANCO NACIONAL DE CUBA",
        query_name: name,
        entry: {
          programs: ["CUBA"],
          aliases: expect.arrayContaining([{ name: "NATIONAL BANK OF CUBA", kind: "aka" }]),
        },
      });
      expect(best.score).toBeGreaterThan(0.85);
      expect(best.parts.tokens.length).toBeGreaterThan(0);
    }
  });

  it("searches SDN entries for the SDN alternate names and addresses keys (they are part of SDN entries)", async () => {
    for (const list of ["altNames", "addresses"]) {
      const res = await search(`name=NATIONAL%20BANK%20OF%20CUBA&list=${list}`);
      expect(res.statusCode, list).toBe(200);
      expect(res.json().results[0], list).toMatchObject({
        list: "SDNs",
        id: "306",
        matched_name: "NATIONAL BANK OF CUBA",
        matched_name_kind: "aka",
      });
    }
  });

  it("reads the name as the kind of party given", async () => {
    const scoreAs = async (schema: string) => {
      const res = await search(`name=CIMEX%20LLC&schema=${schema}&threshold=0.5`);
      expect(res.statusCode, schema).toBe(200);
      return res.json().results.find((r: { id: string }) => r.id === "535")?.score ?? 0;
    };
    // A company's legal form is no part of its name; a person's name keeps every word.
    expect(await scoreAs("Company")).toBe(1);
    expect(await scoreAs("Person")).toBeLessThan(1);
  });

  it("takes an empty threshold as the default one", async () => {
    const plain = await search("name=CIMEX");
    const empty = await search("name=CIMEX&threshold=&limit=");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(plain.json());
  });

  it("filters by list", async () => {
    expect((await search("name=BANCO%20NACIONAL%20DE%20CUBA&list=SDNs")).json().count).toBeGreaterThan(0);
    expect(
      (await search("name=BANCO%20NACIONAL%20DE%20CUBA&list=ukConsolidatedSanctionsList")).json(),
    ).toEqual({
      results: [],
      count: 0,
    });
  });

  it("takes the country as an ISO code or an English name", async () => {
    for (const country of ["CU", "cu", "Cuba", "Switzerland"]) {
      const res = await search(`name=BANCO%20NACIONAL%20DE%20CUBA&country=${country}`);
      expect(res.statusCode, country).toBe(200);
      expect(res.json().results[0]?.id, country).toBe("306");
    }
  });

  it("answers 400 with field messages for bad input", async () => {
    const cases: [string, Record<string, string>][] = [
      ["", { name: "Name is required" }],
      ["name=%20%20", { name: "Name is required" }],
      ["name=x&list=SDN", { list: "Please select a valid sanction list" }],
      ["name=x&country=Atlantis", { country: "Please enter a known country name or ISO code" }],
      ["name=x&limit=100", { limit: "Limit must be a whole number from 1 to 50" }],
      ["name=x&limit=0x10", { limit: fieldMessages.screeningLimitInvalid }],
      ["name=x&threshold=0.2", { threshold: "Threshold must be a number from 0.5 to 1" }],
      ["name=x&schema=Vessel", { schema: fieldMessages.screeningSchemaInvalid }],
      ["name=a&name=b", { name: "Give this parameter only once" }],
      ["name=x&list=SDNs&list=SDNs", { list: fieldMessages.queryParameterRepeated }],
    ];
    for (const [query, fields] of cases) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ status: 400, code: "VALIDATION", fields });
    }
  });

  it("answers 401 without a token", async () => {
    expect((await search("name=x", {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/screening/lists" })).statusCode).toBe(401);
  });

  it("is open to every member role (vendors.read)", async () => {
    const viewer = await signedInMember(t, workspaceId, ["VIEWER"], "viewer@example.test");
    expect((await search("name=CIMEX", viewer.headers)).statusCode).toBe(200);
  });

  it("lists counts per list, versions, where the files came from and refresh errors", async () => {
    const { results } = await lists();
    const sdn = results.find((s: { source: string }) => s.source === "ofac_sdn");
    expect(sdn).toMatchObject({
      version: 1,
      entry_count: 5,
      lists: [{ list: "SDNs", label: "Specially Designated Nationals (SDN)", count: 5 }],
      // The folder's name only: never the server's path to it.
      origins: ["local folder v1"],
      last_error: null,
      last_error_at: null,
    });
    expect(sdn.last_success_at).toBe(sdn.last_refresh_at);
    // Not in the folder: not refreshed, and no error for it.
    const uk = results.find((s: { source: string }) => s.source === "uk");
    expect(uk).toMatchObject({ version: null, entry_count: null, origins: [], last_error: null });
  });

  it("sees a new version without a restart: the index is rebuilt in the background", async () => {
    const listed: OfacRow = { id: 90002, name: "SOUTHWIND BUNKERING COMPANY LIMITED", program: "IRAN" };
    const query = `name=${encodeURIComponent(listed.name)}`;
    expect((await search(query)).json().count).toBe(0);
    await refreshFrom(await writeOfacSdnFolder(path.join(tmp, "v2"), [...ofacSdnFixture, listed]), [
      "ofac_sdn",
    ]);
    // Searches keep answering from the old index until the new one is swapped in.
    await vi.waitFor(async () => expect((await search(query)).json().results[0]?.id).toBe("90002"), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await lists()).results[0]).toMatchObject({ source: "ofac_sdn", version: 2, entry_count: 6 });
  });
});

describe("the per-user limit on searches", () => {
  let limited: TestApp;
  afterAll(() => limited?.close());

  it("answers 429 once a user has searched the limit within a minute; other users still search", async () => {
    limited = await startTestApp({ env: { SCREENING_SEARCHES_PER_MINUTE: 3 } });
    const owner = await ownerWithPassword(limited.db);
    const as = await bearerFor(limited, "owner@example.test");
    const searchAs = (headers: Record<string, string>) =>
      limited.app.inject({ url: "/api/v1/screening/search?name=CIMEX", headers });
    // Nothing is loaded in this app: the first searches answer 503, and count all the same.
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await searchAs(as)).statusCode);
    expect(codes).toEqual([503, 503, 503, 429]);
    const refused = await searchAs(as);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      status: 429,
      code: "RATE_LIMITED",
      message: rateLimitMessages.requests(retryAfter),
    });
    const other = await signedInMember(limited, owner.workspace.id, ["VIEWER"], "viewer@example.test");
    expect((await searchAs(other.headers)).statusCode).toBe(503);
  });
});

/** The real lists beside the repository (../shared/data/sanctions from its root), when this machine has them. */
const repoRoot = path.resolve(import.meta.dirname, "../../../../..");
const sharedData = path.resolve(repoRoot, process.env.SHARED_DATA_DIR ?? "../shared/data/sanctions");

describe.skipIf(!existsSync(sharedData))(`real lists from ${sharedData}`, () => {
  it("loads every source found and finds BANCO NACIONAL DE CUBA (SDN 306)", {
    timeout: 600_000,
  }, async () => {
    const started = Date.now();
    const outcomes = await refreshSources({ db: t.db, logger: silent }, { dataDir: sharedData });
    const seconds = (Date.now() - started) / 1000;
    const rows = await t.db.sanctionEntry.count();
    console.info(`refresh from ${sharedData}: ${seconds.toFixed(1)} s, ${rows} entry rows`, outcomes);
    expect(outcomes.find((o) => o.source === "ofac_sdn")).toMatchObject({ status: "updated" });

    const res = await vi.waitFor(
      async () => {
        const found = await search("name=BANCO%20NACIONAL%20DE%20CUBA&list=SDNs");
        expect(found.json().results.map((r: { id: string }) => r.id)).toContain("306");
        return found;
      },
      { timeout: 120_000, interval: 200 },
    );
    expect(res.json().results[0]).toMatchObject({ id: "306", name: "BANCO NACIONAL DE CUBA" });
  });
});

if (!existsSync(sharedData)) console.info(`skipped the real-list test: no folder ${sharedData}`);
