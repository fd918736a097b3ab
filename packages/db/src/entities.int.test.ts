import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDb, type Db } from "./client";
import { createTestDatabase } from "./testing/databases";

let db: Db;
let drop: () => Promise<unknown>;
beforeAll(async () => {
  const database = await createTestDatabase(inject("databaseUrl"), inject("templateDatabase"));
  db = createDb(database.url);
  drop = database.drop;
});
afterAll(async () => {
  await db.$disconnect();
  await drop();
});

it("keeps an entity's registered jurisdiction (with parent and type) and its flagged supply chain roles", async () => {
  const us = await db.jurisdiction.create({ data: { name: "United States", typeName: "Country" } });
  const delaware = await db.jurisdiction.create({
    data: { name: "Delaware", typeName: "State", parentId: us.id },
  });
  const maker = await db.supplyChainRole.create({ data: { role: "Manufacturer" } });
  const entity = await db.entity.create({
    data: {
      brandName: "Acme",
      registeredJurisdictionId: delaware.id,
      dbaNames: ["Acme Tools"],
      supplyChainRoles: { create: [{ roleId: maker.id, flag: "NEW" }] },
    },
  });

  const read = await db.entity.findUniqueOrThrow({
    where: { id: entity.id },
    include: {
      registeredJurisdiction: { include: { parent: true } },
      supplyChainRoles: { include: { role: true } },
    },
  });
  expect(read.registeredJurisdiction).toMatchObject({
    name: "Delaware",
    typeName: "State",
    parent: { name: "United States" },
  });
  expect(read.supplyChainRoles.map((r) => [r.role.role, r.flag])).toEqual([["Manufacturer", "NEW"]]);
  expect(read.status).toBe("PENDING");

  // One role once per entity.
  await expect(
    db.entitySupplyChainRole.create({ data: { entityId: entity.id, roleId: maker.id } }),
  ).rejects.toThrow();
});
