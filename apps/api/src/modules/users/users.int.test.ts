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
