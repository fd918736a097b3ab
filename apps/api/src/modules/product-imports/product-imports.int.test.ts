import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  fieldMessages,
  importMessages,
  type ProductImportWire,
  type ProductListMetaData,
  productCatalogColumnMappingSchema,
  productDescriptionsSchema,
  productImportRowsSchema,
  productImportSchema,
  productListMetaDataSchema,
  productRowMessages,
  type ResourceUploadResponse,
} from "@tierline/contracts";
import {
  createCore,
  createFileStorage,
  createJobQueue,
  createMailer,
  fileStorageConfig,
} from "@tierline/core";
import { createSupplyStream } from "@tierline/db";
import { csvFile, xlsFile, xlsxFile } from "@tierline/imports/testing";
import { startWorkers } from "@tierline/worker/workers";
import type { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { postUploadForm } from "../../testing/upload-form";

const silent = { info() {}, warn() {}, error() {} };
let t: TestApp;
let origin: string;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let headers: Record<string, string>;
let api: ReturnType<typeof callApi>;
let workers: Worker[];
let outbox: string;

beforeAll(async () => {
  t = await startTestApp();
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  owner = await ownerWithPassword(t.db, "catalogue@example.test");
  headers = await bearerFor(t, "catalogue@example.test");
  api = callApi(t);
  // The real worker's job runner on the api's queues, database and file storage.
  outbox = await mkdtemp(path.join(tmpdir(), "tierline-products-outbox-"));
  const core = createCore({
    db: t.db,
    jobs: createJobQueue(t.redis, t.env.REDIS_PREFIX),
    logger: silent,
    storage: createFileStorage(fileStorageConfig(t.env)),
    delivery: {
      appUrl: "http://localhost:3000",
      mailer: createMailer({ outboxDir: outbox, from: "Tierline <no-reply@tierline.test>" }, silent),
      listRefresh: {},
      gleif: { baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 },
    },
  });
  workers = startWorkers({
    redis: t.redis,
    prefix: t.env.REDIS_PREFIX,
    concurrency: 1,
    logger: silent,
    services: core.jobServices(),
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

/** A catalogue announced, uploaded through the presigned form and completed, as the wizard does it. */
async function uploadedCatalogue(fileName: string, bytes: Buffer, as = headers) {
  const res = await api("POST", "/products/product-list-document", as, { file_name: fileName });
  expect(res.statusCode, res.body).toBe(200);
  const { resource, upload } = res.json() as ResourceUploadResponse;
  expect(resource.kind).toBe("product_catalogue");
  const posted = await postUploadForm(upload, bytes, { origin });
  expect(posted.status, posted.body).toBe(204);
  const done = await api("PUT", `/resources/${resource.id}`, as, { status: "UPLOADED" });
  expect(done.statusCode, done.body).toBe(200);
  return resource.id;
}

async function metaData(resourceId: string): Promise<ProductListMetaData> {
  const res = await api("GET", `/products/product-list-document/${resourceId}/meta-data`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return productListMetaDataSchema.parse(res.json());
}

async function settled(found: ProductImportWire): Promise<ProductImportWire> {
  let current = found;
  for (let i = 0; i < 300 && (current.status === "QUEUED" || current.status === "RUNNING"); i++) {
    await new Promise((r) => setTimeout(r, 100));
    current = productImportSchema.parse((await api("GET", `/product-imports/${current.id}`, headers)).json());
  }
  return current;
}

/** Starts an import and follows it to its end, as the progress bar does. */
async function imported(
  resourceId: string,
  mapping: Record<string, string>,
  supplyStream: string | null = null,
): Promise<ProductImportWire> {
  const res = await api("POST", `/products/add-product-list/${resourceId}`, headers, {
    columns_mapping: mapping,
    supply_stream: supplyStream,
  });
  expect(res.statusCode, res.body).toBe(202);
  const found = productImportSchema.parse(res.json());
  expect(found.status).toBe("QUEUED");
  return settled(found);
}

const productsOf = () =>
  t.db.product.findMany({
    where: { workspaceId: owner.workspace.id },
    include: { importCountries: { orderBy: { country: "asc" } }, supplyStreams: true },
    orderBy: { dedupeKey: "asc" },
  });

const header = [
  "Product Name",
  "SKU",
  "Description",
  "Google Product Category",
  "Product Number",
  "Country of Origin",
  "Import Countries",
];
const rows = [
  ["Organic Tee", "TEE-1", "A cotton tee", "212", "P-1", "Viet Nam", "US; Canada"], // 2
  ["Canvas Bag", "BAG-1", "", "Luggage & Bags > Shopping Totes", "", "IN", "US, GB"], // 3
  ["", "X-1", "", "", "", "CN", ""], // 4: no name
  ["organic tee (again)", "tee-1", "", "", "", "VN", "DE"], // 5: same SKU as row 2
  ["Mug", "", "", "", "", "", ""], // 6: no country of origin
  // 7: every other rule broken at once
  [
    "N".repeat(256),
    "S".repeat(256),
    "D".repeat(1001),
    "99999999999",
    "P".repeat(256),
    "Atlantis",
    "US; Narnia",
  ],
  ["Korea Kettle", "KK-1", "", "", "", "Korea, Republic of", "Korea, Republic of"], // 8
];

describe("a product catalogue, from upload to products", () => {
  it("answers the columns, first rows, suggested mapping and an estimate of the rows", async () => {
    const id = await uploadedCatalogue("catalogue.csv", csvFile([header, ...rows]));
    const meta = await metaData(id);
    expect(meta).toMatchObject({
      resource_id: id,
      file_name: "catalogue.csv",
      columns: header,
      header_row: 1,
      total_products: 7,
      remembered_mapping: null,
      suggested_mapping: {
        name: "Product Name",
        sku: "SKU",
        description: "Description",
        category: "Google Product Category",
        product_number: "Product Number",
        country_of_origin: "Country of Origin",
        import_countries: "Import Countries",
      },
    });
    expect(meta.columns_mapping).toEqual(meta.suggested_mapping);
    expect(meta.products).toHaveLength(5);
    expect(meta.products[0]).toEqual(rows[0]);
    expect(meta.fields.filter((f) => f.required).map((f) => f.field)).toEqual(["name", "country_of_origin"]);
  });

  it("imports the rows through the job into a supply stream: products created, the rest explained per field", async () => {
    const stream = await createSupplyStream(t.db, { workspaceId: owner.workspace.id, name: "Apparel" });
    const id = await uploadedCatalogue("catalogue.csv", csvFile([header, ...rows]));
    const done = await imported(id, (await metaData(id)).columns_mapping, stream.id);
    expect(done).toMatchObject({
      status: "COMPLETED",
      error: null,
      supply_stream: stream.id,
      processed_rows: 7,
      total_rows: 7,
      progress: 1,
      accepted_rows: 4,
      rejected_rows: 3,
      merged_rows: 1,
      created_products: 3,
    });
    expect(done.rows_per_second).toBeGreaterThan(0);

    const products = await productsOf();
    expect(
      products.map((p) => [
        p.name,
        p.sku,
        p.description,
        p.categoryId,
        p.importCategory,
        p.productNumber,
        p.countryOfOrigin,
        p.importCountries.map((c) => c.country),
        p.supplyStreams.map((s) => s.streamId),
      ]),
    ).toEqual([
      [
        "Canvas Bag",
        "BAG-1",
        null,
        null,
        "Luggage & Bags > Shopping Totes",
        null,
        "IN",
        ["GB", "US"],
        [stream.id],
      ],
      ["Korea Kettle", "KK-1", null, null, null, null, "KR", ["KR"], [stream.id]],
      // Row 5 merged into row 2: its non-empty cells replace, its import country is added.
      [
        "organic tee (again)",
        "tee-1",
        "A cotton tee",
        212,
        "212",
        "P-1",
        "VN",
        ["CA", "DE", "US"],
        [stream.id],
      ],
    ]);

    const page = await api("GET", `/product-imports/${done.id}/rejected-rows?page_size=10`, headers);
    expect(page.statusCode, page.body).toBe(200);
    const rejected = productImportRowsSchema.parse(page.json());
    expect(rejected.count).toBe(3);
    expect(rejected.results.map((r) => [r.row_number, r.reasons])).toEqual([
      [4, [{ field: "name", message: fieldMessages.nameRequired }]],
      [6, [{ field: "country_of_origin", message: fieldMessages.countryRequired }]],
      [
        7,
        [
          { field: "name", message: fieldMessages.nameTooLong },
          { field: "sku", message: productRowMessages.skuTooLong },
          { field: "description", message: fieldMessages.descriptionTooLong },
          { field: "product_number", message: productRowMessages.productNumberTooLong },
          { field: "country_of_origin", message: productRowMessages.countryUnknown },
          { field: "category", message: productRowMessages.categoryInvalid },
          { field: "import_countries", message: productRowMessages.importCountriesUnknown },
        ],
      ],
    ]);
    const merged = productImportRowsSchema.parse(
      (await api("GET", `/product-imports/${done.id}/merged-rows`, headers)).json(),
    );
    expect(merged.results.map((r) => [r.row_number, r.merged_into_row, r.reasons[0]!.message])).toEqual([
      [5, 2, productRowMessages.mergedWithRow],
    ]);

    const csv = await api("GET", `/product-imports/${done.id}/rejected-rows.csv`, headers);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe(`\uFEFFRow,Reasons,${header.join(",")}`);
    expect(lines[1]).toBe(`4,Product Name: ${fieldMessages.nameRequired},,X-1,,,,CN,`);
    expect(lines[2]).toBe(`6,Country of Origin: ${fieldMessages.countryRequired},Mug,,,,,,`);
    expect(lines).toHaveLength(5);

    const tee = products.find((p) => p.sku === "tee-1")!;
    const descriptions = await api("GET", `/products/${tee.id}/product-descriptions`, headers);
    expect(descriptions.statusCode, descriptions.body).toBe(200);
    expect(productDescriptionsSchema.parse(descriptions.json())).toEqual({
      id: tee.id,
      description: "A cotton tee",
      description_for_import: "A cotton tee",
      category_for_import: "212",
      import_id: done.id,
      import_row: 2,
    });
  });

  it("remembers the mapping; the same catalogue again adds nothing, and changed rows update their products", async () => {
    const remembered = productCatalogColumnMappingSchema.parse(
      (await api("GET", "/product-catalog-column-mapping", headers)).json(),
    );
    expect(remembered.columns_mapping).toMatchObject({ name: "Product Name", sku: "SKU" });
    const before = await productsOf();

    const again = await uploadedCatalogue("again.csv", csvFile([header, ...rows]));
    const meta = await metaData(again);
    expect(meta.remembered_mapping).toEqual(remembered.columns_mapping);
    const done = await imported(again, meta.columns_mapping);
    expect(done).toMatchObject({
      status: "COMPLETED",
      created_products: 0,
      accepted_rows: 4,
      merged_rows: 4,
    });
    const after = await productsOf();
    expect(after.map((p) => [p.id, p.name, p.description, p.importCountries.length])).toEqual(
      before.map((p) => [p.id, p.name, p.description, p.importCountries.length]),
    );
    const merged = productImportRowsSchema.parse(
      (await api("GET", `/product-imports/${done.id}/merged-rows`, headers)).json(),
    );
    expect(merged.results.map((r) => [r.row_number, r.merged_into_row, r.reasons[0]!.message])).toEqual([
      [2, null, productRowMessages.mergedWithProduct],
      [3, null, productRowMessages.mergedWithProduct],
      // Within a batch a row merges into the batch's first row of its product, as on the first import.
      [5, 2, productRowMessages.mergedWithRow],
      [8, null, productRowMessages.mergedWithProduct],
    ]);

    // A later catalogue with a new description and a new import country for the tee updates it in place.
    const changed = await uploadedCatalogue(
      "changed.csv",
      csvFile([header, ["Organic Tee v2", "TEE-1", "Now organic cotton", "", "", "VN", "AU"]]),
    );
    expect(await imported(changed, meta.columns_mapping)).toMatchObject({
      created_products: 0,
      merged_rows: 1,
    });
    const tee = (await productsOf()).find((p) => p.sku === "TEE-1")!;
    expect([tee.name, tee.description, tee.importDescription, tee.productNumber, tee.categoryId]).toEqual([
      "Organic Tee v2",
      "Now organic cotton",
      "Now organic cotton",
      "P-1",
      212,
    ]);
    expect(tee.importCountries.map((c) => c.country)).toEqual(["AU", "CA", "DE", "US"]);
  });

  it("imports xlsx and xls files the same way", { timeout: 60_000 }, async () => {
    const sheet = [
      ["Title", "SKU", "Origin"],
      ["Sheet Lamp", "LAMP-1", "Mexico"],
      ["Sheet Chair", 4711, ""],
    ];
    for (const [name, bytes] of [
      ["catalogue.xlsx", await xlsxFile({ rows: sheet })],
      ["catalogue.xls", xlsFile({ rows: sheet })],
    ] as const) {
      const id = await uploadedCatalogue(name, bytes);
      const meta = await metaData(id);
      expect(meta.columns).toEqual(["Title", "SKU", "Origin"]);
      expect(meta.columns_mapping).toEqual({ name: "Title", sku: "SKU", country_of_origin: "Origin" });
      const done = await imported(id, meta.columns_mapping);
      expect(done).toMatchObject({ status: "COMPLETED", accepted_rows: 1, rejected_rows: 1 });
      const rejected = productImportRowsSchema.parse(
        (await api("GET", `/product-imports/${done.id}/rejected-rows`, headers)).json(),
      );
      expect(rejected.results).toEqual([
        {
          row_number: 3,
          outcome: "REJECTED",
          reasons: [{ field: "country_of_origin", message: fieldMessages.countryRequired }],
          cells: ["Sheet Chair", "4711", ""],
          merged_into_row: null,
        },
      ]);
    }
    const lamp = await t.db.product.findMany({ where: { workspaceId: owner.workspace.id, sku: "LAMP-1" } });
    expect(lamp.map((p) => p.countryOfOrigin)).toEqual(["MX"]);
  });
});

describe("refusals", () => {
  it("answers the spec's mapping messages on their fields, when saved and when imported", async () => {
    const id = await uploadedCatalogue("catalogue.csv", csvFile([header, ...rows]));
    for (const [mapping, fields] of [
      [{ country_of_origin: "Country of Origin" }, { columns_mapping: fieldMessages.columnsRequired }],
      [{ name: "Product Name" }, { "columns_mapping.country_of_origin": fieldMessages.countryMandatory }],
      [
        { name: "Product Name", country_of_origin: "Country of Origin", sku: "product name " },
        { "columns_mapping.sku": fieldMessages.columnNameInUse },
      ],
      [
        { name: "Product Name", country_of_origin: "Country of Origin", image_url: "SKU" },
        { "columns_mapping.image_url": fieldMessages.fieldUnknown },
      ],
    ] as const) {
      for (const [method, url] of [
        ["PUT", "/product-catalog-column-mapping"],
        ["POST", `/products/add-product-list/${id}`],
      ] as const) {
        const res = await api(method, url, headers, { columns_mapping: mapping });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toMatchObject(fields);
      }
    }
    const missing = await api("POST", `/products/add-product-list/${id}`, headers, {
      columns_mapping: { name: "Product Name", country_of_origin: "Origin" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      "columns_mapping.country_of_origin": importMessages.columnNotInFile,
    });

    const saved = await api("PUT", "/product-catalog-column-mapping", headers, {
      columns_mapping: { name: "Title", country_of_origin: "Made in", sku: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(productCatalogColumnMappingSchema.parse(saved.json()).columns_mapping).toEqual({
      name: "Title",
      country_of_origin: "Made in",
    });
  });

  it("answers 404 to a supply stream of another workspace, importing nothing", async () => {
    const other = await ownerWithPassword(t.db, "stream-owner@example.test");
    const foreign = await createSupplyStream(t.db, { workspaceId: other.workspace.id, name: "Theirs" });
    const id = await uploadedCatalogue("catalogue.csv", csvFile([header, ...rows]));
    const res = await api("POST", `/products/add-product-list/${id}`, headers, {
      columns_mapping: { name: "Product Name", country_of_origin: "Country of Origin" },
      supply_stream: foreign.id,
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(await t.db.productImport.count({ where: { resourceId: id } })).toBe(0);
  });

  it("refuses a file that cannot be imported, with its message on file", async () => {
    for (const [name, bytes, message] of [
      ["empty.csv", Buffer.from("\r\n\r\n"), importMessages.fileEmpty],
      ["header.csv", csvFile([header]), importMessages.headerOnly],
      ["header.xlsx", await xlsxFile({ rows: [header] }), importMessages.headerOnly],
      [
        "broken.csv",
        Buffer.from('Product Name,SKU,Country of Origin\r\n"Tee,T-1,VN\r\nMug,M-1,CN\r\n'),
        importMessages.unreadable,
      ],
    ] as const) {
      const id = await uploadedCatalogue(name, Buffer.concat([bytes]));
      const res = await api("GET", `/products/product-list-document/${id}/meta-data`, headers);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().fields, name).toEqual({ file: message });
    }
  });

  it("refuses a file whose content is not a spreadsheet, and a name that is not one", async () => {
    const named = await api("POST", "/products/product-list-document", headers, {
      file_name: "catalogue.pdf",
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ file_name: fieldMessages.spreadsheetFileType });
    const res = await api("POST", "/products/product-list-document", headers, {
      file_name: "catalogue.xlsx",
    });
    const { resource, upload } = res.json() as ResourceUploadResponse;
    expect(
      (await postUploadForm(upload, Buffer.from("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n"), { origin })).status,
    ).toBe(204);
    const done = await api("PUT", `/resources/${resource.id}`, headers, { status: "UPLOADED" });
    expect(done.statusCode).toBe(400);
    expect(done.json().fields).toEqual({ file: fieldMessages.spreadsheetFileType });
  });

  it("answers 404 for another workspace's catalogue, import and product, and for a file that is no catalogue", async () => {
    const id = await uploadedCatalogue("catalogue.csv", csvFile([header, ...rows]));
    const done = await imported(id, { name: "Product Name", country_of_origin: "Country of Origin" });
    const product = await t.db.product.findFirstOrThrow({ where: { workspaceId: owner.workspace.id } });
    await ownerWithPassword(t.db, "other-catalogue@example.test");
    const otherHeaders = await bearerFor(t, "other-catalogue@example.test");
    for (const url of [
      `/products/product-list-document/${id}/meta-data`,
      `/product-imports/${done.id}`,
      `/product-imports/${done.id}/rejected-rows`,
      `/product-imports/${done.id}/merged-rows`,
      `/product-imports/${done.id}/rejected-rows.csv`,
      `/products/${product.id}/product-descriptions`,
    ]) {
      expect((await api("GET", url, otherHeaders)).statusCode, url).toBe(404);
    }
    for (const url of [`/products/add-product-list/${id}`, `/ingest-products/${done.id}`]) {
      const post = await api("POST", url, otherHeaders, {
        columns_mapping: { name: "Product Name", country_of_origin: "Country of Origin" },
      });
      expect(post.statusCode, url).toBe(404);
    }
    const general = await api("POST", "/resources", headers, { file_name: "policy.csv" });
    const generalId = (general.json() as ResourceUploadResponse).resource.id;
    expect(
      (await api("GET", `/products/product-list-document/${generalId}/meta-data`, headers)).statusCode,
    ).toBe(404);
  });
});

describe("ingest-products", () => {
  it("runs a FAILED import again from its checkpoint, creating nothing twice; a COMPLETED one is 409", async () => {
    const many = [
      header,
      ...Array.from({ length: 30 }, (_, i) => [`Resume ${i}`, `RES-${i}`, "", "", "", "CN", ""]),
    ];
    const id = await uploadedCatalogue("resume.csv", csvFile(many));
    const mapping = { name: "Product Name", sku: "SKU", country_of_origin: "Country of Origin" };
    const done = await imported(id, mapping);
    expect(done).toMatchObject({ status: "COMPLETED", created_products: 30 });
    const completed = await api("POST", `/ingest-products/${done.id}`, headers);
    expect(completed.statusCode).toBe(409);

    // As a run that stopped on an error of ours after row 11 leaves it: 10 rows written, FAILED.
    const stopped = await t.db.productImport.create({
      data: {
        workspaceId: owner.workspace.id,
        resourceId: id,
        mapping,
        columns: header,
        status: "FAILED",
        error: importMessages.importStopped,
        totalRows: 30,
        acceptedRows: 10,
        checkpointRow: 11,
      },
    });
    const before = await t.db.product.count({ where: { workspaceId: owner.workspace.id } });
    const res = await api("POST", `/ingest-products/${stopped.id}`, headers);
    expect(res.statusCode, res.body).toBe(202);
    const queued = productImportSchema.parse(res.json());
    expect(queued).toMatchObject({ status: "QUEUED", error: null });
    const resumed = await settled(queued);
    // Rows 12 to 31 were read again: the products exist (the first import), so they merge; none is new.
    expect(resumed).toMatchObject({
      status: "COMPLETED",
      total_rows: 30,
      accepted_rows: 30,
      merged_rows: 20,
      created_products: 0,
    });
    expect(await t.db.product.count({ where: { workspaceId: owner.workspace.id } })).toBe(before);
    const rows = productImportRowsSchema.parse(
      (await api("GET", `/product-imports/${stopped.id}/merged-rows?page_size=100`, headers)).json(),
    );
    expect(rows.results.map((r) => r.row_number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 12));
  });
});
