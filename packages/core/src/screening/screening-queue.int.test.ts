import { createUser, createVendor, createWorkspace, type Db } from "@tierline/db";
import { useTestDatabase } from "@tierline/db/testing";
import { beforeAll, describe, expect, it } from "vitest";
import { createRisksService } from "../risks/risks.service";
import { createScreeningQueueRepository, type ScreeningQueueFilters } from "./screening-queue.repository";
import { vendorScreeningRiskKey } from "./vendor-screening";

const database = useTestDatabase();
let db: Db;
let workspaceId: string;
let risks: ReturnType<typeof createRisksService>;
let queue: ReturnType<typeof createScreeningQueueRepository>;

const none: ScreeningQueueFilters = { lists: [], sources: [], severities: [] };
const page = { ordering: "-severity" as const, page: 1, pageSize: 100 };

beforeAll(async () => {
  db = database.db;
  const owner = await createUser(db);
  ({
    workspace: { id: workspaceId },
  } = await createWorkspace(db, { ownerId: owner.id }));
  risks = createRisksService({ db });
  queue = createScreeningQueueRepository(db);
});

/** A vendor's SCREENING risk as vendor screening raises it. */
const possibleMatches = (relationshipId: string, matches: object[], severity: "HIGH" | "LOW" = "HIGH") => ({
  relationshipId,
  sourceKind: "SCREENING" as const,
  sourceKey: vendorScreeningRiskKey,
  severity,
  title: "Possible restricted-party match",
  actionRequired: true,
  details: { listVersions: { ofac_sdn: 1 }, matches },
});

const sdn = { source: "ofac_sdn", list: "SDNs", id: "1", name: "ACME TRADING", score: 0.91 };
const csl = { source: "csl", list: "bisEntities", id: "c1", name: "ACME TRADING CO", score: 0.95 };

describe("the screening work queue's columns, kept by the database", () => {
  it("copies a screening risk's best score, lists and sources from its matches, on raise and on refresh", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Acme Trading", country: "US" });
    const { risk } = await risks.raise({ workspaceId }, possibleMatches(relationship.id, [sdn]));
    const row = () =>
      db.risk.findUniqueOrThrow({
        where: { id: risk.id },
        select: { matchScore: true, matchLists: true, matchSources: true, openedAt: true, createdAt: true },
      });
    expect(await row()).toMatchObject({ matchScore: 0.91, matchLists: ["SDNs"], matchSources: ["ofac_sdn"] });

    await risks.raise({ workspaceId }, possibleMatches(relationship.id, [csl, sdn]));
    expect(await row()).toMatchObject({
      matchScore: 0.95,
      matchLists: ["SDNs", "bisEntities"],
      matchSources: ["csl", "ofac_sdn"],
    });
  });

  it("leaves other risks' match columns empty", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Plain Co", country: "US" });
    const { risk } = await risks.raise(
      { workspaceId },
      { ...possibleMatches(relationship.id, [sdn]), sourceKind: "WARNING", sourceKey: "w1", severity: "LOW" },
    );
    expect(
      await db.risk.findUniqueOrThrow({
        where: { id: risk.id },
        select: { matchScore: true, matchLists: true, matchSources: true },
      }),
    ).toEqual({ matchScore: null, matchLists: [], matchSources: [] });
    const { results } = await queue.list({ workspaceId }, none, page);
    expect(results.map((r) => r.riskId)).not.toContain(risk.id);
  });

  it("drops a decided risk from the queue, and brings it back re-opened with its age counted from then", async () => {
    const { relationship } = await createVendor(db, { workspaceId, name: "Reopened Ltd", country: "GB" });
    const { risk } = await risks.raise({ workspaceId }, possibleMatches(relationship.id, [sdn]));
    // Raised ten days ago.
    await db.$executeRaw`UPDATE risks SET opened_at = opened_at - interval '10 days' WHERE id = ${risk.id}::uuid`;
    const old = { ...none, olderThanDays: 7 };
    expect((await queue.list({ workspaceId }, old, page)).results.map((r) => r.riskId)).toContain(risk.id);

    await risks.resolveBySource(
      { workspaceId },
      { relationshipId: relationship.id, sourceKind: "SCREENING", sourceKey: vendorScreeningRiskKey },
      { note: "A different company." },
    );
    expect((await queue.list({ workspaceId }, none, page)).results.map((r) => r.riskId)).not.toContain(
      risk.id,
    );

    await risks.raise({ workspaceId }, possibleMatches(relationship.id, [csl]), { reopen: true });
    const back = (await queue.list({ workspaceId }, none, page)).results.find((r) => r.riskId === risk.id);
    expect(back).toMatchObject({ score: 0.95, lists: ["bisEntities"], sources: ["csl"] });
    expect(Date.now() - back!.openedAt.getTime()).toBeLessThan(60_000);
    expect((await queue.list({ workspaceId }, old, page)).results.map((r) => r.riskId)).not.toContain(
      risk.id,
    );
  });

  it("reads the default order straight off its index", async () => {
    const plan = await db.$transaction(async (tx) => {
      // The test's few rows would be read whole: ask for the plan a large workspace gets.
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT k.id FROM risks k
        WHERE k.workspace_id = ${workspaceId}::uuid AND k.source_kind = 'SCREENING' AND k.status = 'OPEN'
        ORDER BY k.severity, k.match_score DESC, k.opened_at, k.id LIMIT 10`;
    });
    const text = plan.map((p) => p["QUERY PLAN"]).join("\n");
    expect(text).toContain("risks_screening_queue_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });
});
