import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import {
  bearerFor,
  callApi,
  inviteByEmail as invite,
  lastInviteCode,
  roleId,
  signedInMember,
} from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

/** Pending invitations after they are sent: revoked, resent (within the mail limit), and open links listed and revoked. */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let ownerHeaders: Record<string, string>;
let viewerRole: string;
let other: { headers: Record<string, string> };
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerWithPassword(t.db, "owner@acme.test");
  ownerHeaders = await bearerFor(t, "owner@acme.test");
  viewerRole = await roleId(t.db, "VIEWER");
  await ownerWithPassword(t.db, "owner@other.test");
  other = { headers: await bearerFor(t, "owner@other.test") };
});
afterAll(() => t.close());

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
const inviteByEmail = (email: string) => invite(t, ownerHeaders, email, [viewerRole]);
const signUp = (code: string, email: string) =>
  call("POST", "/members", {}, { code, email, first_name: "New", last_name: "Member", password: PASSWORD });
const listed = async (status: string) =>
  (await call("GET", `/memberships?status=${status}&page_size=100`, ownerHeaders))
    .json()
    .results.map((m: { email: string }) => m.email);

describe("revoking a pending invitation", () => {
  it("kills the code at once and takes the person off the lists; the address can be invited afresh", async () => {
    const { membership, code } = await inviteByEmail("rita@example.test");
    const res = await call("PATCH", `/memberships/${membership.id}/revoke-invite`, ownerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: membership.id, status: "HIDDEN", invite_expires: null });

    const offer = await call("GET", `/memberships/code/${code}`);
    expect(offer.statusCode).toBe(400);
    expect(offer.json().code).toBe("LINK_INVALID");
    expect((await signUp(code, "rita@example.test")).statusCode).toBe(400);
    for (const status of ["ACTIVE", "INVITED", "DEACTIVATED"])
      expect(await listed(status)).not.toContain("rita@example.test");
    // Gone like a hidden member: the id names nothing any more.
    expect(
      (await call("PATCH", `/memberships/${membership.id}/revoke-invite`, ownerHeaders)).statusCode,
    ).toBe(404);

    const again = await inviteByEmail("rita@example.test");
    expect(again.membership).toMatchObject({ status: "INVITED" });
    expect((await signUp(again.code, "rita@example.test")).statusCode).toBe(201);
  });

  it("puts a re-invited former member back to Deactivated, as before the re-invite", async () => {
    const sam = await signedInMember(t, owner.workspace.id, ["VIEWER"], "sam@example.test");
    const id = sam.membership.id;
    await call("PATCH", `/memberships/${id}`, ownerHeaders, { status: "DEACTIVATED" });
    await call("PATCH", `/memberships/${id}/re-invite`, ownerHeaders);
    const code = await lastInviteCode(t, "sam@example.test");
    const res = await call("PATCH", `/memberships/${id}/revoke-invite`, ownerHeaders);
    expect(res.json().status).toBe("DEACTIVATED");
    expect(await listed("DEACTIVATED")).toContain("sam@example.test");
    expect((await call("GET", `/memberships/code/${code}`)).statusCode).toBe(400);
  });

  it("is only for pending invitations: an Active member is 409, and deactivating an invitation is 409", async () => {
    const ann = await signedInMember(t, owner.workspace.id, ["VIEWER"], "ann@example.test");
    const active = await call("PATCH", `/memberships/${ann.membership.id}/revoke-invite`, ownerHeaders);
    expect(active.statusCode).toBe(409);
    const { membership } = await inviteByEmail("pending@example.test");
    const off = await call("PATCH", `/memberships/${membership.id}`, ownerHeaders, { status: "DEACTIVATED" });
    expect(off.statusCode).toBe(409);
  });

  it("of a revoke and a sign-up racing, exactly one lands", async () => {
    const { membership, code } = await inviteByEmail("racer@example.test");
    const [revoke, joined] = await Promise.all([
      call("PATCH", `/memberships/${membership.id}/revoke-invite`, ownerHeaders),
      signUp(code, "racer@example.test"),
    ]);
    const wins = [revoke.statusCode === 200, joined.statusCode === 201].filter(Boolean);
    expect(wins, `revoke ${revoke.statusCode}, sign-up ${joined.statusCode}`).toHaveLength(1);
    const row = await t.db.membership.findUniqueOrThrow({ where: { id: membership.id } });
    expect(row.status).toBe(revoke.statusCode === 200 ? "HIDDEN" : "ACTIVE");
  });
});

describe("resending a pending invitation", () => {
  it("mails a fresh code living 14 days from now; the old code dies", async () => {
    const { membership, code: first } = await inviteByEmail("ned@example.test");
    // The first mail went out ten days ago.
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await t.db.membershipInvite.updateMany({
      where: { membershipId: membership.id },
      data: { createdAt: tenDaysAgo, expiresAt: new Date(Date.now() + 4 * 86_400_000) },
    });

    const res = await call("PATCH", `/memberships/${membership.id}/resend-invite`, ownerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("INVITED");
    const days = (Date.parse(res.json().invite_expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    const fresh = await lastInviteCode(t, "ned@example.test");
    expect(fresh).not.toBe(first);
    expect((await call("GET", `/memberships/code/${first}`)).statusCode).toBe(400);
    expect((await signUp(first, "ned@example.test")).statusCode).toBe(400);
    expect((await signUp(fresh, "ned@example.test")).statusCode).toBe(201);
    // Joined: nothing left to resend.
    expect(
      (await call("PATCH", `/memberships/${membership.id}/resend-invite`, ownerHeaders)).statusCode,
    ).toBe(409);
  });

  it("sends at most 3 mails an hour to one invitation, then answers 429 with Retry-After", async () => {
    const { membership } = await inviteByEmail("flood@example.test");
    const resend = () => call("PATCH", `/memberships/${membership.id}/resend-invite`, ownerHeaders);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("RATE_LIMITED");
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(refused.json().message).toBe(
      "Too many invitation emails were sent to this address. Try again in 60 minutes.",
    );
    expect(await t.mailsTo("flood@example.test")).toHaveLength(3);

    // Every way of mailing the invitation counts: inviting the address again, or typing it at an open link.
    const again = await call("POST", "/memberships/email-invite", ownerHeaders, {
      invites: [
        { email: "someone-new@example.test", roles: [viewerRole] },
        { email: "flood@example.test", roles: [viewerRole] },
      ],
    });
    expect(again.statusCode).toBe(429);
    expect(Object.keys(again.json().fields)).toEqual(["invites.1.email"]);
    expect(await t.mailsTo("someone-new@example.test")).toHaveLength(0);
    const { code: link } = (
      await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] })
    ).json();
    const typed = await call("POST", "/members", {}, { code: link, email: "flood@example.test" });
    expect(typed.statusCode).toBe(429);
    expect(Object.keys(typed.json().fields)).toEqual(["email"]);
    expect(await t.mailsTo("flood@example.test")).toHaveLength(3);

    // An hour after the first mail, one more may go.
    await t.db.membershipInvite.updateMany({
      where: { membershipId: membership.id },
      data: { createdAt: new Date(Date.now() - 3_601_000) },
    });
    expect((await resend()).statusCode).toBe(200);
  });

  it("of two resends racing, each mails its own code and exactly one of them works", async () => {
    const { membership } = await inviteByEmail("twice@example.test");
    const both = await Promise.all(
      [1, 2].map(() => call("PATCH", `/memberships/${membership.id}/resend-invite`, ownerHeaders)),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const codes = (await t.mailsTo("twice@example.test")).map((m) => new URL(m.data.url).pathname.slice(8));
    expect(new Set(codes).size).toBe(3);
    const usable = [];
    for (const code of codes) usable.push((await call("GET", `/memberships/code/${code}`)).statusCode);
    expect(usable.filter((s) => s === 200)).toHaveLength(1);
    expect(usable[0]).toBe(400);
  });
});

describe("open links", () => {
  it("lists the links that still work, and a revoked one stops working at once", async () => {
    const make = async () =>
      (await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] })).json().code;
    const kept = await make();
    const leaked = await make();
    const page = (await call("GET", "/memberships/open-invites", ownerHeaders)).json();
    expect(page.count).toBeGreaterThanOrEqual(2);
    const [newest] = page.results;
    expect(newest).toMatchObject({
      roles: [{ code: "VIEWER", name: "Viewer" }],
      created_by: { email: "owner@acme.test", first_name: "Olive", last_name: "Owner" },
    });
    expect(JSON.stringify(page)).not.toContain(leaked);

    const res = await call("DELETE", `/memberships/open-invites/${newest.id}`, ownerHeaders);
    expect(res.statusCode).toBe(200);
    expect((await call("GET", `/memberships/code/${leaked}`)).statusCode).toBe(400);
    expect((await call("POST", "/members", {}, { code: leaked, email: "x@example.test" })).statusCode).toBe(
      400,
    );
    expect((await call("GET", `/memberships/code/${kept}`)).statusCode).toBe(200);
    const after = (await call("GET", "/memberships/open-invites", ownerHeaders)).json();
    expect(after.count).toBe(page.count - 1);
    expect(after.results.map((l: { id: string }) => l.id)).not.toContain(newest.id);
    expect((await call("DELETE", `/memberships/open-invites/${newest.id}`, ownerHeaders)).statusCode).toBe(
      404,
    );
  });

  it("leaves out expired links and links whose creator may no longer invite", async () => {
    const admin = await signedInMember(t, owner.workspace.id, ["ADMIN"], "linker@example.test");
    await call("POST", "/memberships/open-invite", admin.headers, { roles: [viewerRole] });
    const ids = async () =>
      (await call("GET", "/memberships/open-invites?page_size=100", ownerHeaders))
        .json()
        .results.map((l: { created_by: { email: string } }) => l.created_by.email);
    expect(await ids()).toContain("linker@example.test");
    await call("PATCH", `/memberships/${admin.membership.id}`, ownerHeaders, { roles: [viewerRole] });
    expect(await ids()).not.toContain("linker@example.test");

    const before = (await call("GET", "/memberships/open-invites", ownerHeaders)).json().count;
    await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] });
    await t.db.membershipInvite.updateMany({
      where: { workspaceId: owner.workspace.id, kind: "LINK" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(before).toBeGreaterThan(0);
    expect((await call("GET", "/memberships/open-invites", ownerHeaders)).json().count).toBe(0);
  });
});

describe("who may revoke and resend", () => {
  it("answers 404 for another workspace's invitation or link, and 403 to a Viewer", async () => {
    const { membership } = await inviteByEmail("guarded@example.test");
    const { code } = (
      await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] })
    ).json();
    const link = await t.db.membershipInvite.findFirstOrThrow({
      where: { workspaceId: owner.workspace.id, kind: "LINK", usedAt: null },
      orderBy: { createdAt: "desc" },
    });
    const viewer = await signedInMember(t, owner.workspace.id, ["VIEWER"], "viv@example.test");
    const calls = [
      ["PATCH", `/memberships/${membership.id}/revoke-invite`],
      ["PATCH", `/memberships/${membership.id}/resend-invite`],
      ["DELETE", `/memberships/open-invites/${link.id}`],
    ] as const;
    for (const [method, url] of calls) {
      expect(
        (await call(method, url, other.headers)).statusCode,
        `${method} ${url} as another workspace`,
      ).toBe(404);
      const denied = await call(method, url, viewer.headers);
      expect(denied.statusCode, `${method} ${url} as a Viewer`).toBe(403);
    }
    expect((await call("GET", "/memberships/open-invites", viewer.headers)).statusCode).toBe(403);
    // Nothing happened: the invitation and the link still work.
    expect((await call("GET", `/memberships/code/${code}`)).statusCode).toBe(200);
    expect((await t.mailsTo("guarded@example.test")).length).toBe(1);
    expect(
      (await signUp(await lastInviteCode(t, "guarded@example.test"), "guarded@example.test")).statusCode,
    ).toBe(201);
  });
});
