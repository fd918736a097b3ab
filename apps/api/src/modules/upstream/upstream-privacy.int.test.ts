import { type UpstreamRiskWire, upstreamCompletenessStep, upstreamMinSuppliers } from "@tierline/contracts";
import type { ObjectKind } from "@tierline/core";
import { createRisk } from "@tierline/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loadSanctionLists, requiredQueries, workspaceOfEveryKind } from "../../testing/every-kind";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { addSupplier } from "../../testing/upstream-suppliers";

/**
 * Spec section 1: a workspace's suppliers are never shared with its customers. Customer C holds an object
 * of every kind (the sweeps' fixture), its vendor linked to that vendor's own workspace V (the fixture's
 * `linkedVendor`), whose suppliers carry a distinctive word in every name, risk title and contact
 * address. Every GET route of the api, called as C's owner with each of C's ids in each path parameter,
 * and with each id of V's suppliers there too, must answer nothing of them; and the upstream summary
 * must keep the small-count rule. A sweep is some 1,500 requests: minutes on a loaded machine.
 */
const mark = "quuxbridge";

let t: TestApp;
let c: Awaited<ReturnType<typeof workspaceOfEveryKind>>;
let idsOfC = {} as Record<ObjectKind, string[]>;
let v: Awaited<ReturnType<typeof workspaceOfEveryKind>>["linkedVendor"];
let linked: string;
let supplierCount = 0;
/** V's contact category for its suppliers' buyers. */
let buyers: string;

const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, p: string) => values[p] ?? "unknown");

/** A supplier of V with a High screening risk, a Low warning and a contact, each carrying the mark. */
async function addMarkedSupplier() {
  const n = ++supplierCount;
  const supplier = await addSupplier(t.db, v.workspace.id, `Quuxbridge Supplier ${n}`, {
    verified: n % 2 === 0,
  });
  const on = { workspaceId: v.workspace.id, relationshipId: supplier.relationship.id };
  await createRisk(t.db, { ...on, severity: "HIGH", title: `Quuxbridge ${n} matches a listed party` });
  await createRisk(t.db, {
    ...on,
    severity: "LOW",
    sourceKind: "WARNING",
    title: `Quuxbridge ${n} has no LEI`,
  });
  await t.db.contact.create({
    data: {
      ...on,
      categoryId: buyers,
      firstName: "Quuxbridge",
      lastName: `Buyer ${n}`,
      email: `buyer@quuxbridge-${n}.test`,
      phone: "+49 30 000000",
    },
  });
}

/** Every id and word of V's suppliers a leak would show: relationships, entities, risks, contacts. */
async function suppliersOfV() {
  const w = { workspaceId: v.workspace.id };
  const relationships = await t.db.vendorRelationship.findMany({ where: w });
  const ids = [
    ...relationships.flatMap((r) => [r.id, r.vendorEntityId]),
    ...(await t.db.risk.findMany({ where: w })).map((r) => r.id),
    ...(await t.db.contact.findMany({ where: w })).map((r) => r.id),
  ];
  expect(relationships.length).toBe(supplierCount);
  return { ids, words: [mark, ...ids] };
}

/**
 * Calls every GET route (public ones too) as C's owner: each path parameter takes each of C's ids of its
 * kind and, in turn, each id of V's suppliers (which must answer 404). No answer may hold a supplier's
 * id or the mark. Returns how many answers were 200, so a sweep that reached nothing fails.
 */
async function sweepAsCustomer() {
  const { ids, words } = await suppliersOfV();
  let ok = 0;
  const expectClean = async (url: string, foreign: boolean) => {
    const res = await t.app.inject({ url, headers: c.headers });
    const body = res.body.toLowerCase();
    for (const word of words) expect(body, `GET ${url} shows V's supplier (${word})`).not.toContain(word);
    if (foreign) expect(res.statusCode, `GET ${url} with V's supplier's id`).toBe(404);
    if (res.statusCode === 200) ok++;
  };
  for (const route of t.app.routeTable.filter((r) => r.method === "GET")) {
    const params = Object.entries(route.params);
    const query = requiredQueries[route.url] ?? "";
    const firstOfC = Object.fromEntries(params.map(([p, kind]) => [p, idsOfC[kind][0]!]));
    await expectClean(`${fill(route.url, firstOfC)}${query}`, false);
    for (const [param, kind] of params) {
      for (const id of idsOfC[kind].slice(1))
        await expectClean(`${fill(route.url, { ...firstOfC, [param]: id })}${query}`, false);
      for (const id of ids)
        await expectClean(`${fill(route.url, { ...firstOfC, [param]: id })}${query}`, true);
    }
  }
  return ok;
}

const upstream = async () => {
  const res = await t.app.inject({
    url: `/api/v1/entity-relationships/${linked}/upstream-risk`,
    headers: c.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as UpstreamRiskWire;
};

beforeAll(async () => {
  t = await startTestApp();
  await loadSanctionLists(t);
  c = await workspaceOfEveryKind(t, "owner@c-corp.test");
  idsOfC = await c.ids();
  v = c.linkedVendor;
  linked = v.relationshipId;
  buyers = (
    await t.db.contactCategory.create({ data: { workspaceId: v.workspace.id, name: "Quuxbridge buyers" } })
  ).id;
});

afterAll(async () => {
  await t.close();
});

it("shows the customer nothing of a vendor's few suppliers through any read, and withholds their figures", async () => {
  for (let i = 1; i < upstreamMinSuppliers; i++) await addMarkedSupplier();
  expect(await upstream()).toEqual({
    sharing: "withheld",
    min_suppliers: upstreamMinSuppliers,
    summary: null,
  });
  expect(await sweepAsCustomer()).toBeGreaterThan(40);
}, 120_000);

it("shows the customer only bands, a rounded share and an age once the vendor has enough suppliers", async () => {
  for (let i = 0; i < 3; i++) await addMarkedSupplier();
  const answer = await upstream();
  expect(answer.sharing).toBe("shared");
  const summary = answer.summary!;
  // Seven suppliers, each with one High and one Low risk: every count is the band 5-9, never 7.
  expect(summary.open_risks).toEqual([
    { severity: "HIGH", count: { min: 5, max: 9 } },
    { severity: "LOW", count: { min: 5, max: 9 } },
  ]);
  expect(summary.active_suppliers).toEqual({ min: 5, max: 9 });
  // Three of seven are verified but none has screened clean (each has an open High risk).
  expect(summary.completeness_percent % upstreamCompletenessStep).toBe(0);
  expect(summary.completeness_percent).toBe(0);
  expect(JSON.stringify(answer)).not.toContain("7");
  expect(await sweepAsCustomer()).toBeGreaterThan(40);
}, 120_000);
