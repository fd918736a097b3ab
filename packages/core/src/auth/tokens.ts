import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** An opaque random token (refresh, magic link, reset, client code): 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString("base64url");

/** Tokens are stored as SHA-256 hashes: high-entropy secrets need no slow hash, and a leak yields nothing usable. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

interface AccessClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
const HEADER = b64({ alg: "HS256", typ: "JWT" });

/** HS256 JWT, written here (a dozen lines) so core need not depend on Fastify's JWT plugin. */
export function signAccessToken(
  claims: Omit<AccessClaims, "iat" | "exp">,
  secret: string,
  ttlSeconds: number,
): string {
  const iat = Math.floor(Date.now() / 1000);
  const body = `${HEADER}.${b64({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

/** Ours are about 250 characters; a longer bearer is refused before it is split, decoded or hashed. */
const maxAccessTokenLength = 2048;

/** The claims of a valid, unexpired token, or null. */
export function verifyAccessToken(token: string, secret: string): AccessClaims | null {
  if (token.length > maxAccessTokenLength) return null;
  const [header, payload, signature] = token.split(".");
  if (header !== HEADER || !payload || !signature) return null;
  const expected = createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as AccessClaims;
    if (typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
    return claims.exp > Date.now() / 1000 ? claims : null;
  } catch {
    return null;
  }
}
