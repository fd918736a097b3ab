import { randomUUID } from "node:crypto";
import {
  currentUflpaQuestionSet,
  type UflpaAnswers,
  type UflpaQuestionSet,
  uflpaQuestionSet,
} from "@tierline/contracts";
import { createUser, createVendor, createWorkspace } from "@tierline/db";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Actor } from "../actor";
import { memberActor } from "../testing/actors";
import { type JobsTestbed, openJobsTestbed } from "../testing/jobs-testbed";
import { createUflpaQuestionnaireService } from "./uflpa-questionnaire.service";

/**
 * A published version is never edited, and an answer stored with version N is read against version N's
 * questions (docs/decisions.md, "UFLPA questionnaire"). While contracts publish one version that rule
 * cannot be seen through the api, so the service is built here with a second version published after it.
 */
let testbed: JobsTestbed;
let customer: Actor;
let vendor: Actor;
let relationshipId: string;

const version1 = uflpaQuestionSet(1)!;
/** A later version: one question reworded, one dropped, one added. */
const version2: UflpaQuestionSet = {
  version: 2,
  questions: [
    ...version1.questions
      .filter((q) => q.id !== "forced_labour_policy")
      .map((q) => (q.id === "xuar_operations" ? { ...q, text: `${q.text} (reworded in version 2)` } : q)),
    { ...version1.questions[0]!, id: "xuar_subsidiaries", text: "A question only version 2 asks?" },
  ],
};

const serviceWith = (sets?: readonly UflpaQuestionSet[]) =>
  createUflpaQuestionnaireService(
    { db: testbed.db, jobs: testbed.jobs, now: () => new Date() },
    { open: () => Promise.reject(new Error("no evidence file is opened here")) },
    sets,
  );

/** "No" to every question: flags the missing controls, needs no evidence file. */
const allNo = (set: UflpaQuestionSet): UflpaAnswers =>
  Object.fromEntries(set.questions.map((q) => [q.id, { answer: "no" }]));

const submit = (sets: readonly UflpaQuestionSet[], set: UflpaQuestionSet) =>
  serviceWith(sets).answer(vendor, relationshipId, {
    action: "submit",
    question_set_version: set.version,
    answers: allNo(set),
  });

beforeAll(async () => {
  testbed = await openJobsTestbed(`test-${randomUUID().slice(0, 8)}`, []);
  const db = testbed.db;
  const customerOwner = await createUser(db, { email: "owner@uflpa-versions-customer.test" });
  const c = await createWorkspace(db, { ownerId: customerOwner.id });
  const vendorOwner = await createUser(db, { email: "owner@uflpa-versions-vendor.test" });
  const v = await createWorkspace(db, { ownerId: vendorOwner.id });
  relationshipId = (
    await createVendor(db, {
      workspaceId: c.workspace.id,
      name: "Versioned Vendor",
      linkedEntityId: v.entity.id,
    })
  ).relationship.id;
  customer = await memberActor(db, customerOwner, c.workspace.id);
  vendor = await memberActor(db, vendorOwner, v.workspace.id);
});

afterAll(() => testbed?.close());

it("asks contracts' newest published version by default, else the newest version it is given", () => {
  expect(serviceWith().questionSet()).toBe(currentUflpaQuestionSet);
  expect(serviceWith([version1, version2]).questionSet()).toBe(version2);
});

it("reads a submission against the version it answered once a newer version is current", async () => {
  await submit([version1], version1);

  const view = await serviceWith([version1, version2]).submissionView(customer, relationshipId);
  expect(view.submission?.questionSetVersion).toBe(1);
  expect(view.questionSet).toBe(version1);
  // Stored as JSON, whose keys come back in the database's order.
  expect(Object.keys(view.submission!.answers).sort()).toEqual(version1.questions.map((q) => q.id).sort());
});

it("records a new submission under the current version and reads it against that version", async () => {
  const sets = [version1, version2];
  const { submission } = await submit(sets, version2);
  expect(submission?.questionSetVersion).toBe(2);

  const view = await serviceWith(sets).submissionView(customer, relationshipId);
  expect(view.submission?.id).toBe(submission!.id);
  expect(view.questionSet).toBe(version2);
  expect(Object.keys(view.submission!.answers)).toContain("xuar_subsidiaries");
  expect(Object.keys(view.submission!.answers)).not.toContain("forced_labour_policy");
});
