import { authCookie, clientCodeCookieName } from "@tierline/contracts";
import { readCookie, removeCookie, writeCookie } from "./cookies";
import { browserStorage, type PersistStorage } from "./persist-storage";

/**
 * The magic-link `client_code` proves that the browser opening the link is the one that asked for
 * it. It is kept in the cookie `auth:code` (1 hour, path /), encrypted with AES-GCM.
 *
 * Why a random per-browser key kept in localStorage rather than a key shipped in the bundle: any key
 * in the JavaScript bundle is public, so it would protect nothing. A key generated here never leaves
 * this browser: the cookie, which travels with every request to our origin and can end up in proxy
 * or server logs, is useless on its own; only the same browser profile (cookie + localStorage) can
 * read it back, which is exactly the "same device" the magic link checks. It does not defend against
 * script running in our own page (nothing client-side can), and clearing site data simply sends the
 * user down the "Continue on this device?" path.
 */
export const clientCodeKeyStorageKey = "tierline:client-code-key";

const ivLength = 12;

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The browser's AES-GCM key; generated and stored on first use. */
export async function getClientCodeKey(storage: PersistStorage = browserStorage): Promise<CryptoKey> {
  const stored = await storage.getItem(clientCodeKeyStorageKey);
  if (stored) {
    try {
      return await crypto.subtle.importKey("raw", fromBase64Url(stored), "AES-GCM", false, [
        "encrypt",
        "decrypt",
      ]);
    } catch {
      // Unreadable key: replace it (an old cookie then simply fails to decrypt).
    }
  }
  const raw = crypto.getRandomValues(new Uint8Array(32));
  await storage.setItem(clientCodeKeyStorageKey, toBase64Url(raw));
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** `base64url(iv || ciphertext)` */
export async function encryptText(plain: string, key: CryptoKey): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(ivLength));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plain)),
  );
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64Url(out);
}

/** The plain text, or null when the value was not encrypted with this key or was tampered with. */
export async function decryptText(sealed: string, key: CryptoKey): Promise<string | null> {
  try {
    const bytes = fromBase64Url(sealed);
    if (bytes.length <= ivLength) return null;
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, ivLength) },
      key,
      bytes.slice(ivLength),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export async function saveClientCode(
  clientCode: string,
  storage: PersistStorage = browserStorage,
): Promise<void> {
  const sealed = await encryptText(clientCode, await getClientCodeKey(storage));
  writeCookie(clientCodeCookieName, sealed, {
    maxAgeSeconds: authCookie.maxAgeSeconds,
    path: authCookie.path,
  });
}

/** The client code this browser asked for within the last hour, if any. */
export async function readClientCode(storage: PersistStorage = browserStorage): Promise<string | null> {
  const sealed = readCookie(clientCodeCookieName);
  if (!sealed) return null;
  return decryptText(sealed, await getClientCodeKey(storage));
}

export function clearClientCode(): void {
  removeCookie(clientCodeCookieName, authCookie.path);
}
