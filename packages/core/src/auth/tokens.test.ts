import { describe, expect, it, vi } from "vitest";
import { hashToken, randomToken, signAccessToken, verifyAccessToken } from "./tokens";

const secret = "s".repeat(40);

describe("access tokens", () => {
  it("round-trips the claims of a fresh token", () => {
    const token = signAccessToken({ sub: "user-1", sid: "session-1" }, secret, 900);
    const claims = verifyAccessToken(token, secret);
    expect(claims).toMatchObject({ sub: "user-1", sid: "session-1" });
    expect(claims!.exp - claims!.iat).toBe(900);
  });

  it("refuses another secret, a changed payload and a malformed token", () => {
    const token = signAccessToken({ sub: "user-1", sid: "session-1" }, secret, 900);
    expect(verifyAccessToken(token, "t".repeat(40))).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", sid: "x", iat: 0, exp: 9e9 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret)).toBeNull();
    expect(verifyAccessToken("a.b", secret)).toBeNull();
    expect(verifyAccessToken("", secret)).toBeNull();
  });

  it("refuses a token over 2,048 characters without reading it, even when its signature holds", () => {
    const long = signAccessToken({ sub: "u".repeat(2_000), sid: "s" }, secret, 900);
    expect(long.length).toBeGreaterThan(2_048);
    expect(verifyAccessToken(long, secret)).toBeNull();
    expect(
      verifyAccessToken(signAccessToken({ sub: "u".repeat(1_000), sid: "s" }, secret, 900), secret),
    ).not.toBeNull();
  });

  it("refuses an expired token", () => {
    vi.useFakeTimers();
    try {
      const token = signAccessToken({ sub: "u", sid: "s" }, secret, 900);
      vi.advanceTimersByTime(899_000);
      expect(verifyAccessToken(token, secret)).not.toBeNull();
      vi.advanceTimersByTime(2_000);
      expect(verifyAccessToken(token, secret)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("opaque tokens", () => {
  it("are 256-bit URL-safe and unique, and hash to stable SHA-256 hex", () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
  });
});
