import { sourceDefinitions } from "@tierline/screening";
import { describe, expect, it } from "vitest";
import { checksumOf, downloadFiles, errorText } from "./list-files";

const files = { sdn: new Uint8Array([1, 2, 3]), alt: new Uint8Array([4]) };

describe("checksumOf", () => {
  it("is the same for the same files read by the same parsers", () => {
    expect(checksumOf(files, 1)).toBe(checksumOf({ alt: files.alt, sdn: files.sdn }, 1));
    expect(checksumOf(files, 1)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with the parser version, so a parser fix re-reads files not republished", () => {
    expect(checksumOf(files, 2)).not.toBe(checksumOf(files, 1));
  });

  it("changes with any byte or role", () => {
    expect(checksumOf({ ...files, alt: new Uint8Array([5]) }, 1)).not.toBe(checksumOf(files, 1));
    expect(checksumOf({ sdn: files.sdn, add: files.alt }, 1)).not.toBe(checksumOf(files, 1));
  });
});

describe("errorText", () => {
  it.each([
    [
      "Request cannot be constructed from a URL that includes credentials: https://user:pass@mirror.example/sdn.csv?token=abc",
      "Request cannot be constructed from a URL that includes credentials: https://mirror.example/sdn.csv",
    ],
    ["GET http://u:p@w@host:8080/a/b.csv#frag failed", "GET http://host:8080/a/b.csv failed"],
    [
      "connect to postgresql://tierline:secret@db:5432/x refused",
      "connect to postgresql://db:5432/x refused",
    ],
    [
      "sdn: https://mirror.example/sdn.csv answered HTTP 500",
      "sdn: https://mirror.example/sdn.csv answered HTTP 500",
    ],
    ["no address here, only user@example.com", "no address here, only user@example.com"],
  ])("keeps no user info or query of a URL in %j", (message, expected) => {
    expect(errorText(new Error(message))).toBe(expected);
  });

  it("cleans Node's own refusal of a URL with credentials", async () => {
    const fetchFiles = downloadFiles({
      "ofac_sdn.sdn": "https://reader:s3cret@127.0.0.1:9/sdn.csv?token=t0ken",
    });
    const error = await fetchFiles.fetch(sourceDefinitions.ofac_sdn).catch((e: unknown) => e);
    expect(String(error)).toContain("credentials");
    const text = errorText(error);
    expect(text).toContain("127.0.0.1:9/sdn.csv");
    expect(text).not.toMatch(/reader|s3cret|t0ken/);
  });
});
