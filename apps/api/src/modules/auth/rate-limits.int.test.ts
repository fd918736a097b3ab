import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("limits the magic-link call per client IP, whatever the e-mail", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/magic-link",
      payload: { email: `person${i}@example.test` },
      remoteAddress: "10.0.0.7",
    });
    codes.push(res.statusCode);
  }
  expect(codes.filter((c) => c === 200)).toHaveLength(30);
  expect(codes[30]).toBe(429);
  // Another client is not affected.
  const other = await t.app.inject({
    method: "POST",
    url: "/api/v1/magic-link",
    payload: { email: "x@example.test" },
    remoteAddress: "10.0.0.8",
  });
  expect(other.statusCode).toBe(200);
});

it("ignores X-Forwarded-For unless TRUST_PROXY names the proxy", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/magic-link",
      payload: { email: `spoof${i}@example.test` },
      remoteAddress: "10.0.0.9",
      headers: { "x-forwarded-for": `198.51.100.${i}` },
    });
    codes.push(res.statusCode);
  }
  expect(codes[30]).toBe(429);

  const behindProxy = await startTestApp({ env: { TRUST_PROXY: ["10.0.0.1"] } });
  try {
    for (let i = 0; i < 31; i++) {
      const res = await behindProxy.app.inject({
        method: "POST",
        url: "/api/v1/magic-link",
        payload: { email: `client${i}@example.test` },
        remoteAddress: "10.0.0.1",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
  } finally {
    await behindProxy.close();
  }
});

it("limits forgot-password per e-mail", async () => {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/forgot-password",
      payload: { email: "victim@example.test" },
      remoteAddress: `10.1.0.${i}`,
    });
    codes.push(res.statusCode);
  }
  expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
  expect(codes[10]).toBe(429);
});
