import { apiMessages } from "@tierline/contracts";
import { hashPassword } from "@tierline/core";
import { addMember, createUser, createWorkspace } from "@tierline/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { bearerFor, roleId, signedInMember } from "../../testing/members";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await ownerWithPassword(t.db, "known@example.test");
});
afterAll(() => t.close());

describe("GET /users/email/exists", () => {
  it("tells whether an account uses the address, case-insensitively", async () => {
    const known = await t.app.inject({ url: "/api/v1/users/email/exists?email=KNOWN@example.test" });
    expect(known.json()).toEqual({ exists: true });
    const unknown = await t.app.inject({ url: "/api/v1/users/email/exists?email=new@example.test" });
    expect(unknown.json()).toEqual({ exists: false });
  });

  it("answers 400 with the field message for a bad or missing e-mail", async () => {
    const bad = await t.app.inject({ url: "/api/v1/users/email/exists?email=nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ email: "Please enter a valid email" });
    const missing = await t.app.inject({ url: "/api/v1/users/email/exists" });
    expect(missing.json().fields).toEqual({ email: "Email is required" });
  });
});

describe("GET /users/me", () => {
  it("needs a bearer token", async () => {
    const res = await t.app.inject({ url: "/api/v1/users/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 401,
      code: "UNAUTHENTICATED",
      message: "Unauthorized access. Please log in to continue.",
    });
  });

  it("answers the signed-in user and never the password hash", async () => {
    const { access } = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/token",
        payload: { email: "known@example.test", password: PASSWORD },
      })
    ).json();
    const res = await t.app.inject({
      url: "/api/v1/users/me",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      "email",
      "first_name",
      "id",
      "invitations",
      "last_name",
      "membership",
      "password_authenticated",
      "primary_entity",
      "workspaces",
    ]);
    expect(res.json().membership).toMatchObject({ roles: ["ADMIN"], is_owner: true });
    expect(res.body).not.toContain("scrypt");
  });
});

describe("PATCH /users/me", () => {
  const signIn = async (email: string) =>
    (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/token",
        payload: { email, password: PASSWORD },
      })
    ).json().access as string;
  const patchMe = (access: string | null, payload: unknown) =>
    t.app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      payload: payload as object,
      headers: access ? { authorization: `Bearer ${access}` } : {},
    });

  it("needs a bearer token", async () => {
    expect((await patchMe(null, { first_name: "Eve" })).statusCode).toBe(401);
  });

  it("changes the caller's own names, trimmed, and answers the user", async () => {
    const { user } = await ownerWithPassword(t.db, "rename@example.test");
    const other = await ownerWithPassword(t.db, "bystander@example.test");
    const access = await signIn("rename@example.test");
    const res = await patchMe(access, { first_name: "  Ada ", last_name: "Lovelace" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, first_name: "Ada", last_name: "Lovelace" });
    expect(res.body).not.toContain("scrypt");
    const me = await t.app.inject({
      url: "/api/v1/users/me",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json()).toMatchObject({ first_name: "Ada", last_name: "Lovelace" });

    // One name alone leaves the other as it is.
    const firstOnly = await patchMe(access, { first_name: "Augusta" });
    expect(firstOnly.json()).toMatchObject({ first_name: "Augusta", last_name: "Lovelace" });
    // Nobody else changed.
    const bystander = await t.db.user.findUniqueOrThrow({ where: { id: other.user.id } });
    expect(bystander.firstName).toBe(other.user.firstName);
  });

  it("answers 400 with the name rules' messages and changes nothing", async () => {
    await ownerWithPassword(t.db, "badname@example.test");
    const access = await signIn("badname@example.test");
    const before = await t.db.user.findUniqueOrThrow({ where: { email: "badname@example.test" } });
    const blank = await patchMe(access, { first_name: "   ", last_name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      status: 400,
      code: "VALIDATION",
      fields: { first_name: "First name is required", last_name: "Last name is required" },
    });
    const long = await patchMe(access, { first_name: "x".repeat(120), last_name: 7 });
    expect(long.json().fields).toEqual({
      first_name: "First name must be under 120 characters",
      last_name: "Last name is required",
    });
    expect((await patchMe(access, { first_name: "y".repeat(119) })).statusCode).toBe(200);
    const after = await t.db.user.findUniqueOrThrow({ where: { email: "badname@example.test" } });
    expect(after.lastName).toBe(before.lastName);
  });
});

describe("the user's workspaces and invitations", () => {
  /** A workspace whose owner invites `email` by e-mail with `role`; answers the invited membership's id. */
  async function invitedTo(name: string, email: string, role: "VIEWER" | "ADMIN" = "VIEWER") {
    const inviter = await ownerWithPassword(t.db, `owner@${name.toLowerCase().replaceAll(" ", "-")}.test`);
    await t.db.workspace.update({ where: { id: inviter.workspace.id }, data: { name } });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/memberships/email-invite",
      headers: await bearerFor(t, inviter.user.email),
      payload: { invites: [{ email, roles: [await roleId(t.db, role)] }] },
    });
    expect(res.statusCode).toBe(200);
    return { workspace: inviter.workspace, membershipId: res.json().results[0].id as string };
  }
  const me = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: "/api/v1/users/me", headers })).json();
  const accept = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: "POST", url: `/api/v1/users/me/invitations/${id}/accept`, headers });

  it("GET /users/me lists every workspace the user is Active in, the default first, and live invitations", async () => {
    const home = await ownerWithPassword(t.db, "rae@example.test");
    const other = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id, name: "Other Co" }))
      .workspace;
    await addMember(t.db, { workspaceId: other.id, userId: home.user.id, roles: ["VIEWER"] });
    const left = (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id, name: "Left Co" }))
      .workspace;
    await addMember(t.db, {
      workspaceId: left.id,
      userId: home.user.id,
      roles: ["VIEWER"],
      status: "DEACTIVATED",
    });
    const live = await invitedTo("Live Co", "rae@example.test", "ADMIN");
    const lapsed = await invitedTo("Lapsed Co", "rae@example.test");
    await t.db.membershipInvite.updateMany({
      where: { membershipId: lapsed.membershipId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await invitedTo("Someone Else Co", "someone-else@example.test");

    const user = await me(await bearerFor(t, "rae@example.test"));
    expect(user.workspaces).toEqual([
      {
        id: home.workspace.id,
        name: "Acme Inc",
        brand_name: "Acme Inc",
        membership_id: expect.any(String),
        roles: ["ADMIN"],
        is_owner: true,
      },
      {
        id: other.id,
        name: "Other Co",
        brand_name: "Other Co",
        membership_id: expect.any(String),
        roles: ["VIEWER"],
        is_owner: false,
      },
    ]);
    expect(user.primary_entity.workspace.id).toBe(home.workspace.id);
    expect(user.membership.id).toBe(user.workspaces[0].membership_id);
    expect(user.invitations).toEqual([
      {
        id: live.membershipId,
        workspace: { id: live.workspace.id, name: "Live Co" },
        roles: [{ id: await roleId(t.db, "ADMIN"), code: "ADMIN", name: "Admin" }],
        expires: expect.any(String),
      },
    ]);
    expect(Date.parse(user.invitations[0].expires)).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });

  it("a user with no workspace yet sees the invitation waiting for them, and accepts it by id", async () => {
    const sam = await createUser(t.db, {
      email: "sam@example.test",
      passwordHash: await hashPassword(PASSWORD),
    });
    const { workspace, membershipId } = await invitedTo("Sams Co", "sam@example.test");
    const headers = await bearerFor(t, "sam@example.test");
    const before = await me(headers);
    expect([before.workspaces, before.primary_entity]).toEqual([[], null]);
    expect(before.invitations.map((i: { id: string }) => i.id)).toEqual([membershipId]);

    const res = await accept(headers, membershipId);
    expect(res.statusCode).toBe(200);
    expect(res.json().workspace_id).toBe(workspace.id);
    expect(res.json().user.workspaces.map((w: { id: string }) => w.id)).toEqual([workspace.id]);
    expect(res.json().user.invitations).toEqual([]);
    expect(res.json().user.primary_entity.workspace.id).toBe(workspace.id);
    const joined = await t.db.membership.findUniqueOrThrow({ where: { id: membershipId } });
    expect([joined.status, joined.userId]).toEqual(["ACTIVE", sam.id]);
    // Accepted once: it is no longer a pending invitation of theirs.
    expect((await accept(headers, membershipId)).statusCode).toBe(404);
    // The new workspace can now be named in the header.
    const inIt = await t.app.inject({
      url: "/api/v1/memberships",
      headers: { ...headers, "x-workspace-id": workspace.id },
    });
    expect(inIt.statusCode).toBe(200);
  });

  it("accepting by id: only the addressee's, with a proven address, while the invitation lives", async () => {
    const uma = await signedInMember(
      t,
      (await createWorkspace(t.db, { ownerId: (await createUser(t.db)).id })).workspace.id,
      ["VIEWER"],
      "uma@example.test",
    );
    const forUma = await invitedTo("Umas Next Co", "uma@example.test");
    const forVic = await invitedTo("Vics Co", "vic@example.test");
    // Another person's invitation is not found, like any id that is not the caller's.
    expect((await accept(uma.headers, forVic.membershipId)).statusCode).toBe(404);
    expect((await accept(uma.headers, crypto.randomUUID())).statusCode).toBe(404);
    expect((await accept({}, forUma.membershipId)).statusCode).toBe(401);

    // A lapsed invitation says so.
    const lapsed = await invitedTo("Lapsed Again Co", "uma@example.test");
    await t.db.membershipInvite.updateMany({
      where: { membershipId: lapsed.membershipId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await accept(uma.headers, lapsed.membershipId);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(apiMessages.invitationExpired);

    // An address nobody proved may not join (the rule of accepting by code).
    await t.db.user.update({ where: { id: uma.user.id }, data: { emailVerifiedAt: null } });
    const unproven = await accept(uma.headers, forUma.membershipId);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().message).toBe(apiMessages.verifyEmailFirst);
    expect((await t.db.membership.findUniqueOrThrow({ where: { id: forUma.membershipId } })).status).toBe(
      "INVITED",
    );
    await t.db.user.update({ where: { id: uma.user.id }, data: { emailVerifiedAt: new Date() } });

    // Revoked meanwhile (deactivated by an admin): gone.
    await t.db.membership.update({ where: { id: forUma.membershipId }, data: { status: "DEACTIVATED" } });
    expect((await accept(uma.headers, forUma.membershipId)).statusCode).toBe(404);
  });
});
