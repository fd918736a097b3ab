import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  apiMessages,
  fieldMessages,
  rateLimitMessages,
  type ScreeningSearchResponse,
} from "@tierline/contracts";
import { refreshSources } from "@tierline/core";
import { type OfacRow, ofacSdnFixture, writeOfacSdnFolder } from "@tierline/core/testing/sanctions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

const silent = { info() {}, warn() {}, error() {} };
/** The official-format fixtures of the screening package (a few entries of every source). */
const fixturesDir = fileURLToPath(
  new URL("../../../../../packages/screening/src/lists/fixtures", import.meta.url),
);
let t: TestApp;
let headers: Record<string, string>;
let tmp: string;
let workspaceId: string;

const search = (query: string, as = headers) =>
  t.app.inject({ url: `/api/v1/screening/search?${query}`, headers: as });
const lists = async () => (await t.app.inject({ url: "/api/v1/screening/lists", headers })).json();
const refreshFrom = (dataDir: string, sources?: ("ofac_sdn" | "uk" | "un")[]) =>
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
        source_label: "OFAC SDN",
        name: "BANCO NACIONAL DE CUBA",
        query_name: name,
        partial: false,
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
    const empty = await search("name=CIMEX&threshold=");
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
      count_exact: true,
      next: null,
      previous: null,
      // The UK list was meant to be searched, and was not: the empty answer says so.
      sources: [
        {
          source: "uk",
          label: "UK OFSI",
          status: "missing",
          version: null,
          last_success_at: null,
          last_error_at: null,
        },
      ],
      lists_not_searched: [
        {
          list: "ukConsolidatedSanctionsList",
          label: "UK Consolidated Sanctions List",
          status: "missing",
          sources: ["uk"],
        },
      ],
      max_list_age_hours: 48,
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
      ["name=x&page=0", { page: fieldMessages.pageInvalid }],
      ["name=x&page_size=15", { page_size: fieldMessages.pageSizeInvalid }],
      ["name=x&source=ofac", { source: fieldMessages.sanctionSourceInvalid }],
      ["name=x&mode=fuzzy", { mode: fieldMessages.screeningModeInvalid }],
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

/** Persons named Ivan Petrov with their patronymics, as lists publish them: more than a page of them. */
const patronymics = [
  "Sergeyevich",
  "Nikolaevich",
  "Aleksandrovich",
  "Vladimirovich",
  "Mikhailovich",
  "Dmitrievich",
  "Andreevich",
  "Alekseevich",
  "Viktorovich",
  "Yurievich",
  "Olegovich",
  "Pavlovich",
  "Borisovich",
  "Igorevich",
  "Gennadievich",
  "Valerievich",
  "Anatolievich",
  "Grigorievich",
  "Fedorovich",
  "Stepanovich",
  "Konstantinovich",
  "Evgenievich",
];
const petrovs: OfacRow[] = [
  ...patronymics.map((patronymic, i) => ({
    id: 91000 + i,
    name: `PETROV, Ivan ${patronymic}`,
    type: "individual" as const,
    program: "RUSSIA-EO14024",
  })),
  { id: 91099, name: "PETROV, Ivan", type: "individual", program: "RUSSIA-EO14024" },
  { id: 91100, name: "PETROVA, Anna Ivanovna", type: "individual", program: "RUSSIA-EO14024" },
];
type Found = ScreeningSearchResponse;
const found = async (query: string): Promise<Found> => {
  const res = await search(query);
  expect(res.statusCode, query).toBe(200);
  return res.json();
};
const statusOf = (answer: Found) => Object.fromEntries(answer.sources.map((s) => [s.source, s.status]));

describe("pages, sources and partial names", () => {
  beforeAll(async () => {
    const listed: OfacRow = { id: 90002, name: "SOUTHWIND BUNKERING COMPANY LIMITED", program: "IRAN" };
    await refreshFrom(
      await writeOfacSdnFolder(path.join(tmp, "v3"), [...ofacSdnFixture, listed, ...petrovs]),
      ["ofac_sdn"],
    );
    await vi.waitFor(async () => expect((await found("name=Ivan%20Petrov")).count).toBe(23), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("pages through every match with the true count, best first, and links the neighbouring pages", async () => {
    const first = await found("name=Ivan%20Petrov");
    expect(first).toMatchObject({ count: 23, count_exact: true, previous: null });
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe("/api/v1/screening/search?name=Ivan+Petrov&page=2&page_size=10");
    const second = await found("name=Ivan%20Petrov&page=2");
    const third = await found("name=Ivan%20Petrov&page=3");
    expect(third.results).toHaveLength(3);
    expect(third.next).toBeNull();
    expect(third.previous).toBe("/api/v1/screening/search?name=Ivan+Petrov&page=2&page_size=10");
    const paged = [...first.results, ...second.results, ...third.results];
    expect(new Set(paged.map((r) => r.id)).size).toBe(23);
    const scores = paged.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // One ranking however it is cut into pages.
    const big = await found("name=Ivan%20Petrov&page_size=50");
    expect(big.results.map((r) => r.id)).toEqual(paged.map((r) => r.id));
    // Past the last page: no matches, the count all the same.
    expect(await found("name=Ivan%20Petrov&page=9")).toMatchObject({ results: [], count: 23 });
  });

  it("filters by the publishing source", async () => {
    const sdn = await found("name=Ivan%20Petrov&source=ofac_sdn");
    expect(sdn.count).toBe(23);
    expect(statusOf(sdn)).toEqual({ ofac_sdn: "searched" });
    const uk = await found("name=Ivan%20Petrov&source=uk");
    expect(uk).toMatchObject({ results: [], count: 0 });
    expect(statusOf(uk)).toEqual({ uk: "missing" });
  });

  it("finds the listed people of a surname only in the partial-name mode, ranked below full matches", async () => {
    expect((await found("name=Petrov")).count).toBe(0);
    const partial = await found("name=Petrov&mode=partial&page_size=50");
    expect(partial.count).toBe(24);
    expect(partial.results.every((r) => r.partial)).toBe(true);
    expect(partial.results.map((r) => r.id)).toContain("91100");

    // Every Ivan Petrov is a full match; PETROVA, Anna Ivanovna holds no IVAN (Ivanovna is another word).
    const both = await found("name=Ivan%20Petrov&mode=partial&page_size=50");
    expect(both.count).toBe(23);
    expect(both.results.every((r) => !r.partial)).toBe(true);

    // A surname with a given name: the full match first, then the people holding both words.
    const ivan = await found("name=Ivan%20Petrov&mode=partial&schema=Person&threshold=0.95&page_size=50");
    const kinds = ivan.results.map((r) => r.partial);
    expect(ivan.results[0]).toMatchObject({ id: "91099", score: 1, partial: false });
    expect(kinds.slice(1)).toEqual(Array(22).fill(true));
  });

  it("says which sources and lists were searched, and which were missing, failed or stale", async () => {
    const before = await found("name=Northwind%20Widgets%20Inc");
    expect(before.count).toBe(0);
    expect(before.sources.find((s) => s.source === "ofac_sdn")).toEqual({
      source: "ofac_sdn",
      label: "OFAC SDN",
      status: "searched",
      version: 3,
      last_success_at: expect.any(String),
      last_error_at: null,
    });
    expect(statusOf(before)).toMatchObject({ uk: "missing", eu: "missing", un: "missing" });
    // Every list but the SDN one (which OFAC's own file was searched for) is named, with why.
    expect(before.lists_not_searched.map((l) => l.list)).not.toContain("SDNs");
    expect(before.lists_not_searched.find((l) => l.list === "bisEntities")).toEqual({
      list: "bisEntities",
      label: "Entity List",
      status: "missing",
      sources: ["csl"],
    });

    // A broken download of the UK list: recorded as a failure, nothing loaded.
    const broken = path.join(tmp, "broken");
    await mkdir(path.join(broken, "uk"), { recursive: true });
    await writeFile(path.join(broken, "uk", "ConList.csv"), "<!DOCTYPE html><title>502 Bad Gateway</title>");
    await refreshFrom(broken, ["uk"]);
    const ukFailed = await found("name=Northwind%20Widgets%20Inc");
    expect(ukFailed.sources.find((s) => s.source === "uk")).toMatchObject({
      status: "failed",
      version: null,
      last_error_at: expect.any(String),
    });
    expect(ukFailed.lists_not_searched.find((l) => l.list === "ukConsolidatedSanctionsList")).toMatchObject({
      status: "failed",
    });

    // A broken download of a loaded list: its last good version, checked minutes ago, is still searched.
    await mkdir(path.join(broken, "ofac_sdn"), { recursive: true });
    await writeFile(path.join(broken, "ofac_sdn", "sdn.csv"), "<html>Service Unavailable</html>");
    await refreshFrom(broken, ["ofac_sdn"]);
    const failedOnce = await found("name=Ivan%20Petrov");
    expect(failedOnce.count).toBe(23);
    expect(failedOnce.sources.find((s) => s.source === "ofac_sdn")).toMatchObject({
      status: "searched",
      version: 3,
      last_error_at: expect.any(String),
    });

    // Not checked for longer than the maximum age (48 hours by default): still searched, said to be stale.
    await t.db.sanctionSource.update({
      where: { id: "ofac_sdn" },
      data: { lastSuccessAt: new Date(Date.now() - 49 * 3_600_000) },
    });
    const stale = await found("name=Ivan%20Petrov");
    expect(stale.count).toBe(23);
    expect(stale.sources.find((s) => s.source === "ofac_sdn")).toMatchObject({ status: "stale", version: 3 });
    expect(stale.lists_not_searched.find((l) => l.list === "SDNs")).toEqual({
      list: "SDNs",
      label: "Specially Designated Nationals (SDN)",
      status: "stale",
      sources: ["ofac_sdn", "csl"],
    });
    await t.db.sanctionSource.update({ where: { id: "ofac_sdn" }, data: { lastSuccessAt: new Date() } });
  });
});

describe("entries of the UN list", () => {
  beforeAll(async () => {
    await refreshFrom(fixturesDir, ["un"]);
    await vi.waitFor(async () => expect((await found("name=Eric%20Badege")).count).toBe(1), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it("name the UN Security Council as their source beside the EU list key, and filter by it", async () => {
    const [match] = (await found("name=Eric%20Badege")).results;
    expect(match).toMatchObject({
      id: "CDi.001",
      list: "euConsolidatedSanctionsList",
      // Filed under the EU key (the spec has no UN key), named as the publication it comes from.
      list_label: "UN Security Council Consolidated List",
      source: "un",
      source_label: "UN Security Council",
    });
    const un = (await lists()).results.find((s: { source: string }) => s.source === "un");
    expect(un.lists).toEqual([
      { list: "euConsolidatedSanctionsList", label: "UN Security Council Consolidated List", count: 4 },
    ]);
    expect((await found("name=Eric%20Badege&source=un")).count).toBe(1);
    expect((await found("name=Eric%20Badege&source=ofac_sdn")).count).toBe(0);
    const eu = await found("name=Eric%20Badege&list=euConsolidatedSanctionsList");
    expect(statusOf(eu)).toEqual({ eu: "missing", un: "searched" });
    // The UN's listings are searched under the EU key, but the EU's own list was not.
    expect(eu.lists_not_searched).toEqual([
      {
        list: "euConsolidatedSanctionsList",
        label: "EU Consolidated Sanctions List",
        status: "missing",
        sources: ["eu"],
      },
    ]);
  });
});

describe("one party's copies on several lists", () => {
  /**
   * Eric Badege as the UN lists him (Rwanda among his countries) and an SDN copy of him placed in Uganda,
   * with a dozen listed people of near spellings placed in Rwanda: searched with Rwanda, those rank
   * between his two copies, more than a page of them.
   */
  const sdnCopy: OfacRow = {
    id: 93000,
    name: "BADEGE, Eric",
    type: "individual",
    program: "DRCONGO",
    addresses: [{ city: "Kampala", country: "Uganda" }],
  };
  // A letter doubled or added: closer to the name searched than the Uganda copy with Rwanda searched.
  const nearSpellings = [
    "BADDEGE",
    "BADEGEE",
    "BADEGUE",
    "BAADEGE",
    "BADEEGE",
    "BADEGGE",
    "BBADEGE",
    "BADEHGE",
    "BADIEGE",
    "BADEIGE",
    "BADREGE",
    "BADEGES",
  ].map(
    (surname, i): OfacRow => ({
      id: 93001 + i,
      name: `${surname}, Eric`,
      type: "individual",
      program: "DRCONGO",
      addresses: [{ city: "Kigali", country: "Rwanda" }],
    }),
  );
  beforeAll(async () => {
    await refreshFrom(
      await writeOfacSdnFolder(path.join(tmp, "v4"), [...ofacSdnFixture, sdnCopy, ...nearSpellings]),
      ["ofac_sdn"],
    );
    await vi.waitFor(
      async () => expect((await found("name=Eric%20Badege&source=ofac_sdn")).count).toBeGreaterThan(1),
      { timeout: 10_000, interval: 50 },
    );
  });

  it("come together on one page, first-hand first, and the count and pages count parties", async () => {
    const query = "name=Eric%20Badege&country=RW";
    const all = await found(`${query}&page_size=50`);
    const badege = all.results.filter((r) => r.group === "un:euConsolidatedSanctionsList:CDi.001");
    expect(badege.map((r) => r.id)).toEqual(["CDi.001", "93000"]);
    // What makes the case: ranked match by match, the SDN copy would come after the first page.
    const ahead = all.results.filter((r) => r.score > badege[1]!.score && r.group !== badege[0]!.group);
    expect(ahead.length, "parties ranked between the copies").toBeGreaterThanOrEqual(10);
    const parties = new Set(all.results.map((r) => r.group));
    expect(all.count).toBe(parties.size);
    expect(all.results.length).toBeGreaterThan(all.count);

    const pages: Found[] = [];
    for (let page = 1; page <= Math.ceil(all.count / 10); page++)
      pages.push(await found(`${query}&page=${page}`));
    // Ten parties a page (a page holds more rows when a party is on several lists), none on two pages.
    expect(pages.map((p) => new Set(p.results.map((r) => r.group)).size)).toEqual(
      pages.map((_, i) => Math.min(10, all.count - i * 10)),
    );
    const pageOf = new Map<string, number>();
    pages.forEach((p, i) => {
      for (const r of p.results) {
        expect(pageOf.get(r.group) ?? i, r.group).toBe(i);
        pageOf.set(r.group, i);
      }
    });
    expect(pages.flatMap((p) => p.results.map((r) => r.id))).toEqual(all.results.map((r) => r.id));
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
    const archiveDir = path.resolve(sharedData, "../sanctions-archive");
    const outcomes = await refreshSources(
      { db: t.db, logger: silent },
      { dataDir: sharedData, archiveDir: existsSync(archiveDir) ? archiveDir : undefined },
    );
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

  it.skipIf(!existsSync(path.resolve(sharedData, "../sanctions-archive")))(
    "finds an Entity List party the cut-off current CSL lacks in the May 2022 archive, dated",
    async () => {
      // The index is rebuilt in the background after the refresh: searched until the new one answers.
      const archived = await vi.waitFor(
        async () => {
          const answer = await found(
            "name=27th%20Scientific%20Center%20of%20the%20Russian%20Ministry%20of%20Defense&list=bisEntities",
          );
          expect(answer.count).toBeGreaterThan(0);
          return answer;
        },
        { timeout: 120_000, interval: 200 },
      );
      expect(archived.results[0]).toMatchObject({
        list: "bisEntities",
        source: "csl",
        name: "27th Scientific Center of the Russian Ministry of Defense",
        entry: { archive_date: "2022-05" },
      });
      // Searched: the CSL of the shared folder, filled in from the archive, was loaded just now.
      expect(archived.lists_not_searched).toEqual([]);
    },
  );
});

if (!existsSync(sharedData)) console.info(`skipped the real-list test: no folder ${sharedData}`);
