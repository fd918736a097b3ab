import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ProductColumnMapping, productRowMessages } from "@tierline/contracts";
import { createUser, createWorkspace } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { productKeys } from "@tierline/imports";
import { csvFile } from "@tierline/imports/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ImportFiles } from "../imports/import-files";
import { runProductImport } from "./product-import-run";
import { createProductImportsRepository } from "./product-imports.repository";

const database = useTestDatabase();
let dir: string;
let workspaceId: string;
let userId: string;

/** Uploaded catalogues as the import sees them: a folder of this test's own, named by resource id. */
const files: ImportFiles = {
  async open(_scope, resourceId) {
    return { fileName: `${resourceId}.csv`, stream: createReadStream(path.join(dir, `${resourceId}.csv`)) };
  },
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "tierline-product-import-"));
  const user = await createUser(database.db);
  userId = user.id;
  workspaceId = (await createWorkspace(database.db, { ownerId: user.id })).workspace.id;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const header = ["Product Name", "SKU", "Description", "Category", "Country of Origin", "Import Countries"];
const mapping: ProductColumnMapping = {
  name: "Product Name",
  sku: "SKU",
  description: "Description",
  category: "Category",
  country_of_origin: "Country of Origin",
  import_countries: "Import Countries",
};

/** A catalogue stored as a "resource" and an import of it, QUEUED, as the api leaves it. */
async function importOf(rows: string[][]) {
  const { db } = database;
  const { id: resourceId } = await db.resource.create({
    data: {
      workspaceId,
      kind: "PRODUCT_CATALOGUE",
      fileName: "catalogue.csv",
      storageKey: `resources/${workspaceId}/${randomUUID()}`,
      status: "UPLOADED",
    },
  });
  await writeFile(path.join(dir, `${resourceId}.csv`), csvFile([header, ...rows]));
  return createProductImportsRepository(db).create({
    workspaceId,
    resourceId,
    createdById: userId,
    mapping,
    columns: header,
    supplyStreamId: null,
    totalRows: rows.length,
  });
}

/** Two rows a batch, so duplicates fall both within a batch and across batches. */
const run = (importId: string) =>
  runProductImport({ db: database.db, productCatalogues: files }, importId, async () => {}, 2);

const productsOf = () =>
  database.db.product.findMany({
    where: { workspaceId },
    include: { importCountries: { orderBy: { country: "asc" } } },
    orderBy: { dedupeKey: "asc" },
  });

/** One row per SKU and import country, as many catalogues are laid out (batches: rows 2-3, 4-5, 6-7). */
const rows = [
  ["Organic Tee", "TEE-1", "Cotton tee", "212", "VN", "US"], // 2
  ["Organic Tee", "TEE-1", "", "", "VN", "CA"], // 3: same batch, another import country
  ["Mug", "MUG-1", "", "", "CN", "GB"], // 4
  ["Desk Lamp", "LAMP-1", "", "", "CN", "US"], // 5: a product from before the import
  ["Organic Tee (2024)", "tee-1", "Organic cotton tee", "", "BD", "AU"], // 6: a later batch
  ["Desk Lamp", "LAMP-1", "LED desk lamp", "", "CN", "CA"], // 7: the product from before, again
];

it("merges duplicates by one rule wherever they fall: later cells replace, import countries add up", async () => {
  const { db } = database;
  await db.product.create({
    data: {
      workspaceId,
      name: "Desk Lamp",
      sku: "LAMP-1",
      description: "A lamp",
      countryOfOrigin: "DE",
      ...productKeys({ name: "Desk Lamp", sku: "LAMP-1" }),
      importCountries: { create: [{ workspaceId, country: "DE" }] },
    },
  });
  const started = await importOf(rows);
  await run(started.id);

  const repository = createProductImportsRepository(db);
  expect(await repository.find({ workspaceId }, started.id)).toMatchObject({
    status: "COMPLETED",
    acceptedRows: 6,
    rejectedRows: 0,
    mergedRows: 4,
    createdProducts: 2,
  });
  const products = await productsOf();
  expect(
    products.map((p) => [
      p.name,
      p.sku,
      p.description,
      p.importDescription,
      p.categoryId,
      p.countryOfOrigin,
      p.importCountries.map((c) => c.country),
      p.importId === started.id ? p.importRow : null,
    ]),
  ).toEqual([
    ["Desk Lamp", "LAMP-1", "LED desk lamp", "LED desk lamp", null, "CN", ["CA", "DE", "US"], null],
    ["Mug", "MUG-1", null, null, null, "CN", ["GB"], 4],
    [
      "Organic Tee (2024)",
      "tee-1",
      "Organic cotton tee",
      "Organic cotton tee",
      212,
      "BD",
      ["AU", "CA", "US"],
      2,
    ],
  ]);
  const merged = await repository.rows({ workspaceId }, started.id, "MERGED", { page: 1, page_size: 10 });
  expect(merged.results.map((r) => [r.rowNumber, r.mergedIntoRow, r.issues[0]!.message])).toEqual([
    [3, 2, productRowMessages.mergedWithRow],
    [5, null, productRowMessages.mergedWithProduct],
    [6, 2, productRowMessages.mergedWithRow],
    [7, null, productRowMessages.mergedWithProduct],
  ]);

  // The same file again changes no product's values; a product whose rows change nothing keeps its time.
  const again = await importOf(rows);
  await run(again.id);
  expect(await repository.find({ workspaceId }, again.id)).toMatchObject({
    status: "COMPLETED",
    acceptedRows: 6,
    mergedRows: 6,
    createdProducts: 0,
  });
  const after = await productsOf();
  const values = (list: typeof products) => list.map(({ updatedAt: _, ...rest }) => rest);
  expect(values(after)).toEqual(values(products));
  const mug = (list: typeof products) => list.find((p) => p.sku === "MUG-1")!.updatedAt;
  expect(mug(after)).toEqual(mug(products));
});
