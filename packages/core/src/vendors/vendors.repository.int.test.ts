import { createUser, createVendor, createWorkspace, Prisma } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { createVendorsRepository } from "./vendors.repository";
import { vendorListFilters } from "./vendors.service";

const database = useTestDatabase();
let workspaceId: string;

beforeAll(async () => {
  const user = await createUser(database.db);
  workspaceId = (await createWorkspace(database.db, { ownerId: user.id })).workspace.id;
});

/** The kept counts and the counts of the relationships themselves, cell by cell (zero cells left out). */
async function countsAndTruth() {
  const [kept, truth] = await Promise.all([
    database.db.$queryRaw<{ cell: string; n: number }[]>`
      SELECT concat_ws('/', workspace_id, status, country, verification_status) AS cell, vendors AS n
      FROM vendor_list_counts WHERE vendors <> 0 ORDER BY 1`,
    database.db.$queryRaw<{ cell: string; n: number }[]>`
      SELECT concat_ws('/', workspace_id, status, coalesce(country, ''), verification_status) AS cell, count(*)::int AS n
      FROM vendor_relationships GROUP BY 1 ORDER BY 1`,
  ]);
  return { kept, truth };
}

const list = (query: Record<string, unknown>) =>
  createVendorsRepository(database.db).list({ workspaceId }, vendorListFilters(query as never), {
    page: 1,
    pageSize: 10,
    ordering: "name",
  });

describe("vendor_list_counts", () => {
  it("follows every insert, update and delete of relationships, also those entities and cascades make", async () => {
    const db = database.db;
    const made = [];
    for (const [i, country] of ["US", "US", "DE", "FR", null, "US-CA"].entries())
      made.push(await createVendor(db, { workspaceId, name: `Counted ${i}`, country }));
    expect((await countsAndTruth()).kept).toEqual((await countsAndTruth()).truth);

    // Status changes, one statement for several rows and one row at a time, some concurrent.
    await db.vendorRelationship.updateMany({
      where: { id: { in: made.slice(0, 3).map((m) => m.relationship.id) } },
      data: { status: "APPROVED" },
    });
    await Promise.all(
      made.map((m, i) =>
        db.vendorRelationship.update({
          where: { id: m.relationship.id },
          data: { status: i % 2 ? "CONTRACTED_ACTIVE" : "NOT_APPROVED" },
        }),
      ),
    );
    // An update that changes no counted column.
    await db.vendorRelationship.update({
      where: { id: made[0]!.relationship.id },
      data: { startDate: new Date() },
    });
    // The entity's country and verification move its relationship's cell (through the entity trigger).
    await db.entity.update({ where: { id: made[1]!.entity.id }, data: { registeredJurisdiction: "JP" } });
    await db.entity.update({ where: { id: made[2]!.entity.id }, data: { status: "VALIDATED" } });
    await db.entity.update({ where: { id: made[4]!.entity.id }, data: { registeredJurisdiction: "GB" } });
    let state = await countsAndTruth();
    expect(state.kept).toEqual(state.truth);

    // A relationship deleted, and an entity deleted with its relationship (cascade).
    await db.vendorRelationship.delete({ where: { id: made[3]!.relationship.id } });
    await db.entity.delete({ where: { id: made[5]!.entity.id } });
    state = await countsAndTruth();
    expect(state.kept).toEqual(state.truth);
    // A rolled back change leaves the counts as they were.
    await expect(
      db.$transaction(async (tx) => {
        await tx.vendorRelationship.updateMany({ where: { workspaceId }, data: { status: "TERMINATED" } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await countsAndTruth()).kept).toEqual(state.truth);
  });

  it("leaves with its workspace", async () => {
    const user = await createUser(database.db);
    const other = (await createWorkspace(database.db, { ownerId: user.id })).workspace.id;
    await createVendor(database.db, { workspaceId: other, name: "Gone soon", country: "IT" });
    await database.db.$executeRaw`DELETE FROM workspaces WHERE id = ${other}::uuid`;
    const rows = await database.db.$queryRaw<{ n: number }[]>(
      Prisma.sql`SELECT count(*)::int AS n FROM vendor_list_counts WHERE workspace_id = ${other}::uuid`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe("the list's total", () => {
  it("is the number of matching vendors, from the counts or counted, whatever the filters", async () => {
    const db = database.db;
    const created = [];
    for (const [i, country] of ["NL", "NL", "BE", "NL", "BE"].entries())
      created.push(
        await createVendor(db, {
          workspaceId,
          name: `Total ${i}`,
          country,
          status: i < 3 ? "PENDING" : "APPROVED",
        }),
      );
    const truth = async (where: Prisma.Sql) =>
      (
        await db.$queryRaw<{ n: number }[]>`
          SELECT count(*)::int AS n FROM vendor_relationships r WHERE r.workspace_id = ${workspaceId}::uuid AND ${where}`
      )[0]!.n;
    for (const [query, where] of [
      [{ country: ["NL", "BE"] }, Prisma.sql`r.country IN ('NL', 'BE')`],
      [
        { country: "NL", procurement_stage: "PENDING" },
        Prisma.sql`r.country = 'NL' AND r.status = 'PENDING'`,
      ],
      [
        { verification_status: "PENDING", procurement_stage: ["APPROVED"] },
        Prisma.sql`r.status = 'APPROVED'`,
      ],
      [{ country: "NL", search: "total" }, Prisma.sql`r.country = 'NL' AND r.search_text LIKE '%total%'`],
      [
        { country: "NL", actions: "approval_required" },
        Prisma.sql`r.country = 'NL' AND r.status = 'PENDING'`,
      ],
    ] as const) {
      const expected = await truth(where);
      expect(expected).toBeGreaterThan(0);
      expect((await list(query)).count, JSON.stringify(query)).toBe(expected);
    }
    // Past the end, with no row to carry it.
    const past = await createVendorsRepository(db).list(
      { workspaceId },
      vendorListFilters({ country: "BE" } as never),
      {
        page: 9,
        pageSize: 10,
        ordering: "name",
      },
    );
    expect(past).toEqual({ results: [], count: 2 });
  });

  it("shows the entity's name as it is now", async () => {
    const { entity, relationship } = await createVendor(database.db, {
      workspaceId,
      name: "Before Ltd",
      country: "SE",
    });
    await database.db.entity.update({ where: { id: entity.id }, data: { brandName: "Äfter Ltd" } });
    const page = await list({ country: "SE" });
    expect(page.results.map((r) => [r.id, r.name])).toEqual([[relationship.id, "Äfter Ltd"]]);
  });
});
