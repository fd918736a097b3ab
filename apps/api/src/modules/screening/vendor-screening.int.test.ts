import { afterAll, beforeAll, expect, it } from "vitest";
import { loadSanctionLists } from "../../testing/every-kind";
import { ownerWithPassword } from "../../testing/fixtures";
import { runQueuedJobs } from "../../testing/jobs";
import { bearerFor } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let headers: Record<string, string>;
let workspaceId: string;

beforeAll(async () => {
  t = await startTestApp();
  workspaceId = (await ownerWithPassword(t.db)).workspace.id;
  headers = await bearerFor(t, "owner@example.test");
  await loadSanctionLists(t);
});
afterAll(async () => {
  await t.close();
});

const screeningOf = (id: string) =>
  t.app.inject({ url: `/api/v1/entity-relationships/${id}/screening`, headers });

it("a vendor added by hand is queued, then shows when it was screened, against which versions, and its match", async () => {
  const added = await t.app.inject({
    method: "POST",
    url: `/api/v1/workspaces/${workspaceId}/vendors`,
    headers,
    payload: { name: "Aerocaribean Airlines S.A.", country: "CU" },
  });
  expect(added.statusCode).toBe(201);
  const id = added.json().id as string;
  // Queued, not screened yet.
  const before = await screeningOf(id);
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({
    screened_at: null,
    list_versions: [],
    evidence: null,
    sources: expect.any(Array),
    lists_not_searched: expect.any(Array),
    max_list_age_hours: 48,
    match_count: 0,
    matches: [],
  });
  // Screened against no list yet: none is said to be searched.
  expect(new Set(before.json().sources.map((s: { status: string }) => s.status))).toEqual(
    new Set(["missing"]),
  );

  await runQueuedJobs(t, "screening.vendor");
  const after = (await screeningOf(id)).json();
  expect(Date.parse(after.screened_at)).not.toBeNaN();
  expect(after.list_versions).toEqual([{ source: "ofac_sdn", source_label: expect.any(String), version: 1 }]);
  expect(after.evidence).toEqual({
    names: ["Aerocaribean Airlines S.A."],
    countries: ["CU"],
    identifiers: [],
  });
  expect(after.match_count).toBe(1);
  expect(after.matches[0]).toMatchObject({
    id: "36",
    source: "ofac_sdn",
    list: "SDNs",
    list_label: "Specially Designated Nationals (SDN)",
    name: "AEROCARIBBEAN AIRLINES",
    query_name: "Aerocaribean Airlines S.A.",
    query_country: "CU",
    programs: ["CUBA"],
  });
  expect(after.matches[0].parts.tokens.length).toBeGreaterThan(0);
  // And its risk is on the Risk tab.
  const risks = await t.app.inject({ url: `/api/v1/entity-relationships/${id}/risks`, headers });
  expect(risks.json().results).toMatchObject([{ severity: "HIGH", status: "OPEN" }]);
});

it("answers 404 for a relationship that is not the workspace's", async () => {
  const res = await screeningOf("00000000-0000-4000-8000-000000000000");
  expect(res.statusCode).toBe(404);
});

it("a clean vendor's screening names the lists it was not screened on: missing, failed, or stale", async () => {
  const added = await t.app.inject({
    method: "POST",
    url: `/api/v1/workspaces/${workspaceId}/vendors`,
    headers,
    payload: { name: "Northwind Widgets Inc", country: "US" },
  });
  const id = added.json().id as string;
  await runQueuedJobs(t, "screening.vendor");
  const clean = (await screeningOf(id)).json();
  expect(clean.match_count).toBe(0);
  const statuses = () =>
    Object.fromEntries(clean.sources.map((s: { source: string; status: string }) => [s.source, s.status]));
  expect(statuses()).toEqual({
    ofac_sdn: "searched",
    ofac_nonsdn: "missing",
    csl: "missing",
    bis_dpl: "missing",
    eu: "missing",
    uk: "missing",
    un: "missing",
  });
  const notSearched = clean.lists_not_searched.map(
    (l: { list: string; status: string }) => `${l.list} ${l.status}`,
  );
  expect(notSearched).toContain("bisEntities missing");
  expect(notSearched).toContain("ukConsolidatedSanctionsList missing");
  expect(notSearched).not.toContain("SDNs missing");

  // The SDN list's refreshes fail for three days: the stored result was screened on a list now stale.
  await t.db.sanctionSource.update({
    where: { id: "ofac_sdn" },
    data: {
      lastSuccessAt: new Date(Date.now() - 72 * 3_600_000),
      lastErrorAt: new Date(),
      lastError: "HTTP 503",
    },
  });
  const aged = (await screeningOf(id)).json();
  expect(aged.sources.find((s: { source: string }) => s.source === "ofac_sdn")).toMatchObject({
    status: "stale",
    version: 1,
    last_error_at: expect.any(String),
  });
  expect(aged.lists_not_searched).toContainEqual({
    list: "SDNs",
    label: "Specially Designated Nationals (SDN)",
    status: "stale",
    sources: ["ofac_sdn", "csl"],
  });
  await t.db.sanctionSource.update({
    where: { id: "ofac_sdn" },
    data: { lastSuccessAt: new Date(), lastErrorAt: null, lastError: null },
  });
});
