import { Writable } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("reports the database and Redis", async () => {
  const res = await t.app.inject({ url: "/api/v1/health" });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", database: "ok", redis: "ok" });
});

it("publishes an OpenAPI document listing every route, and a browsable UI", async () => {
  const doc = (await t.app.inject({ url: "/api/v1/openapi.json" })).json();
  expect(doc.openapi).toMatch(/^3\./);
  const routes = Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );
  // Every route the api serves is in the document (the document itself excepted), whatever later issues add.
  const served = t.app.routeTable
    .filter((r) => r.url !== "/api/v1/openapi.json")
    .map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, "{$1}")}`);
  expect(routes.sort()).toEqual(served.sort());
  expect(routes).toEqual(
    expect.arrayContaining([
      "POST /api/v1/auth/token",
      "POST /api/v1/magic-link",
      "GET /api/v1/users/me",
      "PATCH /api/v1/memberships/{id}",
    ]),
  );
  expect(
    doc.paths["/api/v1/magic-link"].post.requestBody.content["application/json"].schema.required,
  ).toEqual(["email"]);
  const ui = await t.app.inject({ url: "/api/docs/" });
  expect(ui.statusCode).toBe(200);
  expect(ui.body).toContain("swagger");
});

it("answers unknown API paths with the JSON error shape and sends a request id", async () => {
  const res = await t.app.inject({ url: "/api/v1/nothing-here", headers: { "x-request-id": "req-123" } });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({
    status: 404,
    code: "NOT_FOUND",
    message: "Resource not found. The requested item does not exist.",
  });
  expect(res.headers["x-request-id"]).toBe("req-123");
  const generated = await t.app.inject({ url: "/api/v1/health" });
  expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const forged = await t.app.inject({
    url: "/api/v1/health",
    headers: { "x-request-id": 'x\n{"level":60}' },
  });
  expect(forged.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

it("keeps tokens out of the request log", async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const logged = await startTestApp({ logStream: stream, env: { LOG_LEVEL: "info" } });
  try {
    await logged.app.inject({ url: "/api/v1/users/email/exists?email=secret-token-1%40example.test" });
    await logged.app.inject({ url: "/api/v1/users/me", headers: { authorization: "Bearer secret-token-2" } });
  } finally {
    await logged.close();
  }
  const log = lines.join("");
  expect(log).toContain('"url":"/api/v1/users/email/exists"');
  expect(log).not.toContain("secret-token-1");
  expect(log).not.toContain("secret-token-2");
});
