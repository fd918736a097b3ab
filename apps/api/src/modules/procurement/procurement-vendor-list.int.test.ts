import { fieldMessages } from "@tierline/contracts";
import { createRisk, createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

type Headers = Record<string, string>;

let t: TestApp;
let api: ReturnType<typeof callApi>;
let owner: Headers;
let workspaceId: string;
let vendorsUrl: string;
let stages: { id: string; name: string }[];
let foreignStage: string;
const ids: Record<string, string> = {};

/** The names of the vendors the list answers for `query`, sorted. */
const names = async (query: string) => {
  const res = await api("GET", `${vendorsUrl}?page_size=100&${query}`, owner);
  expect(res.statusCode, query).toBe(200);
  expect(res.json().count).toBe(res.json().results.length);
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return res
    .json()
    .results.map((v: { id: string }) => byId[v.id])
    .sort();
};

beforeAll(async () => {
  t = await startTestApp();
  api = callApi(t);
  const a = await ownerWithPassword(t.db, "owner@procurement-list.test");
  workspaceId = a.workspace.id;
  vendorsUrl = `/workspaces/${workspaceId}/vendors`;
  owner = await bearerFor(t, "owner@procurement-list.test");
  stages = (
    await api("POST", `/compliances/${a.entity.id}/procurement-workflow`, owner, {
      stages: [
        { name: "Requested", requirements: ["DOCUMENTS_PROVIDED"] },
        { name: "Due diligence", requirements: ["SCREENING_CLEAR", "QUESTIONNAIRE_SUBMITTED"] },
        { name: "Approved for purchase", requirements: [] },
      ],
    })
  ).json().stages;
  for (const [name, status] of [
    ["New", "PENDING"],
    ["Papers", "PENDING"],
    ["Diligent", "APPROVED"],
    ["Flagged", "APPROVED"],
    ["Done", "CONTRACTED_ACTIVE"],
  ] as const)
    ids[name] = (await createVendor(t.db, { workspaceId, name, status })).relationship.id;
  const at = (name: string, stage: number) =>
    t.db.procurementPosition.create({
      data: { relationshipId: ids[name]!, workspaceId, stageId: stages[stage]!.id },
    });
  await at("Diligent", 1);
  await at("Flagged", 1);
  await at("Done", 2);
  // "Papers" has its document; "Diligent" its questionnaire and no open risk; "Flagged" an open screening risk.
  await t.db.resource.create({
    data: {
      workspaceId,
      kind: "GENERAL",
      fileName: "w9.pdf",
      storageKey: `list/${ids.Papers}`,
      status: "UPLOADED",
      linkedObjectId: ids.Papers,
    },
  });
  for (const name of ["Diligent", "Flagged"])
    await t.db.uflpaQuestionnaireResponse.create({
      data: {
        workspaceId,
        relationshipId: ids[name]!,
        status: "SUBMITTED",
        questionSetVersion: 1,
        submittedAt: new Date(),
      },
    });
  await createRisk(t.db, { workspaceId, relationshipId: ids.Flagged! });
  const b = await ownerWithPassword(t.db, "owner@other-procurement-list.test");
  foreignStage = (
    await api(
      "POST",
      `/compliances/${b.entity.id}/procurement-workflow`,
      await bearerFor(t, "owner@other-procurement-list.test"),
      {
        stages: [{ name: "Requested", requirements: [] }],
      },
    )
  ).json().stages[0].id;
});
afterAll(() => t.close());

describe("the vendor list's procurement_stage and actions", () => {
  it("filters by workflow stage, a vendor with no stage recorded being at the first", async () => {
    expect(await names(`procurement_stage=${stages[0]!.id}`)).toEqual(["New", "Papers"]);
    expect(await names(`procurement_stage=${stages[1]!.id}&procurement_stage=${stages[2]!.id}`)).toEqual([
      "Diligent",
      "Done",
      "Flagged",
    ]);
  });

  it("takes statuses and stages as alternatives of the one key, and combines with other keys", async () => {
    expect(await names(`procurement_stage=${stages[2]!.id}&procurement_stage=PENDING`)).toEqual([
      "Done",
      "New",
      "Papers",
    ]);
    expect(await names(`procurement_stage=${stages[1]!.id}&actions=risk_open`)).toEqual(["Flagged"]);
  });

  it("matches nothing for another workspace's stage, and refuses a value that is no status or id (400)", async () => {
    expect(await names(`procurement_stage=${foreignStage}`)).toEqual([]);
    for (const value of ["Requested", "pending", `${stages[0]!.id}x`]) {
      const bad = await api("GET", `${vendorsUrl}?procurement_stage=${value}`, owner);
      expect(bad.statusCode, value).toBe(400);
      expect(bad.json().fields).toEqual({ procurement_stage: fieldMessages.procurementStageInvalid });
    }
  });

  it("lists under requirements_unmet the vendors whose current stage needs something they lack", async () => {
    // New: no document; Flagged: an open screening risk. Papers and Diligent meet theirs; Done's stage needs nothing.
    expect(await names("actions=requirements_unmet")).toEqual(["Flagged", "New"]);
    const stats = await api(
      "GET",
      `/workspaces/${workspaceId}/vendors-stats?actions=requirements_unmet`,
      owner,
    );
    expect(stats.json().total).toBe(2);
  });

  it("follows the vendor's data: a resolved risk or a removed stage changes the answer at once", async () => {
    await t.db.risk.updateMany({ where: { relationshipId: ids.Flagged! }, data: { status: "RESOLVED" } });
    expect(await names("actions=requirements_unmet")).toEqual(["New"]);
    // Without its stage, "Done" is back at the first, which asks for a document it does not have.
    await api(
      "PUT",
      `/compliances/${(await t.db.workspace.findUniqueOrThrow({ where: { id: workspaceId } })).entityId}/procurement-workflow`,
      owner,
      {
        stages: stages.slice(0, 2).map((s, i) => ({
          id: s.id,
          name: s.name,
          requirements: i === 0 ? ["DOCUMENTS_PROVIDED"] : ["SCREENING_CLEAR"],
        })),
      },
    );
    expect(await names(`procurement_stage=${stages[0]!.id}`)).toEqual(["Done", "New", "Papers"]);
    expect(await names("actions=requirements_unmet")).toEqual(["Done", "New"]);
  });
});
