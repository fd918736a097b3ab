import { fieldMessages, streamProductsMax, streamVendorsMax } from "@tierline/contracts";
import { createProduct, createRisk, createSupplyStream, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let owner: Headers;
let viewer: Headers;
let otherOwner: Headers;
let otherWorkspaceId: string;
/** Vendors: a clear one, one with an open low risk, one with an open high risk, one with a confirmed risk. */
let clear: string;
let lowRisk: string;
let highRisk: string;
let confirmed: string;
let otherVendor: string;
let products: string[];
let otherProduct: string;

const uuid = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  workspaceId = (await ownerWithPassword(t.db, "owner@streams.test")).workspace.id;
  owner = await bearerFor(t, "owner@streams.test");
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@streams.test")).headers;
  const vendor = async (name: string) =>
    (await createVendor(t.db, { workspaceId, name, country: "US" })).relationship.id;
  clear = await vendor("Alpha Cotton");
  lowRisk = await vendor("Bravo Mills");
  highRisk = await vendor("Charlie Freight");
  confirmed = await vendor("Delta Stores");
  await createRisk(t.db, { workspaceId, relationshipId: lowRisk, severity: "LOW" });
  await createRisk(t.db, { workspaceId, relationshipId: highRisk, severity: "HIGH" });
  await createRisk(t.db, { workspaceId, relationshipId: highRisk, severity: "LOW" });
  await createRisk(t.db, { workspaceId, relationshipId: confirmed, severity: "HIGH", status: "CONFIRMED" });
  // A resolved risk counts for nothing.
  await createRisk(t.db, { workspaceId, relationshipId: clear, severity: "HIGH", status: "RESOLVED" });
  products = [];
  for (const name of ["Tee", "Hoodie", "Socks"])
    products.push((await createProduct(t.db, { workspaceId, name, sku: `SKU-${name}` })).id);
  const b = await ownerWithPassword(t.db, "owner@other-streams.test");
  otherWorkspaceId = b.workspace.id;
  otherOwner = await bearerFor(t, "owner@other-streams.test");
  otherVendor = (await createVendor(t.db, { workspaceId: otherWorkspaceId, name: "Echo of B" })).relationship
    .id;
  otherProduct = (await createProduct(t.db, { workspaceId: otherWorkspaceId, name: "B's product" })).id;
});
afterAll(() => t.close());

const create = (body: object, headers = owner) => api("POST", "/products/supply-stream", headers, body);
const streamNamed = async (name: string, stageVendors: object[] = []) => {
  const res = await create({ name, stage_vendors: stageVendors });
  expect(res.statusCode).toBe(201);
  return res.json() as {
    id: string;
    stages: {
      supply_stream_stage: string;
      exposure: string;
      vendors: { id: string; risk_status: string }[];
    }[];
  };
};

describe("GET /products/supply-stream-stage-list", () => {
  it("lists the five stages in chain order with their labels", async () => {
    const res = await api("GET", "/products/supply-stream-stage-list", viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((s: { label: string }) => s.label)).toEqual([
      "Raw Materials",
      "Manufacturing",
      "Transportation & Logistics",
      "Warehousing & Distribution",
      "Retail & End-Use",
    ]);
  });
});

describe("POST /products/supply-stream", () => {
  it("makes a stream with vendors at three stages, each with its risk status and the stage's exposure", async () => {
    const res = await create({
      name: "  Cotton apparel  ",
      stage_vendors: [
        { supply_stream_stage: "RAW_MATERIALS", entity_relationship: clear },
        { supply_stream_stage: "MANUFACTURING", entity_relationship: lowRisk },
        { supply_stream_stage: "MANUFACTURING", entity_relationship: highRisk },
        { supply_stream_stage: "RETAIL_END_USE", entity_relationship: confirmed },
        // The same vendor twice at a stage is one assignment.
        { supply_stream_stage: "RETAIL_END_USE", entity_relationship: confirmed },
      ],
    });
    expect(res.statusCode).toBe(201);
    const stream = res.json();
    expect(stream.name).toBe("Cotton apparel");
    expect(stream.products_count).toBe(0);
    expect(stream.stages.map((s: { exposure: string }) => s.exposure)).toEqual([
      "clear",
      "open_high",
      "unassigned",
      "unassigned",
      "confirmed",
    ]);
    const manufacturing = stream.stages[1];
    expect(manufacturing.label).toBe("Manufacturing");
    expect(manufacturing.vendors).toEqual([
      {
        id: lowRisk,
        name: "Bravo Mills",
        country: "US",
        risk_status: "open_low",
        open_risks_high: 0,
        open_risks_low: 1,
        confirmed_risks: 0,
      },
      {
        id: highRisk,
        name: "Charlie Freight",
        country: "US",
        risk_status: "open_high",
        open_risks_high: 1,
        open_risks_low: 1,
        confirmed_risks: 0,
      },
    ]);
    expect(stream.stages[4].vendors).toHaveLength(1);
    expect(stream.stages[0].vendors[0].risk_status).toBe("clear");
  });

  it("refuses a name another stream has, in any case and accents, with 409 on the name", async () => {
    await streamNamed("Café line");
    const again = await create({ name: "CAFE LINE" });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.name).toBe(fieldMessages.streamNameTaken);
    // Another workspace has its own names.
    expect((await create({ name: "Café line" }, otherOwner)).statusCode).toBe(201);
  });

  it("answers 404 to another workspace's vendor, or an unknown one, storing nothing", async () => {
    const before = await t.db.supplyStream.count();
    for (const id of [otherVendor, uuid]) {
      const res = await create({
        name: "Foreign vendor",
        stage_vendors: [
          { supply_stream_stage: "RAW_MATERIALS", entity_relationship: clear },
          { supply_stream_stage: "MANUFACTURING", entity_relationship: id },
        ],
      });
      expect(res.statusCode).toBe(404);
    }
    expect(await t.db.supplyStream.count()).toBe(before);
  });

  it("refuses bad input on every field with the contracts' messages, storing nothing", async () => {
    const before = await t.db.supplyStream.count();
    const item = { supply_stream_stage: "RAW_MATERIALS", entity_relationship: clear };
    const cases: [object, string, string][] = [
      [{}, "name", fieldMessages.streamNameRequired],
      [{ name: "   " }, "name", fieldMessages.streamNameRequired],
      [{ name: 5 }, "name", fieldMessages.streamNameRequired],
      [{ name: "x".repeat(256) }, "name", fieldMessages.streamNameTooLong],
      [{ name: "a\u0000b" }, "name", fieldMessages.textInvalid],
      [{ name: "Fine", stage_vendors: "x" }, "stage_vendors", fieldMessages.vendorIdsInvalid],
      [{ name: "Fine", stage_vendors: ["x"] }, "stage_vendors.0", fieldMessages.vendorIdsInvalid],
      [
        { name: "Fine", stage_vendors: [{ ...item, supply_stream_stage: "SHIPPING" }] },
        "stage_vendors.0.supply_stream_stage",
        fieldMessages.supplyStageInvalid,
      ],
      [
        { name: "Fine", stage_vendors: [{ supply_stream_stage: "RAW_MATERIALS" }] },
        "stage_vendors.0.entity_relationship",
        fieldMessages.vendorIdsInvalid,
      ],
      [
        { name: "Fine", stage_vendors: [{ ...item, entity_relationship: "nope" }] },
        "stage_vendors.0.entity_relationship",
        fieldMessages.vendorIdsInvalid,
      ],
      [
        { name: "Fine", stage_vendors: Array.from({ length: streamVendorsMax + 1 }, () => item) },
        "stage_vendors",
        fieldMessages.streamVendorsTooMany,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(await t.db.supplyStream.count()).toBe(before);
  });

  it("is for members who may write products: a viewer gets 403", async () => {
    expect((await create({ name: "Viewer's" }, viewer)).statusCode).toBe(403);
  });
});

describe("GET /products/supply-stream", () => {
  it("lists the workspace's streams by name with search, ordering and pages, never another's", async () => {
    for (const name of ["Zinc parts", "Yarn", "Xylophones"]) await streamNamed(name);
    const all = await api("GET", "/products/supply-stream?page_size=100", viewer);
    expect(all.statusCode).toBe(200);
    const names = all.json().results.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    // The whole list is on this page, and none of B's streams is in it.
    const ids = all.json().results.map((s: { id: string }) => s.id);
    expect(ids).toHaveLength(all.json().count);
    const streamsOfB = await t.db.supplyStream.findMany({ where: { workspaceId: otherWorkspaceId } });
    expect(streamsOfB).not.toHaveLength(0);
    for (const stream of streamsOfB) expect(ids).not.toContain(stream.id);
    const found = await api("GET", "/products/supply-stream?search=YARN", viewer);
    expect(found.json().results.map((s: { name: string }) => s.name)).toEqual(["Yarn"]);
    const desc = await api("GET", "/products/supply-stream?ordering=-name&page_size=10", viewer);
    expect(desc.json().results[0].name).toBe("Zinc parts");
    const paged = await api("GET", "/products/supply-stream?page=2&page_size=10", viewer);
    expect(paged.json().previous).toContain("page=1");
    expect((await api("GET", "/products/supply-stream", otherOwner)).json().count).toBe(1);
  });

  it("refuses bad query values", async () => {
    for (const [query, field, message] of [
      ["ordering=size", "ordering", fieldMessages.orderingInvalid],
      ["page_size=7", "page_size", fieldMessages.pageSizeInvalid],
      ["page=0", "page", fieldMessages.pageInvalid],
      [`search=${"x".repeat(256)}`, "search", fieldMessages.nameTooLong],
    ]) {
      const res = await api("GET", `/products/supply-stream?${query}`, owner);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field!], query).toBe(message);
    }
  });
});

describe("GET, PUT, PATCH, DELETE /products/supply-stream/{id}", () => {
  it("reads, renames, replaces the vendors per stage and deletes a stream", async () => {
    const stream = await streamNamed("Wool", [
      { supply_stream_stage: "RAW_MATERIALS", entity_relationship: clear },
    ]);
    const url = `/products/supply-stream/${stream.id}`;
    expect((await api("GET", url, viewer)).json().stages[0].vendors[0].id).toBe(clear);

    const renamed = await api("PATCH", url, owner, { name: "Merino wool" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe("Merino wool");
    // A rename keeps the vendors.
    expect(renamed.json().stages[0].vendors[0].id).toBe(clear);

    const replaced = await api("PUT", url, owner, {
      name: "Merino wool",
      stage_vendors: [{ supply_stream_stage: "TRANSPORTATION_LOGISTICS", entity_relationship: highRisk }],
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().stages.map((s: { vendors: unknown[] }) => s.vendors.length)).toEqual([
      0, 0, 1, 0, 0,
    ]);

    const emptied = await api("PATCH", url, owner, { stage_vendors: [] });
    expect(emptied.json().stages.every((s: { exposure: string }) => s.exposure === "unassigned")).toBe(true);

    expect((await api("DELETE", url, owner)).json()).toEqual({ ok: true });
    expect((await api("GET", url, owner)).statusCode).toBe(404);
    expect((await api("DELETE", url, owner)).statusCode).toBe(404);
  });

  it("refuses a rename to another stream's name (409) and bad bodies (400); its own name is fine", async () => {
    const a = await streamNamed("Linen");
    await streamNamed("Silk");
    const url = `/products/supply-stream/${a.id}`;
    const taken = await api("PATCH", url, owner, { name: "silk" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.name).toBe(fieldMessages.streamNameTaken);
    expect((await api("PATCH", url, owner, { name: "LINEN" })).statusCode).toBe(200);
    const put = await api("PUT", url, owner, { name: "Linen" });
    expect(put.statusCode).toBe(400);
    // A PUT replaces the whole stream: its vendors are required (none given is not "none").
    expect(put.json().fields).toEqual({ stage_vendors: fieldMessages.vendorIdsInvalid });
    const blank = await api("PATCH", url, owner, { name: " " });
    expect(blank.json().fields.name).toBe(fieldMessages.streamNameRequired);
    const foreign = await api("PATCH", url, owner, {
      stage_vendors: [{ supply_stream_stage: "RAW_MATERIALS", entity_relationship: otherVendor }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("leaves a product import that chose a deleted stream without one, never naming a stream gone", async () => {
    const s = await streamNamed("Seasonal");
    const importOf = (supplyStreamId: string) =>
      t.db.productImport.create({
        data: { workspaceId, mapping: {}, columns: [], supplyStreamId, status: "COMPLETED" },
      });
    const chose = await importOf(s.id);
    expect((await api("DELETE", `/products/supply-stream/${s.id}`, owner)).statusCode).toBe(200);
    expect(
      (await t.db.productImport.findUniqueOrThrow({ where: { id: chose.id } })).supplyStreamId,
    ).toBeNull();
    await expect(importOf(uuid)).rejects.toMatchObject({ code: "P2003" });
  });

  it("answers 404 to another workspace and a viewer may not change it", async () => {
    const s = await streamNamed("Leather");
    const url = `/products/supply-stream/${s.id}`;
    for (const method of ["GET", "DELETE"] as const)
      expect((await api(method, url, otherOwner)).statusCode).toBe(404);
    expect((await api("PATCH", url, otherOwner, { name: "Mine" })).statusCode).toBe(404);
    expect((await api("PATCH", url, viewer, { name: "Mine" })).statusCode).toBe(403);
    expect((await api("DELETE", url, viewer)).statusCode).toBe(403);
  });
});

describe("GET /products/supply-stream/{id}/stats", () => {
  it("counts products, vendors and per stage the vendors by risk status and their risks", async () => {
    const s = await streamNamed("Denim", [
      { supply_stream_stage: "RAW_MATERIALS", entity_relationship: clear },
      { supply_stream_stage: "MANUFACTURING", entity_relationship: lowRisk },
      { supply_stream_stage: "MANUFACTURING", entity_relationship: highRisk },
      { supply_stream_stage: "RETAIL_END_USE", entity_relationship: confirmed },
      { supply_stream_stage: "RETAIL_END_USE", entity_relationship: clear },
    ]);
    await api("POST", "/products/add-supply-streams-to-products", owner, {
      product_ids: products.slice(0, 2),
      supply_stream_ids: [s.id],
    });
    const res = await api("GET", `/products/supply-stream/${s.id}/stats`, viewer);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      id: s.id,
      products_count: 2,
      vendors_count: 4,
      exposure: "confirmed",
      exposed_stages: 2,
      unassigned_stages: 2,
    });
    expect(stats.stages[1]).toEqual({
      supply_stream_stage: "MANUFACTURING",
      label: "Manufacturing",
      exposure: "open_high",
      vendors_count: 2,
      vendors_by_risk_status: { confirmed: 0, open_high: 1, open_low: 1, clear: 0 },
      open_risks: { HIGH: 1, LOW: 2 },
      confirmed_risks: 0,
    });
    expect(stats.stages[4].vendors_by_risk_status).toEqual({
      confirmed: 1,
      open_high: 0,
      open_low: 0,
      clear: 1,
    });
    expect(stats.stages[4].confirmed_risks).toBe(1);
    expect((await api("GET", `/products/supply-stream/${s.id}/stats`, otherOwner)).statusCode).toBe(404);
  });
});

describe("products of a stream", () => {
  it("adds products to streams idempotently, lists them, and removes some by product_supply_stream_id", async () => {
    const s1 = await streamNamed("Knitwear");
    const s2 = await streamNamed("Basics");
    const add = () =>
      api("POST", "/products/add-supply-streams-to-products", owner, {
        product_ids: products,
        supply_stream_ids: [s1.id, s2.id],
      });
    expect((await add()).json()).toEqual({ added: 6, already_linked: 0 });
    expect((await add()).json()).toEqual({ added: 0, already_linked: 6 });

    const page = await api("GET", `/products/supply-stream/${s1.id}/products?page_size=10`, viewer);
    expect(page.statusCode).toBe(200);
    expect(page.json().count).toBe(3);
    expect(page.json().results.map((r: { product: { name: string } }) => r.product.name)).toEqual([
      "Hoodie",
      "Socks",
      "Tee",
    ]);
    const found = await api("GET", `/products/supply-stream/${s1.id}/products?search=TEE`, viewer);
    expect(found.json().results.map((r: { product: { name: string } }) => r.product.name)).toEqual(["Tee"]);

    const hoodie = page.json().results[0].id;
    // A link of another stream is no product of this one: 400, nothing removed.
    const ofS2 = (await api("GET", `/products/supply-stream/${s2.id}/products`, owner)).json().results[0].id;
    const wrong = await api("POST", `/products/supply-stream/${s1.id}/delete`, owner, {
      product_supply_stream_ids: [hoodie, ofS2],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      "product_supply_stream_ids.1": fieldMessages.streamProductLinksInvalid,
    });
    const removed = await api("POST", `/products/supply-stream/${s1.id}/delete`, owner, {
      product_supply_stream_ids: [hoodie],
    });
    expect(removed.json()).toEqual({ removed: 1 });
    expect((await api("GET", `/products/supply-stream/${s1.id}`, owner)).json().products_count).toBe(2);
    // The product stays in the catalogue and in the other stream.
    expect(await t.db.product.count({ where: { id: products[1] } })).toBe(1);
    expect((await api("GET", `/products/supply-stream/${s2.id}`, owner)).json().products_count).toBe(3);
  });

  it("refuses bad bodies of both calls and ids of another workspace", async () => {
    const s = await streamNamed("Outerwear");
    const before = await t.db.productSupplyStream.count();
    const add = (body: object) => api("POST", "/products/add-supply-streams-to-products", owner, body);
    const cases: [object, string, string][] = [
      [{ supply_stream_ids: [s.id] }, "product_ids", fieldMessages.streamProductsRequired],
      [{ product_ids: [], supply_stream_ids: [s.id] }, "product_ids", fieldMessages.streamProductsRequired],
      [{ product_ids: ["x"], supply_stream_ids: [s.id] }, "product_ids.0", fieldMessages.productIdsInvalid],
      [
        {
          product_ids: Array.from({ length: streamProductsMax + 1 }, () => products[0]),
          supply_stream_ids: [s.id],
        },
        "product_ids",
        fieldMessages.streamProductsTooMany,
      ],
      [{ product_ids: products }, "supply_stream_ids", fieldMessages.supplyStreamsRequired],
      [
        { product_ids: products, supply_stream_ids: [7] },
        "supply_stream_ids.0",
        fieldMessages.supplyStreamsInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], field).toBe(message);
    }
    // Another workspace's product or stream, or an unknown one: 404, as in a path.
    const bStream = (await create({ name: "B stream" }, otherOwner)).json().id;
    for (const body of [
      { product_ids: [products[0], otherProduct], supply_stream_ids: [s.id] },
      { product_ids: products, supply_stream_ids: [bStream] },
      { product_ids: products, supply_stream_ids: [s.id, uuid] },
    ]) {
      expect((await add(body)).statusCode, JSON.stringify(body)).toBe(404);
    }
    expect(await t.db.productSupplyStream.count()).toBe(before);

    const del = (body: object) => api("POST", `/products/supply-stream/${s.id}/delete`, owner, body);
    for (const [body, field] of [
      [{}, "product_supply_stream_ids"],
      [{ product_supply_stream_ids: [] }, "product_supply_stream_ids"],
      [{ product_supply_stream_ids: ["x"] }, "product_supply_stream_ids.0"],
      [{ product_supply_stream_ids: [uuid] }, "product_supply_stream_ids.0"],
    ] as const) {
      const res = await del(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(fieldMessages.streamProductLinksInvalid);
    }
    expect(
      (
        await api("POST", `/products/supply-stream/${s.id}/delete`, otherOwner, {
          product_supply_stream_ids: [uuid],
        })
      ).statusCode,
    ).toBe(404);
    expect((await add({ product_ids: products, supply_stream_ids: [s.id] })).statusCode).toBe(200);
    expect(
      (
        await api("POST", "/products/add-supply-streams-to-products", viewer, {
          product_ids: products,
          supply_stream_ids: [s.id],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("GET /products/{id}/supply-streams", () => {
  it("lists a product's streams with their stage vendors", async () => {
    const product = (await createProduct(t.db, { workspaceId, name: "Scarf" })).id;
    const s = await streamNamed("Accessories", [
      { supply_stream_stage: "WAREHOUSING_DISTRIBUTION", entity_relationship: highRisk },
    ]);
    await api("POST", "/products/add-supply-streams-to-products", owner, {
      product_ids: [product],
      supply_stream_ids: [s.id],
    });
    const res = await api("GET", `/products/${product}/supply-streams`, viewer);
    expect(res.statusCode).toBe(200);
    const [link] = res.json().results;
    expect(link.supply_stream.name).toBe("Accessories");
    expect(link.supply_stream.stages[3].vendors[0]).toMatchObject({ id: highRisk, risk_status: "open_high" });
    const row = await t.db.productSupplyStream.findFirstOrThrow({ where: { productId: product } });
    expect(link.id).toBe(row.id);
    expect((await api("GET", `/products/${product}/supply-streams`, otherOwner)).statusCode).toBe(404);
  });
});

describe("GET /entity-relationships/{id}/supply-streams", () => {
  it("lists the streams a vendor serves with its stages and the streams' products", async () => {
    const vendor = (await createVendor(t.db, { workspaceId, name: "Foxtrot Logistics" })).relationship.id;
    await createSupplyStream(t.db, {
      workspaceId,
      name: "Footwear",
      vendors: { TRANSPORTATION_LOGISTICS: [vendor], RAW_MATERIALS: [vendor, clear] },
      productIds: products,
    });
    await createSupplyStream(t.db, { workspaceId, name: "Bags", vendors: { RETAIL_END_USE: [vendor] } });
    const res = await api("GET", `/entity-relationships/${vendor}/supply-streams`, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { id: expect.any(String), name: "Bags", stages: ["RETAIL_END_USE"], products_count: 0, products: [] },
      {
        id: expect.any(String),
        name: "Footwear",
        stages: ["RAW_MATERIALS", "TRANSPORTATION_LOGISTICS"],
        products_count: 3,
        products: [
          { id: products[1], name: "Hoodie" },
          { id: products[2], name: "Socks" },
          { id: products[0], name: "Tee" },
        ],
      },
    ]);
    expect((await api("GET", `/entity-relationships/${vendor}/supply-streams`, otherOwner)).statusCode).toBe(
      404,
    );
  });
});
