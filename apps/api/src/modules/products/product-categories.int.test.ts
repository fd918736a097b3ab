import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fieldMessages, productCategoryMessages } from "@tierline/contracts";
import { taxonomyRetryMs } from "@tierline/core";
import { taxonomyFixtureFile } from "@tierline/core/testing/taxonomy";
import { createProduct } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
let headers: { authorization: string };
let workspaceId: string;
beforeAll(async () => {
  t = await startTestApp();
  ({
    workspace: { id: workspaceId },
  } = await ownerWithPassword(t.db, "categories@example.test"));
  headers = await bearerFor(t, "categories@example.test");
});
afterAll(() => t.close());

const get = (url: string, as = headers) => t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: as });
const names = (results: { name: string }[]) => results.map((c) => c.name);

describe("GET /products/categories", () => {
  it("needs a signed-in user", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/products/categories" })).statusCode).toBe(401);
  });

  it("lists the top-level categories of the taxonomy", async () => {
    // The api reads the sample taxonomy in tests (five top-level categories); the real release's counts
    // are checked in core's product-taxonomy.test.ts.
    const res = await get("/products/categories?page_size=10");
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.count).toBe(5);
    expect(names(page.results)).toEqual([
      "Animals & Pet Supplies",
      "Arts & Entertainment",
      "Apparel & Accessories",
      "Home & Garden",
      "Sporting Goods",
    ]);
    expect(page.results[0]).toEqual({
      id: 1,
      name: "Animals & Pet Supplies",
      path: ["Animals & Pet Supplies"],
      parent_id: null,
      has_children: true,
    });
    expect(page.next).toBeNull();
  });

  it("browses a category's children", async () => {
    const res = await get("/products/categories?parent=1604&page_size=100");
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toContainEqual({
      id: 212,
      name: "Shirts & Tops",
      path: ["Apparel & Accessories", "Clothing", "Shirts & Tops"],
      parent_id: 1604,
      has_children: false,
    });
    expect(results.every((c: { parent_id: number }) => c.parent_id === 1604)).toBe(true);
  });

  it("searches by name across the tree, the name itself first, accents ignored, repaired names found", async () => {
    const mugs = (await get("/products/categories?search=mug")).json();
    expect(mugs.results[0].path).toEqual([
      "Home & Garden",
      "Kitchen & Dining",
      "Tableware",
      "Drinkware",
      "Mugs",
    ]);
    const pinatas = (await get("/products/categories?search=pinata")).json();
    expect(names(pinatas.results)).toEqual(["Piñatas"]);
    expect((await get("/products/categories?search=xylophonezz")).json()).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it("searches under a parent only", async () => {
    const all = (await get("/products/categories?search=supplies&page_size=100")).json();
    const underPets = (await get("/products/categories?search=supplies&parent=1&page_size=100")).json();
    expect(underPets.count).toBeGreaterThan(0);
    expect(underPets.count).toBeLessThan(all.count);
    expect(underPets.results.every((c: { path: string[] }) => c.path[0] === "Animals & Pet Supplies")).toBe(
      true,
    );
    expect(underPets.results.map((c: { id: number }) => c.id)).not.toContain(1);
  });

  it("refuses a parent the taxonomy does not have, and bad values, on their fields", async () => {
    for (const [query, field] of [
      ["parent=999999999", "parent"],
      ["parent=abc", "parent"],
      ["parent=0", "parent"],
      ["parent=1.5", "parent"],
    ] as const) {
      const res = await get(`/products/categories?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field], query).toBe(fieldMessages.categoryInvalid);
    }
    const long = await get(`/products/categories?search=${"x".repeat(256)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.search).toBe(fieldMessages.nameTooLong);
  });
});

describe("GET /products/{id}/categories", () => {
  it("gives the product's category with its ancestors, top down", async () => {
    const product = await createProduct(t.db, { workspaceId, name: "Rain jacket", categoryId: 5598 });
    const res = await get(`/products/${product.id}/categories`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.category).toMatchObject({ id: 5598, name: "Coats & Jackets" });
    expect(names(body.lineage)).toEqual([
      "Apparel & Accessories",
      "Clothing",
      "Outerwear",
      "Coats & Jackets",
    ]);
    expect(body.suggestions).toEqual([]);
  });

  it("suggests categories from the name and description of a product without one", async () => {
    const product = await createProduct(t.db, {
      workspaceId,
      name: "Yoga mat",
      description: "Non-slip mat for pilates and yoga",
    });
    const body = (await get(`/products/${product.id}/categories`)).json();
    expect(body.category).toBeNull();
    expect(body.lineage).toEqual([]);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions[0].path).toEqual([
      "Sporting Goods",
      "Exercise & Fitness",
      "Yoga & Pilates",
      "Yoga & Pilates Mats",
    ]);
  });

  it("answers 404 for another workspace's product and for an unknown one", async () => {
    const other = await ownerWithPassword(t.db, "other-categories@example.test");
    const foreign = await createProduct(t.db, { workspaceId: other.workspace.id, name: "Secret widget" });
    expect((await get(`/products/${foreign.id}/categories`)).statusCode).toBe(404);
    expect((await get("/products/00000000-0000-4000-8000-000000000000/categories")).statusCode).toBe(404);
  });

  it("is open to a Viewer (read)", async () => {
    const viewer = await signedInMember(t, workspaceId, ["VIEWER"], "viewer-categories@example.test");
    const product = await createProduct(t.db, { workspaceId, name: "Mug", categoryId: 2169 });
    expect((await get(`/products/${product.id}/categories`, viewer.headers)).statusCode).toBe(200);
    expect((await get("/products/categories", viewer.headers)).statusCode).toBe(200);
  });
});

describe("while the taxonomy cannot be had", () => {
  // A stand-in for Google's publication that fails until told otherwise, counting the downloads tried.
  let publication: Server;
  let down = true;
  let downloads = 0;
  let offline: TestApp;
  let offlineHeaders: { authorization: string };
  let offlineWorkspace: string;
  let shift = 0;
  const now = () => new Date(Date.now() + shift);
  const read = (url: string) =>
    offline.app.inject({ method: "GET", url: `/api/v1${url}`, headers: offlineHeaders });

  beforeAll(async () => {
    const body = await readFile(taxonomyFixtureFile);
    publication = createServer((_req, res) => {
      downloads += 1;
      if (down) res.writeHead(503).end();
      else res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end(body);
    });
    await new Promise<void>((resolve) => publication.listen(0, "127.0.0.1", resolve));
    const { port } = publication.address() as AddressInfo;
    offline = await startTestApp({
      env: {
        PRODUCT_TAXONOMY_FILE: undefined,
        PRODUCT_TAXONOMY_URL: `http://127.0.0.1:${port}/taxonomy-with-ids.en-US.txt`,
      },
      now,
    });
    ({
      workspace: { id: offlineWorkspace },
    } = await ownerWithPassword(offline.db, "offline-categories@example.test"));
    offlineHeaders = await bearerFor(offline, "offline-categories@example.test");
  });
  afterAll(async () => {
    await offline.close();
    await new Promise<void>((resolve) => publication.close(() => resolve()));
  });

  it("shows the catalogue with each category by its id; only the category calls answer 503, at once", async () => {
    // The start-up download in the background has failed.
    await expect.poll(() => downloads).toBe(1);
    const product = await createProduct(offline.db, {
      workspaceId: offlineWorkspace,
      name: "Rain jacket",
      categoryId: 5598,
    });
    const list = await read("/products");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results[0].category).toEqual({ id: 5598, name: null, path: [] });
    const one = await read(`/products/${product.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().category).toEqual({ id: 5598, name: null, path: [] });
    const lookup = await read("/products/lookups?filter=category");
    expect(lookup.json().results).toEqual([{ value: "5598", label: "Category 5598", count: 1 }]);

    // Within a minute of the failed download the category calls answer 503 without trying again.
    for (const url of ["/products/categories", `/products/${product.id}/categories`]) {
      const started = Date.now();
      const res = await read(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.json().message).toBe(productCategoryMessages.unavailable);
      expect(Date.now() - started).toBeLessThan(1000);
    }
    expect(downloads).toBe(1);

    // A minute on, the next call tries once more (still down: 503, and the next minute's calls wait)...
    shift += taxonomyRetryMs;
    expect((await read("/products/categories")).statusCode).toBe(503);
    expect((await read("/products/categories")).statusCode).toBe(503);
    expect(downloads).toBe(2);

    // ...and once the publication answers, the categories are named again.
    down = false;
    shift += taxonomyRetryMs;
    expect((await read("/products/categories")).statusCode).toBe(200);
    expect((await read(`/products/${product.id}`)).json().category).toEqual({
      id: 5598,
      name: "Coats & Jackets",
      path: ["Apparel & Accessories", "Clothing", "Outerwear", "Coats & Jackets"],
    });
    expect(downloads).toBe(3);
  });
});
