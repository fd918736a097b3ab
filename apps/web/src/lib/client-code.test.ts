import { clientCodeCookieName } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../test/memory-storage";
import {
  clearClientCode,
  clientCodeKeyStorageKey,
  decryptText,
  encryptText,
  getClientCodeKey,
  readClientCode,
  saveClientCode,
} from "./client-code";
import { readCookie } from "./cookies";

describe("encrypted client code cookie", () => {
  it("round-trips the client code through the auth:code cookie, encrypted", async () => {
    const storage = memoryStorage();
    await saveClientCode("client-code-123", storage);

    const sealed = readCookie(clientCodeCookieName);
    expect(clientCodeCookieName).toBe("auth:code");
    expect(document.cookie).toContain("auth:code=");
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain("client-code-123");
    expect(storage.data.get(clientCodeKeyStorageKey)).toBeTruthy();
    await expect(readClientCode(storage)).resolves.toBe("client-code-123");

    clearClientCode();
    await expect(readClientCode(storage)).resolves.toBeNull();
  });

  it("encrypts with a fresh IV each time", async () => {
    const key = await getClientCodeKey(memoryStorage());
    const a = await encryptText("same", key);
    const b = await encryptText("same", key);
    expect(a).not.toBe(b);
    await expect(decryptText(a, key)).resolves.toBe("same");
    await expect(decryptText(b, key)).resolves.toBe("same");
  });

  it("cannot be read with another browser's key or after tampering", async () => {
    const mine = await getClientCodeKey(memoryStorage());
    const theirs = await getClientCodeKey(memoryStorage());
    const sealed = await encryptText("secret", mine);

    await expect(decryptText(sealed, theirs)).resolves.toBeNull();
    // Change one character inside the ciphertext (after the 12-byte IV = 16 base64 characters).
    const index = 20;
    const tampered = `${sealed.slice(0, index)}${sealed[index] === "A" ? "B" : "A"}${sealed.slice(index + 1)}`;
    await expect(decryptText(tampered, mine)).resolves.toBeNull();
    await expect(decryptText("not-base64-!!", mine)).resolves.toBeNull();
  });

  it("keeps one key per browser", async () => {
    const storage = memoryStorage();
    const first = await getClientCodeKey(storage);
    const sealed = await encryptText("x", first);
    const second = await getClientCodeKey(storage);
    await expect(decryptText(sealed, second)).resolves.toBe("x");
  });
});
