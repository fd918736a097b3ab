import type { UpstreamRiskWire } from "@tierline/contracts";
import { createRisk, createVendor } from "@tierline/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { addSupplier, ageSupplierData, linkVendor } from "../../testing/upstream-suppliers";

/**
 * GET /entity-relationships/{id}/upstream-risk: what a customer learns of a linked vendor's own
 * suppliers, on real PostgreSQL. The vendor's workspace is filled step by step, so the tests run in order.
 */
let t: TestApp;
let api: ReturnType<typeof callApi>;
let customer: Record<string, string>;
let vendor: Awaited<ReturnType<typeof ownerWithPassword>>;
let linked: string;
let unlinked: string;
let foreign: string;

const upstreamOf = async (relationshipId: string, headers = customer) => {
  const res = await api("GET", `/entity-relationships/${relationshipId}/upstream-risk`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UpstreamRiskWire;
};
const riskOn = (relationshipId: string, severity: "HIGH" | "LOW", more: object = {}) =>
  createRisk(t.db, { workspaceId: vendor.workspace.id, relationshipId, severity, ...more });

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const c = await ownerWithPassword(t.db, "owner@customer.test");
  customer = await bearerFor(t, "owner@customer.test");
  vendor = await ownerWithPassword(t.db, "owner@vendor.test");
  const other = await ownerWithPassword(t.db, "owner@other.test");
  const joined = await createVendor(t.db, { workspaceId: c.workspace.id, name: "Vendor Co" });
  await linkVendor(t.db, joined.relationship.id, vendor.entity.id);
  linked = joined.relationship.id;
  unlinked = (await createVendor(t.db, { workspaceId: c.workspace.id, name: "Not On Tierline" })).relationship
    .id;
  foreign = (await createVendor(t.db, { workspaceId: other.workspace.id, name: "Theirs" })).relationship.id;
  // Another customer of the same vendor: what it links to changes nothing for this one.
  const twin = await createVendor(t.db, { workspaceId: other.workspace.id, name: "Vendor Co" });
  await linkVendor(t.db, twin.relationship.id, vendor.entity.id);
});

afterAll(async () => {
  await t.close();
});

it("says so for a vendor that has not joined as a workspace", async () => {
  expect(await upstreamOf(unlinked)).toEqual({ sharing: "not_linked", min_suppliers: 5, summary: null });
});

it("withholds everything while the vendor has fewer than 5 active suppliers, ended ones not counted", async () => {
  expect(await upstreamOf(linked)).toEqual({ sharing: "withheld", min_suppliers: 5, summary: null });
  for (const n of [1, 2, 3, 4]) {
    const supplier = await addSupplier(t.db, vendor.workspace.id, `Active ${n}`, { verified: true });
    await riskOn(supplier.relationship.id, "HIGH");
  }
  for (const status of ["NOT_APPROVED", "PAST_VENDOR"] as const)
    await addSupplier(t.db, vendor.workspace.id, `Ended ${status}`, { status, verified: true });
  expect(await upstreamOf(linked)).toEqual({ sharing: "withheld", min_suppliers: 5, summary: null });
});

it("shares banded risk counts, completeness and recency once there are enough active suppliers", async () => {
  const w = vendor.workspace.id;
  // The vendor requires a Quality contact of every supplier; the four from before have none.
  const quality = await t.db.contactCategory.create({ data: { workspaceId: w, name: "Quality" } });
  await t.db.contactRequirement.create({
    data: { workspaceId: w, entityId: vendor.entity.id, categoryId: quality.id },
  });
  const contactFor = (relationshipId: string) =>
    t.db.contact.create({
      data: {
        workspaceId: w,
        relationshipId,
        categoryId: quality.id,
        firstName: "Q",
        lastName: "A",
        email: "qa@supplier.test",
        phone: "1",
      },
    });
  // Five complete: validated, screened clean, the questionnaire submitted, the required contact given.
  for (const n of [1, 2, 3, 4, 5]) {
    const supplier = await addSupplier(t.db, w, `Complete ${n}`, {
      status: "CONTRACTED_ACTIVE",
      verified: true,
    });
    await contactFor(supplier.relationship.id);
  }
  // Validated with the contact, but an open possible match: not complete.
  const matched = await addSupplier(t.db, w, "Matched", { status: "APPROVED", verified: true });
  await contactFor(matched.relationship.id);
  await riskOn(matched.relationship.id, "LOW", { status: "CONFIRMED" });
  // Validated, screened clean, the contact given, but the UFLPA questionnaire never submitted.
  const unanswered = await addSupplier(t.db, w, "Unanswered", { verified: true, answered: false });
  await contactFor(unanswered.relationship.id);
  // Pending verification, with a resolved High risk (not counted) and an open Low warning.
  const pending = await addSupplier(t.db, w, "Pending");
  await riskOn(pending.relationship.id, "HIGH", { status: "RESOLVED" });
  await riskOn(pending.relationship.id, "LOW", { sourceKind: "WARNING" });
  // An ended supplier's open High risks are not upstream risk any more.
  const ended = await t.db.vendorRelationship.findFirstOrThrow({
    where: { workspaceId: w, status: "NOT_APPROVED" },
  });
  for (let i = 0; i < 6; i++) await riskOn(ended.id, "HIGH");
  // The stalest active supplier's data changed 40 days ago; an ended one's, 400 days ago.
  await ageSupplierData(t.db, pending, 40);
  await ageSupplierData(
    t.db,
    await t.db.vendorRelationship
      .findFirstOrThrow({ where: { workspaceId: w, status: "PAST_VENDOR" }, include: { vendorEntity: true } })
      .then((r) => ({ relationship: r, entity: r.vendorEntity })),
    400,
  );

  // 12 active, 5 complete (41%), 4 High (the first four's), 2 Low (one confirmed, one open).
  expect(await upstreamOf(linked)).toEqual({
    sharing: "shared",
    min_suppliers: 5,
    summary: {
      active_suppliers: { min: 10, max: 24 },
      open_risks: [
        { severity: "HIGH", count: { min: 1, max: 4 } },
        { severity: "LOW", count: { min: 1, max: 4 } },
      ],
      completeness_percent: 40,
      oldest_data_days: 40,
    },
  });
});

it("moves a band only when a count crosses it", async () => {
  const matched = await t.db.vendorRelationship.findFirstOrThrow({
    where: { workspaceId: vendor.workspace.id, name: "Matched" },
  });
  await riskOn(matched.id, "HIGH");
  const five = await upstreamOf(linked);
  expect(five.summary?.open_risks[0]).toEqual({ severity: "HIGH", count: { min: 5, max: 9 } });
});

it("answers every member of the customer, a Viewer too", async () => {
  const c = await t.db.vendorRelationship.findUniqueOrThrow({ where: { id: linked } });
  const viewer = await signedInMember(t, c.workspaceId, ["VIEWER"], "viewer@customer.test");
  expect((await upstreamOf(linked, viewer.headers)).sharing).toBe("shared");
});

it("answers 404 for another workspace's relationship and for a malformed id", async () => {
  for (const id of [foreign, "not-a-uuid"]) {
    const res = await api("GET", `/entity-relationships/${id}/upstream-risk`, customer);
    expect(res.statusCode, id).toBe(404);
  }
});

it("stops sharing once the whole relationship is terminated", async () => {
  expect((await upstreamOf(linked)).sharing).toBe("shared");
  const terminated = await api("POST", `/entity-relationships/${linked}/terminate`, customer, {
    confirm: true,
  });
  expect(terminated.statusCode, terminated.body).toBe(200);
  expect(terminated.json().status).toBe("PAST_VENDOR");
  expect(await upstreamOf(linked)).toEqual({ sharing: "not_linked", min_suppliers: 5, summary: null });
});
