import { createHash } from "node:crypto";
import { fieldMessages, vendorInvitationMessages } from "@tierline/contracts";
import { createMailer } from "@tierline/core";
import { sendMailJob } from "@tierline/core/jobs";
import { startSmtpSink } from "@tierline/core/testing";
import { createVendor } from "@tierline/db";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword } from "../../testing/fixtures";
import { bearerFor, callApi, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/** A customer invites its vendors' compliance contacts: single and bulk, resend, revoke, who may, and the mail. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let ownerHeaders: Record<string, string>;
let procurement: Record<string, string>;
let viewer: Record<string, string>;
let compliance: Record<string, string>;
let otherHeaders: Record<string, string>;
let otherWorkspace: string;
let clock = new Date();

beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  owner = await ownerWithPassword(t.db, "owner@acme.test");
  ownerHeaders = await bearerFor(t, "owner@acme.test");
  procurement = (await signedInMember(t, owner.workspace.id, ["PROCUREMENT_MANAGER"], "pm@acme.test"))
    .headers;
  viewer = (await signedInMember(t, owner.workspace.id, ["VIEWER"], "viewer@acme.test")).headers;
  compliance = (await signedInMember(t, owner.workspace.id, ["COMPLIANCE_MANAGER"], "cm@acme.test")).headers;
  otherWorkspace = (await ownerWithPassword(t.db, "owner@other.test")).workspace.id;
  otherHeaders = await bearerFor(t, "owner@other.test");
});
afterAll(() => t.close());

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
let vendors = 0;
const vendor = async () =>
  (await createVendor(t.db, { workspaceId: owner.workspace.id, name: `Vendor ${++vendors}` })).relationship
    .id;
const invite = (relationship: string, body: object, headers = ownerHeaders) =>
  call("POST", `/entity-relationships/${relationship}/invitations`, headers, body);
const codeOf = (url: string) => new URL(url).pathname.replace("/vendor-invite/", "");
const lastMail = async (to: string) =>
  (await t.mailsTo(to)).at(-1) as { template: string; data: { url: string } };

describe("inviting a vendor's compliance contact", () => {
  it("a Procurement Manager invites with a message: pending 14 days, mailed a link with the message", async () => {
    const id = await vendor();
    const res = await invite(
      id,
      { email: " Ada@Vendor.test ", message: "Please answer by Friday" },
      procurement,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      relationship: id,
      email: "ada@vendor.test",
      message: "Please answer by Friday",
      status: "PENDING",
      reminders_sent: 0,
      created_by: { email: "pm@acme.test" },
      accepted: null,
      revoked: null,
    });
    expect(new Date(body.expires).getTime() - clock.getTime()).toBe(14 * 24 * 3600 * 1000);
    const mail = await lastMail("ada@vendor.test");
    expect(mail).toMatchObject({
      template: "vendor-invitation",
      data: { customerName: "Acme Inc", message: "Please answer by Friday", days: 14, reminder: 0 },
    });
    expect(mail.data.url).toMatch(/^http:\/\/localhost:3000\/vendor-invite\/[\w-]{43}$/);
    // The code is stored hashed only: the answer never carries it.
    expect(JSON.stringify(body)).not.toContain(codeOf(mail.data.url));
    const listed = await call("GET", `/entity-relationships/${id}/invitations`, viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((i: { id: string }) => i.id)).toEqual([body.id]);
  });

  it("refuses a second open invitation of the same vendor (409), and the message over 1000 characters (400)", async () => {
    const id = await vendor();
    expect((await invite(id, { email: "bob@vendor.test" })).statusCode).toBe(201);
    const again = await invite(id, { email: "other@vendor.test" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: vendorInvitationMessages.alreadyOpen,
      fields: { email: vendorInvitationMessages.alreadyOpen },
    });
    const long = await invite(await vendor(), { email: "c@vendor.test", message: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ message: fieldMessages.invitationMessageTooLong });
    expect(
      (await invite(await vendor(), { email: "c@vendor.test", message: "x".repeat(1000) })).statusCode,
    ).toBe(201);
  });

  it("of two invitations of one vendor at once, exactly one is written", async () => {
    const id = await vendor();
    const both = await Promise.all([invite(id, { email: "x@v.test" }), invite(id, { email: "y@v.test" })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.vendorInvitation.count({ where: { relationshipId: id } })).toBe(1);
  });

  it("answers the spec's field messages for a bad address", async () => {
    const id = await vendor();
    expect((await invite(id, {})).json().fields).toEqual({ email: fieldMessages.emailRequired });
    expect((await invite(id, { email: "not-an-address" })).json().fields).toEqual({
      email: fieldMessages.emailInvalid,
    });
  });

  it("Viewers and Compliance Managers may read but not invite (403); another workspace's vendor is 404", async () => {
    const id = await vendor();
    expect((await invite(id, { email: "v@v.test" }, viewer)).statusCode).toBe(403);
    expect((await invite(id, { email: "v@v.test" }, compliance)).statusCode).toBe(403);
    expect((await call("GET", `/entity-relationships/${id}/invitations`, compliance)).statusCode).toBe(200);
    expect((await invite(id, { email: "v@v.test" }, otherHeaders)).statusCode).toBe(404);
    expect((await call("GET", `/entity-relationships/${id}/invitations`, otherHeaders)).statusCode).toBe(404);
  });
});

describe("bulk from the selected rows of the vendor list", () => {
  it("invites each row's contact with one message", async () => {
    const [a, b] = [await vendor(), await vendor()];
    const res = await call("POST", "/vendor-invitations/bulk", procurement, {
      invites: [
        { relationship: a, email: "a@bulk.test" },
        { relationship: b, email: "b@bulk.test" },
      ],
      message: "Our annual review",
    });
    expect(res.statusCode).toBe(201);
    expect(
      res.json().results.map((i: { relationship: string; email: string }) => [i.relationship, i.email]),
    ).toEqual([
      [a, "a@bulk.test"],
      [b, "b@bulk.test"],
    ]);
    expect((await lastMail("b@bulk.test")).data).toMatchObject({ message: "Our annual review" });
  });

  it("names every bad row and writes nothing: repeated vendors, bad addresses, vendors already invited; a foreign vendor is 404", async () => {
    const [mine, invited] = [await vendor(), await vendor()];
    await invite(invited, { email: "first@bulk.test" });
    const foreign = (await createVendor(t.db, { workspaceId: otherWorkspace, name: "Theirs" })).relationship
      .id;
    const bad = await call("POST", "/vendor-invitations/bulk", ownerHeaders, {
      invites: [
        { relationship: mine, email: "ok@bulk.test" },
        { relationship: foreign, email: "ok2@bulk.test" },
        { relationship: mine, email: "ok3@bulk.test" },
        { relationship: mine, email: "nope" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ "invites.3.email": fieldMessages.emailInvalid });
    // Another workspace's vendor answers 404, as an id from another workspace always does.
    const foreignRow = await call("POST", "/vendor-invitations/bulk", ownerHeaders, {
      invites: [
        { relationship: mine, email: "ok@bulk.test" },
        { relationship: foreign, email: "ok2@bulk.test" },
        { relationship: mine, email: "ok3@bulk.test" },
      ],
    });
    expect(foreignRow.statusCode).toBe(404);
    const refused = await call("POST", "/vendor-invitations/bulk", ownerHeaders, {
      invites: [
        { relationship: mine, email: "ok@bulk.test" },
        { relationship: mine, email: "ok3@bulk.test" },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      "invites.1.relationship": fieldMessages.vendorInvalid,
    });
    const conflict = await call("POST", "/vendor-invitations/bulk", ownerHeaders, {
      invites: [
        { relationship: mine, email: "ok@bulk.test" },
        { relationship: invited, email: "again@bulk.test" },
      ],
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().fields).toEqual({ "invites.1.email": vendorInvitationMessages.alreadyOpen });
    expect(await t.db.vendorInvitation.count({ where: { relationshipId: mine } })).toBe(0);
    expect(await t.mailsTo("ok@bulk.test")).toEqual([]);
    const empty = await call("POST", "/vendor-invitations/bulk", ownerHeaders, { invites: [] });
    expect(empty.json().fields).toEqual({ invites: fieldMessages.vendorsRequired });
    expect((await call("POST", "/vendor-invitations/bulk", viewer, { invites: [] })).statusCode).toBe(403);
  });
});

describe("resending and revoking", () => {
  it("resend mails a new link living 14 days from now; the old code dies; at most 3 mails an hour", async () => {
    const created = (await invite(await vendor(), { email: "re@vendor.test" })).json();
    const first = codeOf((await lastMail("re@vendor.test")).data.url);
    clock = new Date(clock.getTime() + 60_000);
    const res = await call("PATCH", `/vendor-invitations/${created.id}/resend`, procurement);
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().expires).getTime()).toBe(clock.getTime() + 14 * 24 * 3600 * 1000);
    const second = codeOf((await lastMail("re@vendor.test")).data.url);
    expect(second).not.toBe(first);
    const stored = await t.db.vendorInvitation.findUniqueOrThrow({ where: { id: created.id } });
    // Only the new code's hash is kept: the old link no longer names the invitation.
    expect(stored.codeHash).toBe(createHash("sha256").update(second).digest("hex"));
    expect(stored.mailedAt).toHaveLength(2);
    expect((await call("PATCH", `/vendor-invitations/${created.id}/resend`, procurement)).statusCode).toBe(
      200,
    );
    const limited = await call("PATCH", `/vendor-invitations/${created.id}/resend`, procurement);
    expect(limited.statusCode).toBe(429);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await call("PATCH", `/vendor-invitations/${created.id}/resend`, procurement)).statusCode).toBe(
      200,
    );
  });

  it("an expired invitation reads EXPIRED and may be resent (pending again) or revoked", async () => {
    const created = (await invite(await vendor(), { email: "late@vendor.test" })).json();
    clock = new Date(clock.getTime() + 15 * 24 * 3600 * 1000);
    const listed = await call(
      "GET",
      `/entity-relationships/${created.relationship}/invitations`,
      ownerHeaders,
    );
    expect(listed.json().results[0].status).toBe("EXPIRED");
    const resent = await call("PATCH", `/vendor-invitations/${created.id}/resend`, ownerHeaders);
    expect(resent.json().status).toBe("PENDING");
    clock = new Date(clock.getTime() + 15 * 24 * 3600 * 1000);
    const revoked = await call("PATCH", `/vendor-invitations/${created.id}/revoke`, ownerHeaders);
    expect(revoked.json()).toMatchObject({ status: "REVOKED", revoked: clock.toISOString() });
  });

  it("revoked is final: resend and revoke again are 409; the vendor may be invited afresh", async () => {
    const id = await vendor();
    const created = (await invite(id, { email: "gone@vendor.test" })).json();
    expect((await call("PATCH", `/vendor-invitations/${created.id}/revoke`, procurement)).statusCode).toBe(
      200,
    );
    for (const action of ["resend", "revoke"]) {
      const res = await call("PATCH", `/vendor-invitations/${created.id}/${action}`, procurement);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(vendorInvitationMessages.closed("REVOKED"));
    }
    expect((await invite(id, { email: "gone@vendor.test" })).statusCode).toBe(201);
  });

  it("an accepted invitation, or a vendor already linked, cannot be changed or invited again (409)", async () => {
    const id = await vendor();
    const created = (await invite(id, { email: "done@vendor.test" })).json();
    await t.db.vendorInvitation.update({ where: { id: created.id }, data: { status: "ACCEPTED" } });
    await t.db.vendorRelationship.update({ where: { id }, data: { linkedEntityId: owner.entity.id } });
    for (const action of ["resend", "revoke"]) {
      const res = await call("PATCH", `/vendor-invitations/${created.id}/${action}`, ownerHeaders);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(vendorInvitationMessages.closed("ACCEPTED"));
    }
    const again = await invite(id, { email: "done@vendor.test" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(vendorInvitationMessages.alreadyLinked);
  });

  it("only Procurement Managers and Admins resend or revoke; another workspace's invitation is 404", async () => {
    const created = (await invite(await vendor(), { email: "who@vendor.test" })).json();
    for (const action of ["resend", "revoke"]) {
      expect((await call("PATCH", `/vendor-invitations/${created.id}/${action}`, viewer)).statusCode).toBe(
        403,
      );
      expect(
        (await call("PATCH", `/vendor-invitations/${created.id}/${action}`, compliance)).statusCode,
      ).toBe(403);
      expect(
        (await call("PATCH", `/vendor-invitations/${created.id}/${action}`, otherHeaders)).statusCode,
      ).toBe(404);
    }
  });
});

describe("the invitation mail", () => {
  it("leaves through the mail job to a real SMTP server with the link and the message", async () => {
    await invite(await vendor(), { email: "smtp@vendor.test", message: "Hello from Acme & co" });
    const queue = new Queue(sendMailJob.name, { connection: t.redis, prefix: t.env.REDIS_PREFIX });
    const job = (await queue.getJobs(["waiting"])).find((j) => j.data.to === "smtp@vendor.test")!;
    await queue.close();
    const sink = await startSmtpSink();
    const silent = { info() {}, warn() {}, error() {} };
    const mailer = createMailer(
      { smtpUrl: sink.url, outboxDir: "unused", from: "Tierline <no-reply@tierline.test>" },
      silent,
    );
    try {
      await sendMailJob.handle(sendMailJob.schema.parse(job.data), { mailer } as never);
      const [mail] = await sink.waitFor(1);
      expect(mail!.to).toEqual(["smtp@vendor.test"]);
      expect(mail!.raw).toContain("Subject: Acme Inc invites you to share your compliance information");
      const unfolded = mail!.raw.replace(/=\r?\n/g, "");
      expect(unfolded).toContain("/vendor-invite/");
      expect(unfolded).toContain("Hello from Acme &amp; co");
      expect(unfolded).toContain("Hello from Acme & co");
    } finally {
      mailer.close();
      await sink.close();
    }
  });
});
