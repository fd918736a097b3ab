import { createJobQueue, type JobQueue } from "@tierline/core";
import { remindVendorInvitationsJob } from "@tierline/core/jobs";
import { createVendor } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/**
 * The reminder schedule of vendor invitations (days 3, 7 and 13 after the invitation or its resend),
 * run as the worker's hourly sweep would, with the api's and the job's clock moved forward.
 */
const silent = { info() {}, warn() {}, error() {} };
const day = 24 * 3600 * 1000;
let t: TestApp;
let jobs: JobQueue;
let headers: Record<string, string>;
let workspaceId: string;
let clock = new Date("2030-03-01T09:00:00.000Z");

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  jobs = createJobQueue(t.redis, t.env.REDIS_PREFIX);
  workspaceId = (await ownerWithPassword(t.db, "owner@acme.test")).workspace.id;
  headers = await bearerFor(t, "owner@acme.test");
});
afterAll(async () => {
  await jobs.close();
  await t.close();
});

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
const sweep = () =>
  remindVendorInvitationsJob.handle({}, {
    db: t.db,
    jobs,
    appUrl: "http://localhost:3000",
    now: () => clock,
    logger: silent,
  } as never);
/** Moves both clocks to `days` after `from` and runs the sweep (twice: a second run must change nothing). */
const at = async (from: Date, days: number) => {
  clock = new Date(from.getTime() + days * day);
  await sweep();
  await sweep();
};
const reminders = async (to: string) =>
  (await t.mailsTo(to)).map((m) => (m.data as unknown as { reminder: number }).reminder).filter((n) => n > 0);
const invited = async (email: string) => {
  const { relationship } = await createVendor(t.db, { workspaceId, name: email });
  const res = await call("POST", `/entity-relationships/${relationship.id}/invitations`, headers, { email });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, sent: clock };
};

describe("reminders until the vendor responds", () => {
  it("go on days 3, 7 and 13, once each, each with a working link of its own; none after the link lapses", async () => {
    const { id, sent } = await invited("slow@vendor.test");
    await at(sent, 2.9);
    expect(await reminders("slow@vendor.test")).toEqual([]);
    await at(sent, 3);
    expect(await reminders("slow@vendor.test")).toEqual([1]);
    await at(sent, 6);
    expect(await reminders("slow@vendor.test")).toEqual([1]);
    await at(sent, 7.5);
    await at(sent, 13);
    expect(await reminders("slow@vendor.test")).toEqual([1, 2, 3]);
    await at(sent, 20);
    expect(await reminders("slow@vendor.test")).toEqual([1, 2, 3]);
    const row = await t.db.vendorInvitation.findUniqueOrThrow({ where: { id } });
    expect(row.remindersSent).toBe(3);
    expect(new Set(row.reminderCodeHashes).size).toBe(3);
    expect(row.mailedAt).toHaveLength(4);
    const listed = await call("GET", `/entity-relationships/${row.relationshipId}/invitations`, headers);
    expect(listed.json().results[0]).toMatchObject({ status: "EXPIRED", reminders_sent: 3 });
  });

  it("a sweep that ran late sends the latest reminder due, once, not every one it missed", async () => {
    const { sent } = await invited("late@vendor.test");
    await at(sent, 8);
    expect(await reminders("late@vendor.test")).toEqual([2]);
    await at(sent, 12);
    expect(await reminders("late@vendor.test")).toEqual([2]);
    await at(sent, 13);
    expect(await reminders("late@vendor.test")).toEqual([2, 3]);
  });

  it("stop when the invitation is revoked", async () => {
    const { id, sent } = await invited("revoked@vendor.test");
    await at(sent, 3);
    expect((await call("PATCH", `/vendor-invitations/${id}/revoke`, headers)).statusCode).toBe(200);
    await at(sent, 13);
    expect(await reminders("revoked@vendor.test")).toEqual([1]);
  });

  it("stop when the invitation is accepted", async () => {
    const { id, sent } = await invited("accepted@vendor.test");
    await t.db.vendorInvitation.update({ where: { id }, data: { status: "ACCEPTED" } });
    await at(sent, 13);
    expect(await reminders("accepted@vendor.test")).toEqual([]);
  });

  it("start again from a resend, whose new link kills the reminders' links", async () => {
    const { id, sent } = await invited("resent@vendor.test");
    await at(sent, 4);
    expect(await reminders("resent@vendor.test")).toEqual([1]);
    // The reminder's own link opens the invitation, as the first one does.
    const reminderCode = new URL((await t.mailsTo("resent@vendor.test")).at(-1)!.data.url).pathname
      .split("/")
      .at(-1)!;
    expect((await call("GET", `/vendor-invitations/code/${reminderCode}`)).statusCode).toBe(200);
    const resentAt = clock;
    expect((await call("PATCH", `/vendor-invitations/${id}/resend`, headers)).statusCode).toBe(200);
    expect((await t.db.vendorInvitation.findUniqueOrThrow({ where: { id } })).reminderCodeHashes).toEqual([]);
    expect((await call("GET", `/vendor-invitations/code/${reminderCode}`)).statusCode).toBe(404);
    await at(resentAt, 2);
    expect(await reminders("resent@vendor.test")).toEqual([1]);
    await at(resentAt, 3);
    expect(await reminders("resent@vendor.test")).toEqual([1, 1]);
  });
});
