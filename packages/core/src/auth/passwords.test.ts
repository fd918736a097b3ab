import { describe, expect, it } from "vitest";
import { hashPassword, parseHash, UNMATCHABLE_HASH, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct horsE", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("has an unmatchable hash that parses with the real cost, so unknown e-mails cost a full check", async () => {
    const real = parseHash(await hashPassword("x"))!;
    const dummy = parseHash(UNMATCHABLE_HASH)!;
    expect({ n: dummy.n, r: dummy.r, p: dummy.p, salt: dummy.salt.length, key: dummy.key.length }).toEqual({
      n: real.n,
      r: real.r,
      p: real.p,
      salt: real.salt.length,
      key: real.key.length,
    });
    expect(await verifyPassword("", UNMATCHABLE_HASH)).toBe(false);
  });

  it("refuses malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
  });
});
