import { createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { raiseWarnings } from "./risks.jobs";
import { createRisksService } from "./risks.service";

const database = useTestDatabase();
let db: Db;
let workspaceId: string;
let risks: ReturnType<typeof createRisksService>;

beforeAll(async () => {
  db = database.db;
  const owner = await createUser(db);
  ({
    workspace: { id: workspaceId },
  } = await createWorkspace(db, { ownerId: owner.id }));
  risks = createRisksService({ db });
});

const screeningRisk = (relationshipId: string, overrides: object = {}) => ({
  relationshipId,
  sourceKind: "SCREENING" as const,
  sourceKey: "sdn:12345",
  severity: "HIGH" as const,
  title: "Possible match: ACME TRADING (SDN)",
  actionRequired: true,
  details: { entries: [{ list: "SDNs", id: "12345", score: 0.93 }] },
  ...overrides,
});

describe("risks.raise", () => {
  it("is idempotent by source key: the same raise twice is one risk and one RAISED event", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Acme Trading", country: "US" });
    const first = await risks.raise({ workspaceId }, screeningRisk(relationship.id));
    const second = await risks.raise({ workspaceId }, screeningRisk(relationship.id));
    expect(first.event).toBe("RAISED");
    expect(second).toEqual({ risk: first.risk, event: null });
    expect(await db.risk.count({ where: { relationshipId: relationship.id } })).toBe(1);
    expect(await db.riskEvent.count({ where: { riskId: first.risk.id } })).toBe(1);
  });

  it("raises nothing on another workspace's relationship", async () => {
    const other = await createWorkspace(db, { ownerId: (await createUser(db)).id });
    const { relationship } = await createVendor(db, {
      workspaceId: other.workspace.id,
      name: "Elsewhere Co",
      country: "US",
    });
    await expect(risks.raise({ workspaceId }, screeningRisk(relationship.id))).rejects.toThrow();
    expect(await db.risk.count({ where: { relationshipId: relationship.id } })).toBe(0);
  });

  it("concurrent raises of one key make one risk", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Race Co", country: "US" });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => risks.raise({ workspaceId }, screeningRisk(relationship.id))),
    );
    expect(new Set(answers.map((a) => a.risk.id)).size).toBe(1);
    expect(answers.filter((a) => a.event === "RAISED")).toHaveLength(1);
    expect(await db.riskEvent.count({ where: { riskId: answers[0]!.risk.id } })).toBe(1);
  });

  it("refreshes an open risk's evidence (UPDATED), leaves a decided one alone, and re-opens it when asked", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Evidence Co", country: "US" });
    const { risk } = await risks.raise({ workspaceId }, screeningRisk(relationship.id));
    const updated = await risks.raise(
      { workspaceId },
      screeningRisk(relationship.id, { severity: "LOW", details: { entries: [], version: 2 } }),
    );
    expect(updated.event).toBe("UPDATED");
    expect(await db.risk.findUniqueOrThrow({ where: { id: risk.id } })).toMatchObject({
      severity: "LOW",
      details: { entries: [], version: 2 },
    });
    expect(
      await risks.resolveBySource({ workspaceId }, screeningRisk(relationship.id), { note: "Entry removed" }),
    ).toBe(true);
    const decided = await risks.raise({ workspaceId }, screeningRisk(relationship.id, { title: "changed" }));
    expect(decided).toEqual({ risk: { id: risk.id, status: "RESOLVED" }, event: null });
    expect((await db.risk.findUniqueOrThrow({ where: { id: risk.id } })).title).not.toBe("changed");
    const reopened = await risks.raise(
      { workspaceId },
      screeningRisk(relationship.id, { title: "Entry changed" }),
      { reopen: true, note: "The list entry changed", eventDetails: { version: 3 } },
    );
    expect(reopened).toEqual({ risk: { id: risk.id, status: "OPEN" }, event: "REOPENED" });
    expect(await db.risk.findUniqueOrThrow({ where: { id: risk.id } })).toMatchObject({
      status: "OPEN",
      title: "Entry changed",
      decidedAt: null,
      decisionNote: null,
    });
    const events = await db.riskEvent.findMany({ where: { riskId: risk.id }, orderBy: { createdAt: "asc" } });
    expect(events.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ["RAISED", null, "OPEN"],
      ["UPDATED", "OPEN", "OPEN"],
      ["RESOLVED", "OPEN", "RESOLVED"],
      ["REOPENED", "RESOLVED", "OPEN"],
    ]);
    expect(events[3]).toMatchObject({ note: "The list entry changed", details: { version: 3 } });
  });

  it("counts open risks per relationship for the vendor list", async () => {
    const { relationship: a } = await createVendor(db, { workspaceId, name: "Count A" });
    const { relationship: b } = await createVendor(db, { workspaceId, name: "Count B" });
    await risks.raise({ workspaceId }, screeningRisk(a.id, { sourceKey: "1" }));
    await risks.raise({ workspaceId }, screeningRisk(a.id, { sourceKey: "2", actionRequired: false }));
    await risks.raise({ workspaceId }, screeningRisk(b.id, { sourceKey: "1" }));
    await risks.resolveBySource({ workspaceId }, screeningRisk(b.id, { sourceKey: "1" }), { note: "gone" });
    const counts = await risks.openCounts({ workspaceId }, [a.id, b.id]);
    expect(counts.get(a.id)).toEqual({ open: 2, actionRequired: 1 });
    expect(counts.has(b.id)).toBe(false);
    expect((await risks.openCounts({ workspaceId })).get(a.id)).toEqual({ open: 2, actionRequired: 1 });
  });
});

describe("raiseWarnings", () => {
  it("raises each condition's warning once, with its Low risk, and leaves resolved ones resolved", async () => {
    const owner = await createUser(db);
    const { workspace } = await createWorkspace(db, { ownerId: owner.id });
    const scope = workspace.id;
    const noCountry = await createVendor(db, { workspaceId: scope, name: "Nowhere Ltd", country: null });
    const fine = await createVendor(db, { workspaceId: scope, name: "Fine Ltd", country: "US" });
    const approved = await createVendor(db, { workspaceId: scope, name: "Approved Ltd", country: "US" });
    await db.vendorRelationship.update({
      where: { id: approved.relationship.id },
      data: { status: "APPROVED" },
    });
    // Added on 2025-12-01 to start on 2026-01-01, still pending: late. Another imported with a start
    // date from before it was added is a long-standing vendor, not a late one.
    const late = await createVendor(db, { workspaceId: scope, name: "Late Ltd", country: "US" });
    await db.vendorRelationship.update({
      where: { id: late.relationship.id },
      data: { startDate: new Date("2026-01-01"), createdAt: new Date("2025-12-01T10:00:00Z") },
    });
    const historical = await createVendor(db, { workspaceId: scope, name: "Old Friend Ltd", country: "US" });
    await db.vendorRelationship.update({
      where: { id: historical.relationship.id },
      data: { startDate: new Date("2019-05-01"), createdAt: new Date("2025-12-01T10:00:00Z") },
    });
    expect(await raiseWarnings(db, scope)).toBe(3);
    const warnings = await db.warningNotification.findMany({ where: { workspaceId: scope } });
    expect(warnings.map((w) => [w.relationshipId, w.kind]).sort()).toEqual(
      [
        [noCountry.relationship.id, "MISSING_COUNTRY"],
        [approved.relationship.id, "MISSING_IDENTIFIER"],
        [late.relationship.id, "START_DATE_PASSED"],
      ].sort(),
    );
    const riskRows = await db.risk.findMany({ where: { workspaceId: scope } });
    expect(riskRows).toHaveLength(3);
    for (const risk of riskRows)
      expect(risk).toMatchObject({
        sourceKind: "WARNING",
        severity: "LOW",
        status: "OPEN",
        actionRequired: true,
      });
    expect(await db.risk.count({ where: { relationshipId: fine.relationship.id } })).toBe(0);
    expect(await db.risk.count({ where: { relationshipId: historical.relationship.id } })).toBe(0);
    // A second run raises nothing; a resolved warning is not raised again.
    await db.warningNotification.updateMany({
      where: { relationshipId: late.relationship.id },
      data: { status: "resolved" },
    });
    expect(await raiseWarnings(db, scope)).toBe(0);
    expect(await raiseWarnings(db)).toBeGreaterThanOrEqual(0);
    expect(await db.warningNotification.count({ where: { workspaceId: scope } })).toBe(3);
  });
});
