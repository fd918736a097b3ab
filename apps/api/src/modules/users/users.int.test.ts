import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
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
      "last_name",
      "membership",
      "password_authenticated",
      "primary_entity",
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
