import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it("limits the magic-link call per client IP, whatever the e-mail, with Retry-After", async () => {
  const answers = [];
  for (let i = 0; i < 31; i++) {
    answers.push(
      await t.app.inject({
        method: "POST",
        url: "/api/v1/magic-link",
        payload: { email: `person${i}@example.test` },
        remoteAddress: "10.0.0.7",
      }),
    );
  }
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
  const limited = answers[30]!;
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(limited.json()).toEqual({
    status: 429,
    code: "RATE_LIMITED",
    message: `Too many requests. Try again in ${retryAfter === 60 ? "1 minute" : `${retryAfter} seconds`}.`,
  });
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

it("limits forgot-password per e-mail, saying how long to wait", async () => {
  const answers = [];
  for (let i = 0; i < 11; i++) {
    answers.push(
      await t.app.inject({
        method: "POST",
        url: "/api/v1/forgot-password",
        payload: { email: "victim@example.test" },
        remoteAddress: `10.1.0.${i}`,
      }),
    );
  }
  expect(answers.slice(0, 10).every((a) => a.statusCode === 200)).toBe(true);
  const limited = answers[10]!;
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(14 * 60);
  expect(limited.json().message).toBe(
    "Too many emails were requested for this address. Try again in 15 minutes.",
  );
});
