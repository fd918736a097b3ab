import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDb, type Db } from "./client";
import { createUser, createWorkspace } from "./factories";
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

it("seeds the supply chain roles and the onboarding attestation claims with fixed ids", async () => {
  const roles = await db.supplyChainRole.findMany({ orderBy: { position: "asc" } });
  expect(roles.length).toBeGreaterThanOrEqual(10);
  expect(roles.map((r) => r.role)).toEqual(
    expect.arrayContaining(["Raw material supplier", "Manufacturer", "Importer", "Distributor", "Retailer"]),
  );
  expect(roles[0]).toMatchObject({
    id: "00000000-0000-4000-9000-000000000001",
    role: "Raw material supplier",
  });
  const claims = await db.attestationClaim.findMany({
    where: { claimType: "OB" },
    orderBy: { position: "asc" },
  });
  expect(claims.map((c) => c.code)).toEqual(["OFFICER_AUTHORITY", "GOOD_STANDING"]);
  expect(claims[0]!.text).toMatch(/authority to bind it/);
});

it("keeps an entity's jurisdiction code, entity type and roles once each, and never edits an attestation", async () => {
  const user = await createUser(db, {});
  const { entity } = await createWorkspace(db, { ownerId: user.id, name: "Acme" });
  await db.entity.update({
    where: { id: entity.id },
    data: {
      registeredJurisdiction: "US-DE",
      entityType: "us-llc",
      supplyChainRoles: { create: [{ roleId: "00000000-0000-4000-9000-000000000004", flag: "NEW" }] },
    },
  });
  const read = await db.entity.findUniqueOrThrow({
    where: { id: entity.id },
    include: { supplyChainRoles: { include: { role: true } } },
  });
  expect(read).toMatchObject({ registeredJurisdiction: "US-DE", entityType: "us-llc", status: "PENDING" });
  expect(read.supplyChainRoles.map((r) => [r.role.role, r.flag])).toEqual([["Manufacturer", "NEW"]]);
  await expect(
    db.entitySupplyChainRole.create({
      data: { entityId: entity.id, roleId: "00000000-0000-4000-9000-000000000004" },
    }),
  ).rejects.toThrow();

  const attestation = await db.attestation.create({
    data: {
      entityId: entity.id,
      claimId: "00000000-0000-4000-a000-000000000001",
      attestedById: user.id,
      text: "As attested",
    },
  });
  await expect(
    db.attestation.update({ where: { id: attestation.id }, data: { text: "Edited" } }),
  ).rejects.toThrow(/never edited/);
  expect((await db.attestation.findUniqueOrThrow({ where: { id: attestation.id } })).text).toBe(
    "As attested",
  );
});
