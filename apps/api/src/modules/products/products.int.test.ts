import { fieldMessages, productMessages } from "@tierline/contracts";
import { createProduct, createSupplyStream } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;
type Item = { id: string; name: string; country_of_origin: string | null };

let t: TestApp;
let a: { workspaceId: string; headers: Headers };
let b: { workspaceId: string; headers: Headers };
let viewer: Headers;
let streamId: string;
const ids: Record<string, string> = {};

/** Workspace A's catalogue, made in this order (created order), with what the filters read. */
const catalogue = [
  {
    name: "Cotton Tee",
    sku: "TEE-1",
    productNumber: "P-1",
    countryOfOrigin: "IN",
    importCountries: ["US", "GB"],
    categoryId: 212,
  },
  {
    name: "Linen Shirt",
    sku: "SH-2",
    productNumber: "P-2",
    countryOfOrigin: "CN",
    importCountries: ["DE"],
    categoryId: 212,
  },
  {
    name: "Wool Scarf",
    sku: "SC-3",
    productNumber: null,
    countryOfOrigin: "IN",
    importCountries: ["CA"],
    categoryId: 5598,
  },
  {
    name: "Crème Soap",
    sku: null,
    productNumber: "P-4",
    countryOfOrigin: null,
    importCountries: ["US"],
    categoryId: null,
  },
  {
    name: "Bamboo Socks",
    sku: "SO-5",
    productNumber: null,
    countryOfOrigin: "VN",
    importCountries: [],
    categoryId: 212,
  },
] as const;

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
const names = (res: { json: () => { results: Item[] } }) => res.json().results.map((p) => p.name);
const list = async (query: string, headers = a.headers) => {
  const res = await call("GET", `/products?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await startTestApp();
  const ownerA = await ownerWithPassword(t.db, "owner-a@products.test");
  const ownerB = await ownerWithPassword(t.db, "owner-b@products.test");
  a = { workspaceId: ownerA.workspace.id, headers: await bearerFor(t, "owner-a@products.test") };
  b = { workspaceId: ownerB.workspace.id, headers: await bearerFor(t, "owner-b@products.test") };
  viewer = (await signedInMember(t, a.workspaceId, ["VIEWER"], "viewer@products.test")).headers;
  for (const p of catalogue) {
    // Through the api, so each row carries the keys a real product has (productKeys).
    const made = await call("POST", "/products", a.headers, {
      name: p.name,
      sku: p.sku,
      product_number: p.productNumber,
      country_of_origin: p.countryOfOrigin,
      import_countries: p.importCountries,
      category: p.categoryId,
    });
    expect(made.statusCode, made.body).toBe(201);
    ids[p.name] = made.json().id;
    // Distinct creation times, in catalogue order.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const stream = await createSupplyStream(t.db, {
    workspaceId: a.workspaceId,
    name: "Apparel",
    productIds: [ids["Cotton Tee"]!, ids["Wool Scarf"]!],
  });
  streamId = stream.id;
  await createProduct(t.db, {
    workspaceId: b.workspaceId,
    name: "Other workspace tee",
    countryOfOrigin: "IN",
  });
});
afterAll(() => t.close());

describe("POST /products", () => {
  it("makes a product with every field and answers it in the wire shape", async () => {
    const res = await call("POST", "/products", a.headers, {
      name: "  Denim Jacket ",
      sku: "DJ-9",
      description: "Heavy denim",
      product_number: "P-9",
      category: 212,
      country_of_origin: "BD",
      import_countries: ["US", "US", "AU"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json();
    expect(product).toMatchObject({
      name: "Denim Jacket",
      sku: "DJ-9",
      description: "Heavy denim",
      product_number: "P-9",
      category: {
        id: 212,
        name: "Shirts & Tops",
        path: ["Apparel & Accessories", "Clothing", "Shirts & Tops"],
      },
      country_of_origin: "BD",
      import_countries: ["AU", "US"],
      image: null,
      supply_streams: [],
    });
    const read = await call("GET", `/products/${product.id}`, a.headers);
    expect(read.json()).toEqual(product);
    await call("DELETE", `/products/${product.id}`, a.headers);
  });

  it("tells apart names that fold to nothing (emoji, punctuation): no false 409, each found by its name", async () => {
    const made: string[] = [];
    for (const name of ["🍅", "🧵", "!!!"]) {
      const res = await call("POST", "/products", a.headers, { name });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().id);
    }
    expect(names(await list(`name=${encodeURIComponent("🧵")}`))).toEqual(["🧵"]);
    const again = await call("POST", "/products", a.headers, { name: " 🧵 " });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(productMessages.exists("🧵"));
    const deleted = await call("PUT", "/products/delete-product-list", a.headers, { product_ids: made });
    expect(deleted.json().count).toBe(3);
  });

  it("refuses a second product with the same SKU (any case or punctuation) with 409 naming it", async () => {
    const res = await call("POST", "/products", a.headers, { name: "Another tee", sku: "tee 1" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(productMessages.exists("Cotton Tee"));
  });

  it.each([
    ["no name", { sku: "X" }, { name: fieldMessages.nameRequired }],
    ["a blank name", { name: "   " }, { name: fieldMessages.nameRequired }],
    ["a name of 256 characters", { name: "n".repeat(256) }, { name: fieldMessages.nameTooLong }],
    [
      "a description of 1001",
      { name: "N", description: "d".repeat(1001) },
      { description: fieldMessages.descriptionTooLong },
    ],
    ["a SKU of 256", { name: "N", sku: "s".repeat(256) }, { sku: fieldMessages.productSkuTooLong }],
    [
      "a number of 256",
      { name: "N", product_number: "p".repeat(256) },
      { product_number: fieldMessages.productNumberTooLong },
    ],
    ["a category as text", { name: "N", category: "212" }, { category: fieldMessages.categoryInvalid }],
    [
      "a category the taxonomy lacks",
      { name: "N", category: 999999 },
      { category: fieldMessages.categoryInvalid },
    ],
    ["a fractional category", { name: "N", category: 2.5 }, { category: fieldMessages.categoryInvalid }],
    [
      "a lower-case country",
      { name: "N", country_of_origin: "in" },
      { country_of_origin: fieldMessages.locationCountryInvalid },
    ],
    [
      "an unknown country",
      { name: "N", country_of_origin: "QQ" },
      { country_of_origin: fieldMessages.locationCountryInvalid },
    ],
    [
      "an unknown import country",
      { name: "N", import_countries: ["US", "QQ"] },
      { import_countries: fieldMessages.locationCountryInvalid },
    ],
    [
      "import countries not a list",
      { name: "N", import_countries: "US" },
      { import_countries: fieldMessages.importCountriesInvalid },
    ],
  ])("refuses %s with 400 and the field's message", async (_, body, fields) => {
    const before = await t.db.product.count();
    const res = await call("POST", "/products", a.headers, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toMatchObject(fields);
    expect(await t.db.product.count()).toBe(before);
  });
});

describe("GET /products filters, search, sort and pages", () => {
  it("lists newest first by default, with its import countries and supply streams", async () => {
    const res = await list("");
    expect(res.json().count).toBe(5);
    expect(names(res)).toEqual(["Bamboo Socks", "Crème Soap", "Wool Scarf", "Linen Shirt", "Cotton Tee"]);
    const tee = res.json().results.find((p: Item) => p.name === "Cotton Tee");
    expect(tee).toMatchObject({
      import_countries: ["GB", "US"],
      supply_streams: [{ id: streamId, name: "Apparel" }],
    });
  });

  it.each([
    ["country_of_origin=IN", ["Wool Scarf", "Cotton Tee"]],
    ["country_of_origin=IN&country_of_origin=VN", ["Bamboo Socks", "Wool Scarf", "Cotton Tee"]],
    ["import_country=US", ["Crème Soap", "Cotton Tee"]],
    ["import_country=US&country_of_origin=IN", ["Cotton Tee"]],
    ["country_of_origin=IN&category=5598", ["Wool Scarf"]],
    ["category=212", ["Bamboo Socks", "Linen Shirt", "Cotton Tee"]],
    // A category finds the products of every category under it (Clothing holds Shirts & Tops, Coats & Jackets).
    ["category=1604", ["Bamboo Socks", "Wool Scarf", "Linen Shirt", "Cotton Tee"]],
    ["category=999999", []],
    [`supply_stream=${"S"}`, ["Wool Scarf", "Cotton Tee"]],
    ["supply_stream=S&import_country=GB", ["Cotton Tee"]],
    ["screening_eligibility=eligible", ["Wool Scarf", "Cotton Tee"]],
    ["screening_eligibility=not_eligible", ["Bamboo Socks", "Crème Soap", "Linen Shirt"]],
    [
      "screening_eligibility=eligible&screening_eligibility=not_eligible",
      ["Bamboo Socks", "Crème Soap", "Wool Scarf", "Linen Shirt", "Cotton Tee"],
    ],
    ["name=creme%20soap", ["Crème Soap"]],
    ["sku=tee-1&sku=SO-5", ["Bamboo Socks", "Cotton Tee"]],
    ["product_id=P-2&product_id=P-4", ["Crème Soap", "Linen Shirt"]],
    ["warning=open", []],
    ["warning_type=6f1c1c5e-3c1a-4a7e-9b1a-1c1c1c1c1c1c", []],
    ["search=scarf", ["Wool Scarf"]],
    ["search=CREME", ["Crème Soap"]],
    ["search=p-2", ["Linen Shirt"]],
    ["search=sc&country_of_origin=IN", ["Wool Scarf"]],
  ])("?%s", async (query, expected) => {
    expect(names(await list(query.replace("supply_stream=S", `supply_stream=${streamId}`)))).toEqual(
      expected,
    );
  });

  it.each([
    ["ordering=name", ["Bamboo Socks", "Cotton Tee", "Crème Soap", "Linen Shirt", "Wool Scarf"]],
    ["ordering=-name", ["Wool Scarf", "Linen Shirt", "Crème Soap", "Cotton Tee", "Bamboo Socks"]],
    ["ordering=created", ["Cotton Tee", "Linen Shirt", "Wool Scarf", "Crème Soap", "Bamboo Socks"]],
    ["ordering=country_of_origin", ["Linen Shirt", "Cotton Tee", "Wool Scarf", "Bamboo Socks", "Crème Soap"]],
    [
      "ordering=-country_of_origin",
      ["Bamboo Socks", "Wool Scarf", "Cotton Tee", "Linen Shirt", "Crème Soap"],
    ],
  ])("sorts by ?%s", async (query, expected) => {
    expect(names(await list(query))).toEqual(expected);
  });

  it("pages with page and page_size and links the neighbours", async () => {
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.push(
        (
          await createProduct(t.db, {
            workspaceId: a.workspaceId,
            name: `Paged ${String(i).padStart(2, "0")}`,
            sku: `PG-${i}`,
          })
        ).id,
      );
    const first = await list("search=paged&ordering=name&page_size=10");
    expect(first.json()).toMatchObject({ count: 12, previous: null });
    expect(first.json().next).toContain("page=2");
    const second = await list("search=paged&ordering=name&page_size=10&page=2");
    expect(names(second)).toEqual(["Paged 10", "Paged 11"]);
    expect(second.json().next).toBeNull();
    const deleted = await call("PUT", "/products/delete-product-list", a.headers, { product_ids: made });
    expect(deleted.json().count).toBe(12);
  });

  it.each([
    ["country_of_origin=in", "country_of_origin", fieldMessages.locationCountryInvalid],
    ["import_country=USA", "import_country", fieldMessages.locationCountryInvalid],
    ["warning=broken", "warning", fieldMessages.warningInvalid],
    ["warning_type=nope", "warning_type", fieldMessages.warningTypeInvalid],
    ["screening_eligibility=maybe", "screening_eligibility", fieldMessages.screeningEligibilityInvalid],
    ["supply_stream=nope", "supply_stream", fieldMessages.supplyStreamInvalid],
    ["category=abc", "category", fieldMessages.categoryInvalid],
    ["category=0", "category", fieldMessages.categoryInvalid],
    [`sku=${"s".repeat(256)}`, "sku", fieldMessages.productSkuTooLong],
    [`name=${"n".repeat(256)}`, "name", fieldMessages.nameTooLong],
    [`product_id=${"p".repeat(256)}`, "product_id", fieldMessages.productNumberTooLong],
    ["ordering=price", "ordering", fieldMessages.orderingInvalid],
    ["page_size=15", "page_size", fieldMessages.pageSizeInvalid],
    ["page=0", "page", fieldMessages.pageInvalid],
  ])("refuses ?%s with 400 on its field", async (query, field, message) => {
    const res = await call("GET", `/products?${query}`, a.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it("never shows another workspace's products", async () => {
    expect(names(await list("", b.headers))).toEqual(["Other workspace tee"]);
    expect(names(await list("search=other"))).toEqual([]);
  });
});

describe("GET /products/lookups?filter=", () => {
  const lookup = async (filter: string, query = "") => {
    const res = await call("GET", `/products/lookups?filter=${filter}&${query}`, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("answers the countries of origin present, labelled, with counts, most first", async () => {
    expect(await lookup("country_of_origin")).toMatchObject({
      count: 3,
      results: [
        { value: "IN", label: "India", count: 2 },
        { value: "CN", label: "China", count: 1 },
        { value: "VN", label: "Vietnam", count: 1 },
      ],
    });
    expect((await lookup("country_of_origin", "search=ind")).results).toEqual([
      { value: "IN", label: "India", count: 2 },
    ]);
  });

  it("answers import countries, streams, eligibility, categories, names, SKUs and numbers", async () => {
    expect((await lookup("import_country")).results[0]).toEqual({
      value: "US",
      label: "United States",
      count: 2,
    });
    expect((await lookup("supply_stream")).results).toEqual([
      { value: streamId, label: "Apparel", count: 2 },
    ]);
    expect((await lookup("screening_eligibility")).results).toEqual([
      { value: "not_eligible", label: "Not eligible", count: 3 },
      { value: "eligible", label: "Eligible for screening", count: 2 },
    ]);
    expect(
      (await lookup("category")).results.map((r: { value: string; count: number }) => [r.value, r.count]),
    ).toEqual([
      ["212", 3],
      ["5598", 1],
    ]);
    expect((await lookup("name", "search=cr%C3%A8me")).results).toEqual([
      { value: "Crème Soap", label: "Crème Soap", count: 1 },
    ]);
    expect((await lookup("sku", "search=tee")).results).toEqual([
      { value: "TEE-1", label: "TEE-1", count: 1 },
    ]);
    expect((await lookup("product_id")).count).toBe(3);
    expect(await lookup("warning")).toEqual({ results: [], count: 0, next: null, previous: null });
  });

  it("takes its values from the list's filters: a value picked finds its products", async () => {
    const { results } = await lookup("sku");
    // The workspace's SKUs are there (a loop over none would prove nothing).
    expect(results.map((r: { value: string }) => r.value)).toContain("TEE-1");
    for (const { value, count } of results)
      expect((await list(`sku=${encodeURIComponent(value)}`)).json().count).toBe(count);
  });

  it("offers a category id the taxonomy lacks (an import keeps any number) and its filter finds those products", async () => {
    const owner = await ownerWithPassword(t.db, "owner-c@products.test");
    const headers = await bearerFor(t, "owner-c@products.test");
    for (const [name, categoryId] of [
      ["Imported kettle", 999_999],
      ["Imported pot", 999_999],
      ["Imported tee", 212],
    ] as const)
      await createProduct(t.db, { workspaceId: owner.workspace.id, name, categoryId });
    const res = await call("GET", "/products/lookups?filter=category", headers);
    expect(res.statusCode, res.body).toBe(200);
    const values = res.json().results as { value: string; label: string; count: number }[];
    expect(values).toEqual([
      { value: "999999", label: "Category 999999", count: 2 },
      { value: "212", label: "Apparel & Accessories > Clothing > Shirts & Tops", count: 1 },
    ]);
    for (const { value, count } of values)
      expect((await list(`category=${value}`, headers)).json().count, value).toBe(count);
    expect(names(await list("category=999999&category=1604&ordering=name", headers))).toEqual([
      "Imported kettle",
      "Imported pot",
      "Imported tee",
    ]);
  });

  it.each([
    ["filter=name&page_size=7", "page_size", fieldMessages.pageSizeInvalid],
    ["filter=colour", "filter", fieldMessages.productLookupInvalid],
    ["", "filter", fieldMessages.productLookupInvalid],
    [`filter=name&search=${"s".repeat(256)}`, "search", fieldMessages.nameTooLong],
  ])("refuses ?%s with 400 on its field", async (query, field, message) => {
    const res = await call("GET", `/products/lookups?${query}`, a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });
});

describe("one product: read, change, delete", () => {
  it("changes the fields given, clears with null, replaces import countries, keeps the rest", async () => {
    const made = await call("POST", "/products", a.headers, {
      name: "Hemp Bag",
      sku: "HB-1",
      import_countries: ["US"],
    });
    const id = made.json().id;
    const res = await call("PATCH", `/products/${id}`, a.headers, {
      name: "Hemp Tote",
      sku: null,
      country_of_origin: "NP",
      import_countries: ["CA", "GB"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Hemp Tote",
      sku: null,
      country_of_origin: "NP",
      import_countries: ["CA", "GB"],
    });
    expect(Date.parse(res.json().updated_at)).toBeGreaterThan(Date.parse(made.json().updated_at));
    // Without a SKU its identity is its name now: the list's search and name filter find the new name.
    expect(names(await list("name=hemp%20tote"))).toEqual(["Hemp Tote"]);
    const clash = await call("PATCH", `/products/${id}`, a.headers, { sku: "SH-2" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(productMessages.exists("Linen Shirt"));
    const bad = await call("PATCH", `/products/${id}`, a.headers, { name: "" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.name).toBe(fieldMessages.nameRequired);
    expect((await call("DELETE", `/products/${id}`, a.headers)).statusCode).toBe(200);
    expect((await call("GET", `/products/${id}`, a.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `/products/${id}`, a.headers)).statusCode).toBe(404);
  });

  it("answers 404 for another workspace's product on every call", async () => {
    const id = ids["Cotton Tee"]!;
    expect((await call("GET", `/products/${id}`, b.headers)).statusCode).toBe(404);
    expect((await call("PATCH", `/products/${id}`, b.headers, { name: "Mine" })).statusCode).toBe(404);
    expect((await call("DELETE", `/products/${id}`, b.headers)).statusCode).toBe(404);
    expect((await call("GET", `/products/${id}`, a.headers)).json().name).toBe("Cotton Tee");
  });

  it("lets a Viewer read but not write (403)", async () => {
    expect((await call("GET", "/products", viewer)).statusCode).toBe(200);
    expect((await call("GET", `/products/${ids["Cotton Tee"]}`, viewer)).statusCode).toBe(200);
    expect((await call("POST", "/products", viewer, { name: "Nope" })).statusCode).toBe(403);
    expect((await call("PATCH", `/products/${ids["Cotton Tee"]}`, viewer, { name: "Nope" })).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/products/${ids["Cotton Tee"]}`, viewer)).statusCode).toBe(403);
    const bulk = await call("PUT", "/products/delete-product-list", viewer, {
      product_ids: [ids["Cotton Tee"]],
    });
    expect(bulk.statusCode).toBe(403);
    expect(await t.db.product.count({ where: { id: ids["Cotton Tee"] } })).toBe(1);
  });
});

describe("PUT /products/delete-product-list", () => {
  it("deletes the workspace's products among the ids and answers those, skipping another workspace's", async () => {
    const one = (await call("POST", "/products", a.headers, { name: "Bulk One" })).json().id;
    const two = (await call("POST", "/products", a.headers, { name: "Bulk Two" })).json().id;
    const foreign = (await t.db.product.findFirstOrThrow({ where: { workspaceId: b.workspaceId } })).id;
    const res = await call("PUT", "/products/delete-product-list", a.headers, {
      product_ids: [one, two, foreign, one],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect([...res.json().deleted].sort()).toEqual([one, two].sort());
    expect(await t.db.product.count({ where: { id: foreign } })).toBe(1);
  });

  it.each([
    ["no ids", { product_ids: [] }],
    ["an id that is no uuid", { product_ids: ["nope"] }],
    ["no list", {}],
  ])("refuses %s with 400", async (_, body) => {
    const res = await call("PUT", "/products/delete-product-list", a.headers, body);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toContain(fieldMessages.productIdsInvalid);
  });
});
