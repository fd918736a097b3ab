import { hashPassword } from "@tierline/core";
import { addMember, createUser } from "@tierline/db";
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

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithPassword>>;
let ownerHeaders: Record<string, string>;
let viewerRole: string;
let complianceRole: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerWithPassword(t.db, "owner@acme.test");
  ownerHeaders = await bearerFor(t, "owner@acme.test");
  viewerRole = await roleId(t.db, "VIEWER");
  complianceRole = await roleId(t.db, "COMPLIANCE_MANAGER");
});
afterAll(() => t.close());

const call: ReturnType<typeof callApi> = (...args) => callApi(t)(...args);
const inviteByEmail = (email: string, roles = [viewerRole]) => invite(t, ownerHeaders, email, roles);

describe("GET /member-roles", () => {
  it("lists the four roles of decisions.md, each with what it may do", async () => {
    const res = await call("GET", "/member-roles", ownerHeaders);
    const roles: { code: string; name: string; description: string }[] = res.json();
    expect(roles.map((r) => [r.code, r.name])).toEqual([
      ["ADMIN", "Admin"],
      ["COMPLIANCE_MANAGER", "Compliance Manager"],
      ["PROCUREMENT_MANAGER", "Procurement Manager"],
      ["VIEWER", "Viewer"],
    ]);
    expect(roles.find((r) => r.code === "VIEWER")!.description).toBe(
      "Reads everything in the workspace and writes notes",
    );
    expect(roles.find((r) => r.code === "ADMIN")!.description).toMatch(/^Everything, including members/);
  });
});

describe("e-mail invites", () => {
  it("invites several addresses at once and mails each a 14-day link", async () => {
    const res = await call("POST", "/memberships/email-invite", ownerHeaders, {
      invites: [
        { email: "Ann@Example.test", roles: [viewerRole] },
        { email: "bob@example.test", roles: [viewerRole, complianceRole] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [ann, bob] = res.json().results;
    expect(ann).toMatchObject({
      email: "ann@example.test",
      status: "INVITED",
      user_id: null,
      is_owner: false,
    });
    expect(bob.roles.map((r: { code: string }) => r.code).sort()).toEqual(["COMPLIANCE_MANAGER", "VIEWER"]);
    const days = (Date.parse(ann.invite_expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const [mail] = await t.mailsTo("ann@example.test");
    expect(mail!.data.url).toMatch(/^http:\/\/localhost:3000\/invite\/[\w-]{43}$/);
  });

  it("reports every bad row with a field message and writes nothing", async () => {
    const before = await t.db.membership.count();
    const res = await call("POST", "/memberships/email-invite", ownerHeaders, {
      invites: [
        { email: "owner@acme.test", roles: [viewerRole] },
        { email: "nope", roles: [viewerRole] },
        { email: "carl@example.test", roles: [] },
        { email: "dee@example.test", roles: [viewerRole] },
        { email: "DEE@example.test", roles: [viewerRole] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      "invites.1.email": "Please enter a valid email",
      "invites.2.roles": "Please select at least one role",
    });
    const dup = await call("POST", "/memberships/email-invite", ownerHeaders, {
      invites: [
        { email: "owner@acme.test", roles: [viewerRole] },
        { email: "dee@example.test", roles: [viewerRole] },
        { email: "DEE@example.test", roles: [viewerRole] },
      ],
    });
    expect(dup.json().fields).toEqual({
      "invites.0.email": "This person is already a member of the workspace.",
      "invites.2.email": "This address is already in the list.",
    });
    expect(await t.db.membership.count()).toBe(before);
  });
});

describe("signing up through an invite", () => {
  it("shows what the code offers, signs the invited person up once, and lists them as Active", async () => {
    const { code } = await inviteByEmail("erin@example.test");
    const info = await call("GET", `/memberships/code/${code}`);
    expect(info.json()).toMatchObject({
      workspace: { name: "Acme Inc" },
      email: "erin@example.test",
      account_exists: false,
    });
    expect(info.json().roles).toEqual([
      expect.objectContaining({
        code: "VIEWER",
        description: "Reads everything in the workspace and writes notes",
      }),
    ]);

    const wrongEmail = await call(
      "POST",
      "/members",
      {},
      { code, email: "other@example.test", first_name: "E", last_name: "R", password: PASSWORD },
    );
    expect(wrongEmail.json().fields).toEqual({ email: "This invitation was sent to another address." });
    const signUp = await call(
      "POST",
      "/members",
      {},
      { code, email: "erin@example.test", first_name: "Erin", last_name: "Ray", password: PASSWORD },
    );
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().user).toMatchObject({
      email: "erin@example.test",
      membership: { roles: ["VIEWER"], is_owner: false },
    });
    expect(signUp.json().user.primary_entity.workspace.name).toBe("Acme Inc");

    const again = await call(
      "POST",
      "/members",
      {},
      { code, email: "erin@example.test", first_name: "Erin", last_name: "Ray", password: PASSWORD },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("LINK_INVALID");
    expect((await call("GET", `/memberships/code/${code}`)).statusCode).toBe(400);
    const active = await call("GET", "/memberships?status=ACTIVE", ownerHeaders);
    expect(active.json().results.map((m: { email: string }) => m.email)).toContain("erin@example.test");
  });

  it("answers 404 for an unknown code and 400 for an expired one", async () => {
    expect((await call("GET", "/memberships/code/not-a-real-code")).statusCode).toBe(404);
    const { code } = await inviteByEmail("fay@example.test");
    await t.db.membershipInvite.updateMany({
      where: { membership: { email: "fay@example.test" } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await call("GET", `/memberships/code/${code}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({
      code: "This link is invalid or has expired. Please request a new one.",
    });
  });

  it("an open link mails the typed address an invitation with its roles; an existing account signs in and accepts", async () => {
    const link = await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [complianceRole] });
    expect(link.statusCode).toBe(200);
    const { code, url } = link.json();
    expect(url).toBe(`http://localhost:3000/invite/${code}`);

    // The address typed at an open link is not proven: the link asks only for it, and mails it an
    // invitation; names and password are asked once, on the mailed invitation's page.
    const typed = await call("POST", "/members", {}, { code, email: "gus@example.test" });
    expect(typed.statusCode).toBe(202);
    expect(typed.json()).toEqual({ email_sent: true, email: "gus@example.test" });
    expect(await t.db.user.count({ where: { email: "gus@example.test" } })).toBe(0);
    const mailed = await lastInviteCode(t, "gus@example.test");
    const bare = await call("POST", "/members", {}, { code: mailed, email: "gus@example.test" });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      first_name: "First name is required",
      last_name: "Last name is required",
      password: "Must have at least 8 characters",
    });
    const gus = await call(
      "POST",
      "/members",
      {},
      { code: mailed, email: "gus@example.test", first_name: "Gus", last_name: "G", password: PASSWORD },
    );
    expect(gus.statusCode).toBe(201);
    expect(gus.json().user).toMatchObject({ first_name: "Gus", last_name: "G" });
    expect(gus.json().user.membership.roles).toEqual(["COMPLIANCE_MANAGER"]);

    const halsOwn = await ownerWithPassword(t.db, "hal@other.test");
    const hal = await bearerFor(t, "hal@other.test");
    const accepted = await call("POST", "/memberships/accept-invite", hal, { code });
    expect(accepted.statusCode).toBe(200);
    // The answer names the workspace joined, and the user now has both; their default stays their own.
    expect(accepted.json().workspace_id).toBe(owner.workspace.id);
    const { user } = accepted.json();
    expect(user.workspaces.map((w: { id: string }) => w.id)).toEqual([
      halsOwn.workspace.id,
      owner.workspace.id,
    ]);
    expect(user.workspaces[1]).toMatchObject({ roles: ["COMPLIANCE_MANAGER"], is_owner: false });
    expect(user.primary_entity.workspace.id).toBe(halsOwn.workspace.id);
    expect((await call("POST", "/memberships/accept-invite", hal, { code })).statusCode).toBe(409);
    expect((await call("POST", "/memberships/accept-invite", {}, { code })).statusCode).toBe(401);
  });

  it("an open link dies with its creator's right to invite", async () => {
    const admin = await signedInMember(t, owner.workspace.id, ["ADMIN"], "link-maker@example.test");
    const { code } = (
      await call("POST", "/memberships/open-invite", admin.headers, { roles: [viewerRole] })
    ).json();
    expect((await call("GET", `/memberships/code/${code}`)).statusCode).toBe(200);
    await call("PATCH", `/memberships/${admin.membership.id}`, ownerHeaders, { roles: [viewerRole] });
    expect((await call("GET", `/memberships/code/${code}`)).statusCode).toBe(400);
  });

  it("a link neither replaces a pending invitation nor revives a deactivated member", async () => {
    const { code } = (
      await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] })
    ).json();
    await ownerWithPassword(t.db, "pending@other.test");
    await inviteByEmail("pending@other.test");
    const pending = await call(
      "POST",
      "/memberships/accept-invite",
      await bearerFor(t, "pending@other.test"),
      { code },
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      "You already have an invitation to this workspace: use the link in that e-mail.",
    );

    const gone = await signedInMember(t, owner.workspace.id, ["VIEWER"], "gone@example.test");
    await ownerWithPassword(t.db, "gone-elsewhere@other.test");
    await t.db.membership.update({ where: { id: gone.membership.id }, data: { status: "DEACTIVATED" } });
    const typed = await call(
      "POST",
      "/members",
      {},
      { code, email: "gone@example.test", first_name: "G", last_name: "G", password: PASSWORD },
    );
    expect(typed.statusCode).toBe(403);
  });

  it("accepting needs a proven address: an account signed up without proof must confirm it first", async () => {
    const signUp = await call(
      "POST",
      "/entity-onboarding",
      {},
      { email: "claimer@else.test", first_name: "C", last_name: "L", brand_name: "Else", password: PASSWORD },
    );
    const { code } = (
      await call("POST", "/memberships/open-invite", ownerHeaders, { roles: [viewerRole] })
    ).json();
    const res = await call(
      "POST",
      "/memberships/accept-invite",
      { authorization: `Bearer ${signUp.json().access}` },
      { code },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      "Confirm your e-mail address first: sign in with a link sent to it, then accept the invitation.",
    );
  });

  it("an e-mail invite is accepted only by its own address", async () => {
    await ownerWithPassword(t.db, "ivy@other.test");
    const { code } = await inviteByEmail("ivy@other.test");
    const stranger = await signedInMember(t, owner.workspace.id, ["VIEWER"], "stranger@example.test");
    expect((await call("POST", "/memberships/accept-invite", stranger.headers, { code })).statusCode).toBe(
      403,
    );
    const ivy = await bearerFor(t, "ivy@other.test");
    expect((await call("POST", "/memberships/accept-invite", ivy, { code })).statusCode).toBe(200);
  });
});

describe("the life of a membership", () => {
  it("edits roles, deactivates (ending the member's sessions), re-invites and hides", async () => {
    const jo = await signedInMember(t, owner.workspace.id, ["VIEWER"], "jo@example.test");
    const id = jo.membership.id;
    const edited = await call("PATCH", `/memberships/${id}`, ownerHeaders, { roles: [complianceRole] });
    expect(edited.json().roles.map((r: { code: string }) => r.code)).toEqual(["COMPLIANCE_MANAGER"]);
    expect((await call("PATCH", `/memberships/${id}`, ownerHeaders, { roles: [] })).json().fields).toEqual({
      roles: "Please select at least one role",
    });

    expect((await call("PATCH", `/memberships/${id}`, ownerHeaders, { status: "HIDDEN" })).statusCode).toBe(
      409,
    );
    const off = await call("PATCH", `/memberships/${id}`, ownerHeaders, { status: "DEACTIVATED" });
    expect(off.json().status).toBe("DEACTIVATED");
    expect((await call("GET", "/users/me", jo.headers)).statusCode).toBe(401);
    const signIn = await call("POST", "/auth/token", {}, { email: "jo@example.test", password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe("ACCOUNT_DEACTIVATED");

    const back = await call("PATCH", `/memberships/${id}/re-invite`, ownerHeaders);
    expect(back.json().status).toBe("INVITED");
    expect((await t.mailsTo("jo@example.test")).at(-1)!.template).toBe("invitation");
    expect((await call("PATCH", `/memberships/${id}/re-invite`, ownerHeaders)).statusCode).toBe(409);

    // Revoking the re-invitation leaves a former member Deactivated, who may then be hidden.
    expect((await call("PATCH", `/memberships/${id}/revoke-invite`, ownerHeaders)).json().status).toBe(
      "DEACTIVATED",
    );
    expect(
      (await call("PATCH", `/memberships/${id}`, ownerHeaders, { status: "HIDDEN" })).json().status,
    ).toBe("HIDDEN");
    const lists = await Promise.all(
      ["", "?status=DEACTIVATED"].map((q) => call("GET", `/memberships${q}`, ownerHeaders)),
    );
    for (const list of lists) expect(list.json().results.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(
      (await call("PATCH", `/memberships/${id}`, ownerHeaders, { roles: [viewerRole] })).statusCode,
    ).toBe(404);
  });

  it("revoking an invitation never touches the invited person's account elsewhere", async () => {
    // Someone with an account but no active membership anywhere (e.g. a vendor's user).
    await createUser(t.db, { email: "outsider@vendor.test", passwordHash: await hashPassword(PASSWORD) });
    const { membership } = await inviteByEmail("outsider@vendor.test");
    expect(membership.user_id).toBeNull();
    const revoked = await call("PATCH", `/memberships/${membership.id}/revoke-invite`, ownerHeaders);
    expect(revoked.json().status).toBe("HIDDEN");
    expect(
      (await call("POST", "/auth/token", {}, { email: "outsider@vendor.test", password: PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it("refuses duplicate role ids and a workspace header that is malformed or not the caller's", async () => {
    const dup = await call("POST", "/memberships/open-invite", ownerHeaders, {
      roles: [viewerRole, viewerRole],
    });
    expect(dup.json().fields).toEqual({ roles: "Choose each role once" });
    expect(
      (await call("GET", "/memberships", { ...ownerHeaders, "x-workspace-id": "nope" })).statusCode,
    ).toBe(400);
    const other = await ownerWithPassword(t.db, "header-owner@other.test");
    expect(
      (await call("GET", "/memberships", { ...ownerHeaders, "x-workspace-id": other.workspace.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("GET", "/memberships", { ...ownerHeaders, "x-workspace-id": owner.workspace.id }))
        .statusCode,
    ).toBe(200);
    expect((await call("GET", "/memberships?page=99999999999", ownerHeaders)).statusCode).toBe(400);
  });

  it("nobody may deactivate, hide or demote the owner", async () => {
    const ownerMembership = await t.db.membership.findFirstOrThrow({ where: { userId: owner.user.id } });
    const admin = await signedInMember(t, owner.workspace.id, ["ADMIN"], "second-admin@example.test");
    for (const headers of [ownerHeaders, admin.headers]) {
      expect(
        (await call("PATCH", `/memberships/${ownerMembership.id}`, headers, { status: "DEACTIVATED" }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call("PATCH", `/memberships/${ownerMembership.id}`, headers, { roles: [viewerRole] }))
          .statusCode,
      ).toBe(403);
    }
  });

  it("a Viewer may list members but not invite or change them", async () => {
    const viewer = await signedInMember(t, owner.workspace.id, ["VIEWER"], "vera@example.test");
    expect((await call("GET", "/memberships", viewer.headers)).statusCode).toBe(200);
    const invite = await call("POST", "/memberships/email-invite", viewer.headers, {
      invites: [{ email: "x@example.test", roles: [viewerRole] }],
    });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe("Access denied. You do not have permission to perform this action.");
    expect(
      (await call("POST", "/memberships/open-invite", viewer.headers, { roles: [viewerRole] })).statusCode,
    ).toBe(403);
    expect(
      (
        await call("PATCH", `/memberships/${viewer.membership.id}`, viewer.headers, {
          roles: [complianceRole],
        })
      ).statusCode,
    ).toBe(403);
  });

  it("pages the list with next and previous links", async () => {
    for (let i = 0; i < 11; i++)
      await addMember(t.db, {
        workspaceId: owner.workspace.id,
        userId: (await createUser(t.db)).id,
        roles: ["VIEWER"],
      });
    const first = (await call("GET", "/memberships?page_size=10", ownerHeaders)).json();
    expect(first.count).toBeGreaterThan(10);
    expect(first.results).toHaveLength(10);
    expect(first.previous).toBeNull();
    expect(first.next).toBe("/api/v1/memberships?page_size=10&page=2");
    const second = (await t.app.inject({ url: first.next, headers: ownerHeaders })).json();
    expect(second.results.length).toBe(Math.min(first.count - 10, 10));
    expect(second.previous).toBe("/api/v1/memberships?page_size=10&page=1");
    const ids = new Set([...first.results, ...second.results].map((m: { id: string }) => m.id));
    expect(ids.size).toBe(first.results.length + second.results.length);
    const badSize = await call("GET", "/memberships?page_size=7", ownerHeaders);
    expect(badSize.statusCode).toBe(400);
    expect(Object.keys(badSize.json().fields)).toEqual(["page_size"]);
  });
});
