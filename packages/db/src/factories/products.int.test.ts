import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDb, type Db } from "../client";
import { createTestDatabase } from "../testing/databases";
import { createProduct, createSupplyStream, createUser, createWorkspace } from "./index";

let db: Db;
let drop: () => Promise<unknown>;
let workspaceId: string;
beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  db = createDb(database.url);
  drop = database.drop;
  const user = await createUser(db, {});
  workspaceId = (await createWorkspace(db, { ownerId: user.id })).workspace.id;
});
afterAll(async () => {
  await db.$disconnect();
  await drop();
});

it("keys a product as the catalogue does: folded search and sort, one product per SKU, number or name", async () => {
  const tee = await createProduct(db, { workspaceId, name: "Crème Tee", sku: "TS-001 " });
  expect([tee.dedupeKey, tee.nameKey, tee.searchText]).toEqual([
    "sku:ts 001",
    "creme tee",
    "creme tee ts 001",
  ]);
  await expect(createProduct(db, { workspaceId, name: "Another tee", sku: "ts 001" })).rejects.toThrow();
  const soap = await createProduct(db, { workspaceId, name: "Savon", productNumber: "P-4" });
  expect(soap.dedupeKey).toBe("number:p 4");
  await createProduct(db, { workspaceId, name: "Mug" });
  await expect(createProduct(db, { workspaceId, name: "MUG!" })).rejects.toThrow();
  expect(await db.product.count({ where: { workspaceId } })).toBe(3);
});

it("keys a supply stream as the app does (accents, case and punctuation aside)", async () => {
  const stream = await createSupplyStream(db, { workspaceId, name: "Chaîne d'Été" });
  expect(stream.nameKey).toBe("chaine d ete");
  await expect(createSupplyStream(db, { workspaceId, name: "chaine-d-ete" })).rejects.toThrow();
  expect((await createSupplyStream(db, { workspaceId, name: "🍅" })).nameKey).toBe("🍅");
});
