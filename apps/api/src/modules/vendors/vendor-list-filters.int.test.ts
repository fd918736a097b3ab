import type { AddressInfo } from "node:net";
import { fieldMessages, vendorMessages } from "@tierline/contracts";
import { createSupplyStream, createVendor } from "@tierline/db";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;
type Item = { id: string; name: string; status: string; country: { code: string } | null };

let t: TestApp;
let a: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
let b: Awaited<ReturnType<typeof ownerWithPassword>> & { headers: Headers };
const ids: Record<string, string> = {};

/**
 * Workspace A's vendors, made one after the other (created order = this order), with their country,
 * relationship status, whether their entity is Validated, open risks, and names to search.
 */
const vendors = [
  { name: "Acme Metals", country: "US", status: "PENDING", validated: true, risks: 0 },
  { name: "Müller GmbH", country: "DE", status: "CONTRACTED_ACTIVE", validated: false, risks: 2 },
  { name: "Zeta Plastics", country: "US", status: "CONTRACTED_ACTIVE", validated: true, risks: 0 },
  { name: "Beta Foods", country: "FR", status: "PENDING", validated: false, risks: 1 },
  { name: "Émile Textiles", country: "FR", status: "APPROVED", validated: true, risks: 0 },
  { name: "delta logistics", country: "DE", status: "PENDING", validated: true, risks: 0 },
  { name: "No Country Co", country: null, status: "TERMINATED", validated: false, risks: 0 },
] as const;

beforeAll(async () => {
  t = await startTestApp();
  a = { ...(await ownerWithPassword(t.db, "owner-a@example.test")), headers: {} };
  a.headers = await bearerFor(t, "owner-a@example.test");
  b = { ...(await ownerWithPassword(t.db, "owner-b@example.test")), headers: {} };
  b.headers = await bearerFor(t, "owner-b@example.test");
  for (const v of vendors) {
    const { entity, relationship } = await createVendor(t.db, {
      workspaceId: a.workspace.id,
      name: v.name,
      country: v.country,
      status: v.status,
    });
    ids[v.name] = relationship.id;
    if (v.validated) await t.db.entity.update({ where: { id: entity.id }, data: { status: "VALIDATED" } });
    for (let k = 0; k < v.risks; k++)
      await t.db.risk.create({
        data: {
          workspaceId: a.workspace.id,
          relationshipId: relationship.id,
          sourceKind: "SCREENING",
          sourceKey: `k${k}`,
          severity: "HIGH",
          title: "Possible match",
        },
      });
  }
  // A resolved risk counts for nothing.
  await t.db.risk.create({
    data: {
      workspaceId: a.workspace.id,
      relationshipId: ids["Acme Metals"]!,
      sourceKind: "SCREENING",
      sourceKey: "resolved",
      severity: "LOW",
      status: "RESOLVED",
      title: "Dismissed",
    },
  });
  // A DBA and a registered name are searched too.
  const zeta = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: ids["Zeta Plastics"]! } });
  await t.db.entity.update({
    where: { id: zeta.vendorEntityId },
    data: { dbaNames: ["Polymer Works"], registeredName: "Zeta Kunststoffe Ltd" },
  });
  const other = await createVendor(t.db, { workspaceId: b.workspace.id, name: "Acme of B", country: "US" });
  ids["Acme of B"] = other.relationship.id;
});
afterAll(() => t.close());

const get = (headers: Headers, url: string) => t.app.inject({ method: "GET", url: `/api/v1${url}`, headers });
const list = async (query: string, headers = a.headers) => {
  const res = await get(headers, `/workspaces/${a.workspace.id}/vendors?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Item[]; count: number; next: string | null; previous: string | null };
};
const names = async (query: string) => (await list(query)).results.map((v) => v.name).sort();
const sorted = (values: string[]) => [...values].sort();

describe("GET /workspaces/{id}/vendors filters", () => {
  it("filters by each key alone", async () => {
    expect(await names("country=US")).toEqual(["Acme Metals", "Zeta Plastics"]);
    expect(await names("verification_status=PENDING")).toEqual([
      "Beta Foods",
      "Müller GmbH",
      "No Country Co",
    ]);
    expect(await names("verification_status=VALIDATED")).toHaveLength(4);
    expect(await names("procurement_stage=APPROVED")).toEqual(["Émile Textiles"]);
    expect(await names("actions=risk_open")).toEqual(["Beta Foods", "Müller GmbH"]);
    expect(await names("actions=approval_required")).toEqual(
      sorted(["Acme Metals", "Beta Foods", "delta logistics"]),
    );
    expect(await names("actions=not_verified")).toEqual(["Beta Foods", "Müller GmbH", "No Country Co"]);
    // An unknown stream has no vendors.
    expect(await names("supply_stream=4b0c2c8e-4a7c-4c55-9d35-0e6f1d1f0a11")).toEqual([]);
  });

  it("filters by supply stream (any stage) and stage (any stream); both: at that stage of that stream", async () => {
    const w = a.workspace.id;
    const apparel = await createSupplyStream(t.db, {
      workspaceId: w,
      name: "Apparel",
      vendors: {
        RAW_MATERIALS: [ids["Acme Metals"]!],
        MANUFACTURING: [ids["Müller GmbH"]!],
        RETAIL_END_USE: [ids["Beta Foods"]!],
      },
    });
    const food = await createSupplyStream(t.db, {
      workspaceId: w,
      name: "Food",
      vendors: { RAW_MATERIALS: [ids["Beta Foods"]!], TRANSPORTATION_LOGISTICS: [ids["delta logistics"]!] },
    });
    // Workspace B's stream of its own vendor never shows in A's list.
    const ofB = await createSupplyStream(t.db, {
      workspaceId: b.workspace.id,
      name: "B's",
      vendors: { MANUFACTURING: [ids["Acme of B"]!] },
    });
    expect(await names(`supply_stream=${apparel.id}`)).toEqual(["Acme Metals", "Beta Foods", "Müller GmbH"]);
    expect(await names(`supply_stream=${food.id}`)).toEqual(["Beta Foods", "delta logistics"]);
    expect(await names(`supply_stream=${apparel.id}&supply_stream=${food.id}`)).toHaveLength(4);
    expect(await names(`supply_stream=${ofB.id}`)).toEqual([]);
    expect(await names("supply_stage=RAW_MATERIALS")).toEqual(["Acme Metals", "Beta Foods"]);
    expect(await names("supply_stage=MANUFACTURING")).toEqual(["Müller GmbH"]);
    expect(await names("supply_stage=MANUFACTURING&supply_stage=TRANSPORTATION_LOGISTICS")).toEqual(
      sorted(["delta logistics", "Müller GmbH"]),
    );
    expect(await names("supply_stage=WAREHOUSING_DISTRIBUTION")).toEqual([]);
    // Both keys: Beta Foods is at Raw Materials of Food, not of Apparel.
    expect(await names(`supply_stream=${apparel.id}&supply_stage=RAW_MATERIALS`)).toEqual(["Acme Metals"]);
    expect(await names(`supply_stream=${food.id}&supply_stage=RAW_MATERIALS`)).toEqual(["Beta Foods"]);
    expect(await names(`supply_stream=${food.id}&supply_stage=MANUFACTURING`)).toEqual([]);
    // With other keys, and counted as listed.
    const us = await list(`supply_stream=${apparel.id}&country=US`);
    expect(us.results.map((v) => v.name)).toEqual(["Acme Metals"]);
    expect(us.count).toBe(1);
    await t.db.supplyStream.deleteMany({ where: { id: { in: [apparel.id, food.id, ofB.id] } } });
  });

  it("ORs the values of one key and ANDs the keys", async () => {
    expect(await names("country=US&country=DE")).toEqual(
      sorted(["Acme Metals", "delta logistics", "Müller GmbH", "Zeta Plastics"]),
    );
    expect(await names("country=US&country=DE&procurement_stage=PENDING")).toEqual(
      sorted(["Acme Metals", "delta logistics"]),
    );
    expect(
      await names("country=US&country=DE&procurement_stage=PENDING&procurement_stage=CONTRACTED_ACTIVE"),
    ).toHaveLength(4);
    expect(await names("country=DE&verification_status=PENDING&actions=risk_open")).toEqual(["Müller GmbH"]);
    expect(await names("actions=risk_open&actions=approval_required")).toEqual(
      sorted(["Acme Metals", "Beta Foods", "delta logistics", "Müller GmbH"]),
    );
    expect(await names("country=FR&actions=risk_open&search=beta")).toEqual(["Beta Foods"]);
    expect(await names("country=US&procurement_stage=APPROVED")).toEqual([]);
  });

  it("searches brand, registered and DBA names, ignoring case and accents", async () => {
    expect(await names("search=MULLER")).toEqual(["Müller GmbH"]);
    expect(await names("search=müller")).toEqual(["Müller GmbH"]);
    expect(await names("search=emile")).toEqual(["Émile Textiles"]);
    expect(await names("search=ÉMILE")).toEqual(["Émile Textiles"]);
    expect(await names("search=polymer")).toEqual(["Zeta Plastics"]);
    expect(await names("search=kunststoffe")).toEqual(["Zeta Plastics"]);
    expect(await names("search=%25")).toEqual([]);
    expect(await names("search=acme")).toEqual(["Acme Metals"]);
  });

  it("follows an entity renamed or re-validated after it was listed", async () => {
    const rel = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: ids["delta logistics"]! } });
    await t.db.entity.update({ where: { id: rel.vendorEntityId }, data: { brandName: "Delta Logistik Ø" } });
    expect(await names("search=logistik")).toEqual(["Delta Logistik Ø"]);
    await t.db.entity.update({
      where: { id: rel.vendorEntityId },
      data: { brandName: "delta logistics", registeredJurisdiction: "GB-ENG" },
    });
    expect(await names("country=GB")).toEqual(["delta logistics"]);
    await t.db.entity.update({ where: { id: rel.vendorEntityId }, data: { registeredJurisdiction: "DE" } });
  });

  it("sorts by name, created, status and country, either way, ending on the id", async () => {
    const order = async (ordering: string) => (await list(`ordering=${ordering}`)).results.map((v) => v.name);
    const byName = [
      "Acme Metals",
      "Beta Foods",
      "delta logistics",
      "Émile Textiles",
      "Müller GmbH",
      "No Country Co",
      "Zeta Plastics",
    ];
    expect(await order("name")).toEqual(byName);
    expect(await order("-name")).toEqual([...byName].reverse());
    const created = vendors.map((v) => v.name);
    expect(await order("created")).toEqual(created);
    expect(await order("-created")).toEqual([...created].reverse());
    // The default is newest first.
    expect((await list("")).results.map((v) => v.name)).toEqual([...created].reverse());
    expect(await order("status")).toEqual([
      "Müller GmbH",
      "Zeta Plastics",
      "Émile Textiles",
      "Acme Metals",
      "Beta Foods",
      "delta logistics",
      "No Country Co",
    ]);
    expect((await order("-status"))[0]).toBe("No Country Co");
    expect(await order("country")).toEqual([
      "delta logistics",
      "Müller GmbH",
      "Beta Foods",
      "Émile Textiles",
      "Acme Metals",
      "Zeta Plastics",
      "No Country Co",
    ]);
    expect((await order("-country")).slice(0, 2)).toEqual(["Zeta Plastics", "Acme Metals"]);
    expect((await order("-country")).at(-1)).toBe("No Country Co");
  });

  it("pages with next and previous links that keep every repeated filter", async () => {
    const url = `/workspaces/${a.workspace.id}/vendors?country=US&country=DE&ordering=name&page_size=10`;
    const first = (await get(a.headers, url)).json();
    expect(first.count).toBe(4);
    expect(first.next).toBeNull();
    for (let i = 0; i < 12; i++)
      await createVendor(t.db, {
        workspaceId: a.workspace.id,
        name: `Paged ${String(i).padStart(2, "0")}`,
        country: "DE",
      });
    const page1 = (await get(a.headers, url)).json();
    expect(page1.count).toBe(16);
    expect(page1.results).toHaveLength(10);
    expect(page1.next).toBe(
      `/api/v1/workspaces/${a.workspace.id}/vendors?country=US&country=DE&ordering=name&page_size=10&page=2`,
    );
    const page2 = (await get(a.headers, page1.next.replace("/api/v1", ""))).json();
    expect(page2.results).toHaveLength(6);
    expect(page2.next).toBeNull();
    expect(page2.previous).toContain("country=US&country=DE");
    const all = [...page1.results, ...page2.results].map((v: Item) => v.id);
    expect(new Set(all).size).toBe(16);
    // Past the end: no rows, the true count.
    const past = (await get(a.headers, `${url}&page=5`)).json();
    expect(past.results).toEqual([]);
    expect(past.count).toBe(16);
    await t.db.vendorRelationship.deleteMany({
      where: { workspaceId: a.workspace.id, vendorEntity: { brandName: { startsWith: "Paged" } } },
    });
  });

  it("answers each item with what the table shows", async () => {
    const [muller] = (await list("search=muller")).results as unknown as Record<string, unknown>[];
    expect(muller).toMatchObject({
      id: ids["Müller GmbH"],
      name: "Müller GmbH",
      country: { code: "DE", name: "Germany" },
      status: "CONTRACTED_ACTIVE",
      verification_status: "PENDING",
      open_risks: 2,
      roles: [],
      tags: [],
    });
  });

  it("shows another workspace nothing of A, whatever the filters", async () => {
    const res = await get(b.headers, `/workspaces/${b.workspace.id}/vendors?country=US&country=DE`);
    expect(res.json().results.map((v: Item) => v.name)).toEqual(["Acme of B"]);
    expect((await get(b.headers, `/workspaces/${a.workspace.id}/vendors`)).statusCode).toBe(404);
    expect((await get(b.headers, `/workspaces/${a.workspace.id}/vendors-stats`)).statusCode).toBe(404);
    expect((await get(b.headers, `/workspaces/${a.workspace.id}/vendors/export.csv`)).statusCode).toBe(404);
    // A's export of B's vendor ids: nothing of B's.
    const csv = await get(
      a.headers,
      `/workspaces/${a.workspace.id}/vendors/export.csv?id=${ids["Acme of B"]}`,
    );
    expect(csv.body.trim().split("\r\n")).toHaveLength(1);
  });

  it("filters by role assignment and tag, and shows both on each vendor", async () => {
    const [raw, maker] = await t.db.supplyChainRole.findMany({ orderBy: { position: "asc" }, take: 2 });
    const assign = (name: string, roleId: string, status: "PENDING" | "APPROVED") =>
      t.db.vendorRelationshipRole.create({
        data: { workspaceId: a.workspace.id, relationshipId: ids[name]!, roleId, status },
      });
    await assign("Zeta Plastics", raw!.id, "APPROVED");
    await assign("Zeta Plastics", maker!.id, "PENDING");
    await assign("Émile Textiles", maker!.id, "APPROVED");
    const tag = (workspaceId: string, name: string) =>
      t.db.tag.create({ data: { workspaceId, name, type: "vendor" } });
    const critical = await tag(a.workspace.id, "Critical");
    const eu = await tag(a.workspace.id, "EU");
    const ofB = await tag(b.workspace.id, "Critical");
    const put = (tagId: string, name: string, workspaceId = a.workspace.id) =>
      t.db.tagItem.create({ data: { workspaceId, tagId, objectId: ids[name]! } });
    await put(critical.id, "Zeta Plastics");
    await put(eu.id, "Müller GmbH");
    await put(eu.id, "Zeta Plastics");
    await put(ofB.id, "Acme of B", b.workspace.id);

    expect(await names(`role=${raw!.id}`)).toEqual(["Zeta Plastics"]);
    expect(await names(`role=${raw!.id}&role=${maker!.id}`)).toEqual(
      sorted(["Zeta Plastics", "Émile Textiles"]),
    );
    expect(await names(`tag=${eu.id}`)).toEqual(["Müller GmbH", "Zeta Plastics"]);
    expect(await names(`tag=${eu.id}&tag=${critical.id}`)).toEqual(["Müller GmbH", "Zeta Plastics"]);
    expect(await names(`tag=${eu.id}&role=${maker!.id}&country=US`)).toEqual(["Zeta Plastics"]);
    // A Pending role asks for approval even when another role is further on.
    expect(await names("actions=approval_required&country=US")).toEqual(["Acme Metals", "Zeta Plastics"]);
    // Another workspace's tag names nothing of A's, and shows nothing of B's.
    expect(await names(`tag=${ofB.id}`)).toEqual([]);
    const [zeta] = (await list("search=zeta")).results as unknown as Record<string, unknown>[];
    expect(zeta).toMatchObject({
      roles: [
        { id: raw!.id, name: raw!.role },
        { id: maker!.id, name: maker!.role },
      ],
      tags: [
        { id: critical.id, name: "Critical" },
        { id: eu.id, name: "EU" },
      ],
    });
    const csv = await get(a.headers, `/workspaces/${a.workspace.id}/vendors/export.csv?search=zeta`);
    expect(csv.body).toContain(`${raw!.role}; ${maker!.role},Critical; EU,0,`);
    await t.db.vendorRelationshipRole.deleteMany({ where: { workspaceId: a.workspace.id } });
    await t.db.tagItem.deleteMany({ where: { workspaceId: a.workspace.id } });
  });

  it("refuses bad filter values on their key", async () => {
    const res = await get(
      a.headers,
      `/workspaces/${a.workspace.id}/vendors?country=usa&verification_status=NOPE&procurement_stage=X&actions=y&role=1&tag=2&supply_stream=3&supply_stage=z&ordering=size`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      country: fieldMessages.locationCountryInvalid,
      verification_status: fieldMessages.verificationStatusInvalid,
      procurement_stage: fieldMessages.procurementStageInvalid,
      actions: fieldMessages.vendorActionInvalid,
      role: fieldMessages.supplyChainRoleInvalid,
      tag: fieldMessages.tagInvalid,
      supply_stream: fieldMessages.supplyStreamInvalid,
      supply_stage: fieldMessages.supplyStageInvalid,
      ordering: fieldMessages.orderingInvalid,
    });
    const many = Array.from({ length: 101 }, () => "country=US").join("&");
    expect((await get(a.headers, `/workspaces/${a.workspace.id}/vendors?${many}`)).json().fields).toEqual({
      country: fieldMessages.locationCountryInvalid,
    });
  });
});

describe("GET /workspaces/{id}/vendors-stats", () => {
  const stats = async (query: string) => {
    const res = await get(a.headers, `/workspaces/${a.workspace.id}/vendors-stats?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("counts by status, verification and open risks, under the list's filters", async () => {
    const all = await stats("");
    expect(all.total).toBe(7);
    expect(all.by_status).toEqual({
      CONTRACTED_ACTIVE: 2,
      APPROVED: 1,
      PENDING: 3,
      NOT_APPROVED: 0,
      CONTRACTED_COMPLETE: 0,
      TERMINATED: 1,
      PAST_VENDOR: 0,
    });
    expect(all.by_verification_status).toEqual({ VALIDATED: 4, PENDING: 3 });
    expect(all.with_open_risks).toBe(2);
    expect(all.open_risks).toBe(3);

    const filtered = await stats("country=DE&country=FR&verification_status=PENDING");
    expect(filtered.total).toBe(2);
    expect(filtered.by_status.PENDING).toBe(1);
    expect(filtered.by_status.CONTRACTED_ACTIVE).toBe(1);
    expect(filtered.with_open_risks).toBe(2);
    expect(filtered.open_risks).toBe(3);
    expect((await stats("search=acme")).open_risks).toBe(0);
    expect((await list("country=DE&country=FR&verification_status=PENDING")).count).toBe(filtered.total);
  });

  it("is Viewer-readable", async () => {
    const viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-stats@example.test");
    expect((await get(viewer.headers, `/workspaces/${a.workspace.id}/vendors-stats`)).json().total).toBe(7);
  });
});

describe("GET /workspaces/{id}/vendors/export.csv", () => {
  it("exports the filtered list in its order, as an attachment, formulas kept text", async () => {
    const res = await get(
      a.headers,
      `/workspaces/${a.workspace.id}/vendors/export.csv?country=FR&country=US&ordering=name`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="vendors-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Vendor,Country,Country code,Status,Verification status,Roles,Tags,Open risks,Added,Last updated,Vendor id,Entity id",
    );
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual([
      "Acme Metals",
      "Beta Foods",
      "Émile Textiles",
      "Zeta Plastics",
    ]);
    expect(lines[2]).toContain("Beta Foods,France,FR,Pending,Pending,,,1,");
  });

  it("exports only the selected ids when given", async () => {
    const res = await get(
      a.headers,
      `/workspaces/${a.workspace.id}/vendors/export.csv?id=${ids["Acme Metals"]}&id=${ids["Beta Foods"]}`,
    );
    const lines = res.body.trim().split("\r\n");
    expect(lines).toHaveLength(3);
  });

  it("streams 20,000 vendors in batches, every row once, formula cells escaped", async () => {
    const big = await ownerWithPassword(t.db, "owner-big@example.test");
    const headers = await bearerFor(t, "owner-big@example.test");
    await t.db.$executeRaw`
      INSERT INTO entities (id, workspace_id, brand_name, registered_jurisdiction, created_at, updated_at)
      SELECT gen_random_uuid(), ${big.workspace.id}::uuid,
             CASE i % 4 WHEN 0 THEN '=HYPERLINK("http://x.test")' || i WHEN 1 THEN '+cmd' || i
                        WHEN 2 THEN '@SUM(A1)' || i ELSE '-2+3' || i END,
             'US', now(), now()
      FROM generate_series(1, 20000) AS i`;
    await t.db.$executeRaw`
      INSERT INTO vendor_relationships (id, workspace_id, vendor_entity_id, dedupe_key, created_at, updated_at)
      SELECT gen_random_uuid(), e.workspace_id, e.id, e.id::text, now(), now()
      FROM entities e WHERE e.workspace_id = ${big.workspace.id}::uuid AND e.brand_name <> 'Acme Inc'`;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(
      `http://127.0.0.1:${port}/api/v1/workspaces/${big.workspace.id}/vendors/export.csv?ordering=name`,
      { headers },
    );
    expect(res.status).toBe(200);
    let chunks = 0;
    let text = "";
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      chunks++;
      text += decoder.decode(chunk, { stream: true });
    }
    // Written as it is read, a batch at a time: many chunks, not one body.
    expect(chunks).toBeGreaterThanOrEqual(20);
    const rows = text.trim().split("\r\n").slice(1);
    expect(rows).toHaveLength(20_000);
    const firstCells = rows.map((row) =>
      row.startsWith('"') ? row.slice(1, row.indexOf('",')) : row.split(",")[0]!,
    );
    expect(firstCells.every((cell) => cell.startsWith("'"))).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://x.test"")4"`);
    expect(new Set(rows.map((row) => row.split(",").at(-2))).size).toBe(20_000);
  }, 60_000);
});

describe("POST /workspaces/{id}/vendors", () => {
  const add = (body: object, headers = a.headers) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/workspaces/${a.workspace.id}/vendors`,
      headers,
      payload: body,
    });

  it("adds a Pending vendor with its entity, shows it in the list and queues its screening", async () => {
    const res = await add({
      name: "Nordic Steel AB",
      country: "SE",
      registered_name: "Nordic Steel Aktiebolag",
      website: "https://nordic-steel.example",
      contact_email: "sales@nordic-steel.example",
      identifiers: [{ type: "LEI", kind: "company", number: "5493001KJTIIGC8Y1R12" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const vendor = res.json();
    expect(vendor).toMatchObject({
      name: "Nordic Steel AB",
      country: { code: "SE", name: "Sweden" },
      status: "PENDING",
      verification_status: "PENDING",
      open_risks: 0,
    });
    const entity = await t.db.entity.findUniqueOrThrow({ where: { id: vendor.entity } });
    expect(entity).toMatchObject({
      workspaceId: a.workspace.id,
      registeredName: "Nordic Steel Aktiebolag",
      registeredJurisdiction: "SE",
      entityWebsite: "https://nordic-steel.example",
      contactEmail: "sales@nordic-steel.example",
    });
    expect((await list("search=nordic")).results.map((v) => v.id)).toEqual([vendor.id]);
    const queue = new Queue("screening.vendor", { connection: t.redis, prefix: t.env.REDIS_PREFIX });
    const jobs = await queue.getJobs(["waiting", "delayed", "prioritized"]);
    expect(jobs.map((j) => j.data)).toContainEqual({
      workspaceId: a.workspace.id,
      relationshipIds: [vendor.id],
    });
    await queue.close();
  });

  it("refuses the same normalised name in the same country with 409 naming the vendor", async () => {
    expect((await add({ name: "Hanse Tools GmbH", country: "DE" })).statusCode).toBe(201);
    const res = await add({ name: "HANSE TOOLS", country: "DE" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(vendorMessages.exists("Hanse Tools GmbH", "DE"));
    // Another country is another vendor.
    expect((await add({ name: "Hanse Tools GmbH", country: "AT" })).statusCode).toBe(201);
  });

  it("answers bad input on each field with the spec's messages", async () => {
    const fields = async (body: object) => {
      const res = await add(body);
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fields({})).toEqual({
      name: fieldMessages.nameRequired,
      country: fieldMessages.countryMandatory,
    });
    expect(await fields({ name: "  ", country: "" })).toEqual({
      name: fieldMessages.nameRequired,
      country: fieldMessages.countryMandatory,
    });
    expect(
      await fields({
        name: "x".repeat(256),
        country: "Germany",
        registered_name: "y".repeat(121),
        website: "not a url",
        contact_email: "nope",
      }),
    ).toEqual({
      name: fieldMessages.nameTooLong,
      country: fieldMessages.locationCountryInvalid,
      registered_name: fieldMessages.registeredNameTooLong,
      website: fieldMessages.webUrlInvalid,
      contact_email: fieldMessages.emailInvalid,
    });
    // A code of the right shape that is no country.
    expect(await fields({ name: "Ok", country: "XX" })).toEqual({
      country: fieldMessages.locationCountryInvalid,
    });
    expect(
      await fields({
        name: "Ok",
        country: "US",
        identifiers: [{ type: "EIN", kind: "company", number: "12" }],
      }),
    ).toEqual({ "identifiers.0.number": fieldMessages.identificationNumberInvalid });
  });

  it("lets a Viewer read but not add", async () => {
    const viewer = await signedInMember(t, a.workspace.id, ["VIEWER"], "viewer-add@example.test");
    expect((await add({ name: "By a viewer", country: "US" }, viewer.headers)).statusCode).toBe(403);
    expect((await list("", viewer.headers)).count).toBeGreaterThan(0);
    const procurement = await signedInMember(
      t,
      a.workspace.id,
      ["PROCUREMENT_MANAGER"],
      "pm-add@example.test",
    );
    expect((await add({ name: "By procurement", country: "US" }, procurement.headers)).statusCode).toBe(201);
  });
});
