import { fieldMessages, type ScreeningQueueItemWire, screeningQueueOrderings } from "@tierline/contracts";
import { createRisk, createScreeningReview, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let otherWorkspaceId: string;
let owner: Headers;
let other: Headers;
let compliance: Headers;
let viewer: Headers;
let procurement: Headers;
let complianceUserId: string;
/** Risk ids and relationship ids by vendor name. */
const risks: Record<string, string> = {};
const relationships: Record<string, string> = {};

const match = (source: string, list: string, id: string, name: string, score: number, group?: string) => ({
  source,
  list,
  id,
  name,
  matchedName: name,
  score,
  ...(group ? { group } : {}),
});

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const mine = await ownerWithPassword(t.db, "owner@queue.test");
  workspaceId = mine.workspace.id;
  owner = await bearerFor(t, "owner@queue.test");
  const theirs = await ownerWithPassword(t.db, "other@queue.test");
  otherWorkspaceId = theirs.workspace.id;
  other = await bearerFor(t, "other@queue.test");
  const manager = await signedInMember(t, workspaceId, ["COMPLIANCE_MANAGER"], "cm@queue.test");
  compliance = manager.headers;
  complianceUserId = manager.user.id;
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@queue.test")).headers;
  procurement = (await signedInMember(t, workspaceId, ["PROCUREMENT_MANAGER"], "pm@queue.test")).headers;

  const day = 24 * 60 * 60 * 1000;
  const vendor = async (name: string, country: string, status: "PENDING" | "APPROVED" = "PENDING") =>
    (await createVendor(t.db, { workspaceId, name, country, status })).relationship.id;
  const seeded = [
    // One party on three lists (grouped), and a second party: High.
    {
      name: "Aerocaribean Airlines",
      country: "CU",
      status: "APPROVED" as const,
      severity: "HIGH" as const,
      age: 3,
      matches: [
        match("ofac_sdn", "SDNs", "9647", "AEROCARIBEAN AIRLINES", 0.97, "ofac_sdn:SDNs:9647"),
        match(
          "uk",
          "ukConsolidatedSanctionsList",
          "CUB0001",
          "AEROCARIBEAN AIRLINES",
          0.95,
          "ofac_sdn:SDNs:9647",
        ),
        match("csl", "SDNs", "9647-csl", "AEROCARIBEAN AIRLINES", 0.96, "ofac_sdn:SDNs:9647"),
        match("ofac_sdn", "SDNs", "1111", "AERO CARIBE", 0.86, "ofac_sdn:SDNs:1111"),
      ],
    },
    {
      name: "Banco Nacional",
      country: "CU",
      severity: "HIGH" as const,
      age: 12,
      matches: [match("ofac_sdn", "SDNs", "306", "BANCO NACIONAL DE CUBA", 0.9)],
    },
    {
      name: "Chengdu Optics",
      country: "CN",
      severity: "LOW" as const,
      age: 20,
      matches: [match("csl", "nonSDNChineseMilitaryIndustrialComplex", "c7", "CHENGDU OPTICS CO", 0.99)],
    },
    {
      name: "Delta Metals",
      country: "DE",
      severity: "HIGH" as const,
      age: 1,
      matches: [match("eu", "euConsolidatedSanctionsList", "EU.1", "DELTA METAL", 0.9)],
    },
  ];
  for (const s of seeded) {
    const relationshipId = await vendor(s.name, s.country, s.status);
    relationships[s.name] = relationshipId;
    risks[s.name] = (
      await createRisk(t.db, {
        workspaceId,
        relationshipId,
        sourceKey: "possible-matches",
        severity: s.severity,
        createdAt: new Date(Date.now() - s.age * day),
        details: { listVersions: { ofac_sdn: 1 }, matches: s.matches },
      })
    ).id;
  }
  // Not in the queue: a decided screening risk, a warning's risk, another workspace's match.
  const decided = await vendor("Echo Decided", "US");
  await createRisk(t.db, {
    workspaceId,
    relationshipId: decided,
    status: "RESOLVED",
    details: { matches: [match("ofac_sdn", "SDNs", "2", "ECHO", 0.99)] },
  });
  await createRisk(t.db, { workspaceId, relationshipId: decided, sourceKind: "WARNING", severity: "LOW" });
  const foreign = await createVendor(t.db, {
    workspaceId: otherWorkspaceId,
    name: "Foreign Co",
    country: "FR",
  });
  await createRisk(t.db, {
    workspaceId: otherWorkspaceId,
    relationshipId: foreign.relationship.id,
    details: { matches: [match("ofac_sdn", "SDNs", "3", "FOREIGN", 0.99)] },
  });
});
afterAll(() => t.close());

const queue = (query = "", headers = owner, id = workspaceId) =>
  api("GET", `/workspaces/${id}/screening-queue${query}`, headers);
const names = (body: { results: ScreeningQueueItemWire[] }) => body.results.map((r) => r.vendor.name);

describe("GET /workspaces/{id}/screening-queue", () => {
  it("answers every open possible match of the workspace, High first, the best score first within a severity", async () => {
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(names(body)).toEqual([
      "Aerocaribean Airlines",
      "Banco Nacional",
      "Delta Metals",
      "Chengdu Optics",
    ]);
    expect(body.next).toBeNull();
  });

  it("gives each vendor's status beside it and its matches grouped per listed party, the best first", async () => {
    const first = ((await queue()).json().results as ScreeningQueueItemWire[])[0]!;
    expect(first).toEqual({
      risk: risks["Aerocaribean Airlines"],
      vendor: {
        id: expect.any(String),
        name: "Aerocaribean Airlines",
        country: { code: "CU", name: "Cuba" },
        status: "APPROVED",
        verification_status: "PENDING",
      },
      severity: "HIGH",
      score: 0.97,
      raised: expect.any(String),
      lists: [
        { value: "SDNs", label: "Specially Designated Nationals (SDN)" },
        { value: "ukConsolidatedSanctionsList", label: "UK Consolidated Sanctions List" },
      ],
      sources: [
        { value: "csl", label: "US Consolidated Screening List" },
        { value: "ofac_sdn", label: "OFAC SDN" },
        { value: "uk", label: "UK OFSI" },
      ],
      match_count: 4,
      parties: [
        {
          key: "ofac_sdn:SDNs:9647",
          name: "AEROCARIBEAN AIRLINES",
          score: 0.97,
          severity: "HIGH",
          lists: [
            { value: "SDNs", label: "Specially Designated Nationals (SDN)" },
            { value: "ukConsolidatedSanctionsList", label: "UK Consolidated Sanctions List" },
          ],
          // The first-hand publications first, the CSL's copy last.
          sources: [
            { value: "ofac_sdn", label: "OFAC SDN" },
            { value: "uk", label: "UK OFSI" },
            { value: "csl", label: "US Consolidated Screening List" },
          ],
        },
        {
          key: "ofac_sdn:SDNs:1111",
          name: "AERO CARIBE",
          score: 0.86,
          severity: "HIGH",
          lists: [{ value: "SDNs", label: "Specially Designated Nationals (SDN)" }],
          sources: [{ value: "ofac_sdn", label: "OFAC SDN" }],
        },
      ],
      awaiting_approval: null,
    });
    // Raised three days ago.
    expect(Date.now() - Date.parse(first.raised)).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);
  });

  it("filters by list and source (any of the vendor's matches), by severity, by age and by vendor name", async () => {
    expect(
      names((await queue("?list=ukConsolidatedSanctionsList&list=euConsolidatedSanctionsList")).json()),
    ).toEqual(["Aerocaribean Airlines", "Delta Metals"]);
    expect(names((await queue("?source=csl")).json())).toEqual(["Aerocaribean Airlines", "Chengdu Optics"]);
    expect(names((await queue("?source=csl&list=SDNs")).json())).toEqual(["Aerocaribean Airlines"]);
    expect(names((await queue("?severity=LOW")).json())).toEqual(["Chengdu Optics"]);
    expect(names((await queue("?older_than=10")).json())).toEqual(["Banco Nacional", "Chengdu Optics"]);
    expect(names((await queue("?search=NACION")).json())).toEqual(["Banco Nacional"]);
    const none = (await queue("?list=captaList")).json();
    expect(none).toEqual({ results: [], count: 0, next: null, previous: null });
  });

  it("sorts by score, age and vendor name too, and pages", async () => {
    expect(names((await queue("?ordering=-score")).json())).toEqual([
      "Chengdu Optics",
      "Aerocaribean Airlines",
      "Banco Nacional",
      "Delta Metals",
    ]);
    expect(names((await queue("?ordering=raised")).json())).toEqual([
      "Chengdu Optics",
      "Banco Nacional",
      "Aerocaribean Airlines",
      "Delta Metals",
    ]);
    expect(names((await queue("?ordering=-name")).json())).toEqual([
      "Delta Metals",
      "Chengdu Optics",
      "Banco Nacional",
      "Aerocaribean Airlines",
    ]);
    // Each sort and its reverse are exact mirrors.
    for (const ordering of screeningQueueOrderings.filter((o) => !o.startsWith("-"))) {
      const up = names((await queue(`?ordering=${ordering}`)).json());
      const down = names((await queue(`?ordering=-${ordering}`)).json());
      expect(down).toEqual([...up].reverse());
    }
    const paged = (await queue("?page=2&page_size=10")).json();
    expect(paged.results).toEqual([]);
    expect(paged.count).toBe(4);
  });

  it("shows a decision waiting for a second reviewer, and filters on it", async () => {
    const review = await createScreeningReview(t.db, {
      workspaceId,
      relationshipId: relationships["Banco Nacional"]!,
      riskId: risks["Banco Nacional"]!,
      decidedById: complianceUserId,
    });
    const row = ((await queue()).json().results as ScreeningQueueItemWire[]).find(
      (r) => r.vendor.name === "Banco Nacional",
    );
    expect(row?.awaiting_approval).toEqual({
      review: review.id,
      outcome: "DISMISSED",
      decided_by: expect.objectContaining({ id: complianceUserId, email: "cm@queue.test" }),
      decided_at: review.decidedAt.toISOString(),
    });
    expect(names((await queue("?awaiting_approval=true")).json())).toEqual(["Banco Nacional"]);
    expect(names((await queue("?awaiting_approval=false")).json())).not.toContain("Banco Nacional");
    const stats = await api("GET", `/workspaces/${workspaceId}/screening-queue/stats`, owner);
    expect(stats.json().awaiting_approval).toBe(1);
    // Rejected: nothing waits any more.
    await t.db.screeningReview.update({ where: { id: review.id }, data: { status: "REJECTED" } });
    expect((await queue("?awaiting_approval=true")).json().count).toBe(0);
  });

  it("drops a vendor once its match is decided", async () => {
    const decided = await api("PUT", `/risks/${risks["Delta Metals"]}/resolve`, compliance, {
      note: "Another company: different address and owners.",
    });
    expect(decided.statusCode).toBe(200);
    expect(names((await queue()).json())).not.toContain("Delta Metals");
    expect((await queue()).json().count).toBe(3);
  });

  it("is for the members who decide screening matches: Admins and Compliance Managers", async () => {
    expect((await queue("", compliance)).statusCode).toBe(200);
    expect((await queue("", viewer)).statusCode).toBe(403);
    expect((await queue("", procurement)).statusCode).toBe(403);
  });

  it("answers 404 for another workspace's queue, and only a workspace's own matches", async () => {
    expect((await queue("", owner, otherWorkspaceId)).statusCode).toBe(404);
    expect(names((await queue("", other, otherWorkspaceId)).json())).toEqual(["Foreign Co"]);
  });

  it("refuses bad filters with the field's message", async () => {
    const cases: [string, string, string][] = [
      ["?list=nope", "list", fieldMessages.sanctionListInvalid],
      ["?source=nope", "source", fieldMessages.sanctionSourceInvalid],
      ["?severity=MEDIUM", "severity", fieldMessages.riskSeverityInvalid],
      ["?older_than=0", "older_than", fieldMessages.screeningQueueAgeInvalid],
      ["?older_than=abc", "older_than", fieldMessages.screeningQueueAgeInvalid],
      ["?older_than=1.5", "older_than", fieldMessages.screeningQueueAgeInvalid],
      ["?ordering=score,name", "ordering", fieldMessages.orderingInvalid],
      ["?awaiting_approval=yes", "awaiting_approval", fieldMessages.booleanInvalid],
    ];
    for (const [query, field, message] of cases) {
      const res = await queue(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual({ [field]: message });
    }
  });
});

describe("GET /workspaces/{id}/screening-queue/stats", () => {
  it("counts the queue under its filters: in all, by severity and open more than a week", async () => {
    const stats = await api("GET", `/workspaces/${workspaceId}/screening-queue/stats`, owner);
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      total: 3,
      by_severity: { HIGH: 2, LOW: 1 },
      older_than_week: 2,
      awaiting_approval: 0,
    });
    const sdn = await api("GET", `/workspaces/${workspaceId}/screening-queue/stats?source=ofac_sdn`, owner);
    expect(sdn.json()).toEqual({
      total: 2,
      by_severity: { HIGH: 2, LOW: 0 },
      older_than_week: 1,
      awaiting_approval: 0,
    });
    expect(
      (await api("GET", `/workspaces/${otherWorkspaceId}/screening-queue/stats`, owner)).statusCode,
    ).toBe(404);
    expect((await api("GET", `/workspaces/${workspaceId}/screening-queue/stats`, viewer)).statusCode).toBe(
      403,
    );
  });
});
