import { messageForCode } from "@tierline/contracts";
import { afterAll, beforeAll, expect, it } from "vitest";
import { importedProductCatalogue } from "../../testing/every-kind";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/**
 * Who may import a product catalogue: every write of the import (remember a mapping, announce a file,
 * look into it, import it, run it again) is `products.write`, which a Viewer lacks. Each call is made
 * as it would succeed for the owner (a valid body, the workspace's own catalogue and import), so the
 * 403 is the role's alone; and nothing is written.
 */
let t: TestApp;
let api: ReturnType<typeof callApi>;
let workspaceId: string;
let viewer: Record<string, string>;
let catalogue: string;
let productImport: string;

const forbidden = { status: 403, code: "FORBIDDEN", message: messageForCode("FORBIDDEN") };
const mapping = { name: "Product", sku: "SKU", country_of_origin: "Country of origin" };

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  workspaceId = (await ownerWithPassword(t.db, "owner@import-roles.test")).workspace.id;
  const owner = await bearerFor(t, "owner@import-roles.test");
  ({ catalogue, productImport } = await importedProductCatalogue(t, owner));
  viewer = (await signedInMember(t, workspaceId, ["VIEWER"], "viewer@import-roles.test")).headers;
});
afterAll(() => t.close());

/** What the import's writes would change: the workspace's catalogues, imports and remembered mapping. */
const written = async () => ({
  catalogues: await t.db.resource.count({ where: { workspaceId, kind: "PRODUCT_CATALOGUE" } }),
  imports: await t.db.productImport.findMany({ where: { workspaceId }, select: { id: true, status: true } }),
  mapping: (await api("GET", "/product-catalog-column-mapping", viewer)).json(),
});

it.each([
  ["PUT", "/product-catalog-column-mapping", { columns_mapping: mapping }],
  ["POST", "/products/product-list-document", { file_name: "viewer.csv" }],
  ["GET", "/products/product-list-document/:catalogue/meta-data", undefined],
  ["POST", "/products/add-product-list/:catalogue", { columns_mapping: mapping }],
  ["POST", "/ingest-products/:import", undefined],
] as const)("answers a Viewer 403 FORBIDDEN on %s %s and writes nothing", async (method, route, body) => {
  const before = await written();
  const url = route.replace(":catalogue", catalogue).replace(":import", productImport);
  const res = await api(method, url, viewer, body);
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toEqual(forbidden);
  expect(await written()).toEqual(before);
});
