import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signUp = (payload: object) =>
  t.app.inject({ method: "POST", url: "/api/v1/entity-onboarding", payload });
const valid = {
  email: "Founder@NewCo.test",
  first_name: "Fay",
  last_name: "Founder",
  brand_name: "NewCo",
  password: "founder-pass-1",
};

it("creates the user, entity, workspace and Admin membership and signs the user in", async () => {
  const res = await signUp(valid);
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.user).toMatchObject({ email: "founder@newco.test", password_authenticated: true });
  expect(body.user.primary_entity).toMatchObject({ brand_name: "NewCo", workspace: { name: "NewCo" } });
  expect(body.entity).toMatchObject({ brand_name: "NewCo", status: "PENDING" });
  const me = await t.app.inject({
    url: "/api/v1/users/me",
    headers: { authorization: `Bearer ${body.access}` },
  });
  expect(me.json().id).toBe(body.user.id);
  const membership = await t.db.membership.findFirstOrThrow({
    where: { userId: body.user.id },
    include: { roles: { include: { role: true } } },
  });
  expect(membership.roles.map((r) => r.role.name)).toEqual(["Admin"]);
  expect(
    (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/auth/token/refresh",
        payload: { refresh: body.refresh },
      })
    ).statusCode,
  ).toBe(200);
});

it("refuses an e-mail already in use with 409 and a field message, creating nothing", async () => {
  const before = await t.db.workspace.count();
  const res = await signUp({ ...valid, email: "FOUNDER@newco.test" });
  expect(res.statusCode).toBe(409);
  expect(res.json().fields).toEqual({ email: "An account with this email already exists." });
  expect(await t.db.workspace.count()).toBe(before);
});

it("answers 400 with a message per bad field", async () => {
  const res = await signUp({
    email: "nope",
    first_name: "",
    last_name: "x".repeat(120),
    brand_name: "b".repeat(81),
    password: "short",
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().fields).toEqual({
    email: "Please enter a valid email",
    first_name: "First name is required",
    last_name: "Last name must be under 120 characters",
    brand_name: "Brand name must be at most 80 characters",
    password: "Must have at least 8 characters",
  });
});

it("accepts a 119-character last name and no password (magic-link-only sign-up)", async () => {
  const res = await signUp({
    ...valid,
    email: "second@newco.test",
    last_name: "x".repeat(119),
    password: undefined,
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().user.password_authenticated).toBe(false);
});

it("answers 409, not 500, when two sign-ups race for one e-mail", async () => {
  const racer = { ...valid, email: "racer@newco.test" };
  const answers = await Promise.all([signUp(racer), signUp(racer), signUp(racer)]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  expect(await t.db.user.count({ where: { email: "racer@newco.test" } })).toBe(1);
});
