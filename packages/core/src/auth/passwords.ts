import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt from Node itself: no native addon to build on a fresh machine. N=2^15 costs ~50 ms.
const N = 32768;
const r = 8;
const p = 1;
const KEY_LENGTH = 64;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, rr: number, pp: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N: n, r: rr, p: pp, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Self-describing hash `scrypt$N$r$p$salt$key`, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** The parts of a stored hash, or null when it is not one of ours. */
export function parseHash(stored: string) {
  const [scheme, n, rr, pp, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key || ![n, rr, pp].every((v) => /^\d+$/.test(v ?? ""))) return null;
  return {
    n: Number(n),
    r: Number(rr),
    p: Number(pp),
    salt: Buffer.from(salt, "base64url"),
    key: Buffer.from(key, "base64url"),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  if (!hash) return false;
  const actual = await derive(password, hash.salt, hash.n, hash.r, hash.p);
  return actual.length === hash.key.length && timingSafeEqual(actual, hash.key);
}

/**
 * A well-formed hash no password matches. Sign-in verifies against it when the e-mail is unknown,
 * so an unknown address costs the same scrypt work as a known one and timing reveals nothing.
 */
export const UNMATCHABLE_HASH = `scrypt$${N}$${r}$${p}$${"A".repeat(22)}$${"A".repeat(86)}`;
