import { describe, expect, it } from "vitest";
import {
  loginRequestSchema,
  magicLinkTokenRequestSchema,
  refreshRequestSchema,
  resetForgotPasswordRequestSchema,
} from "./auth";
import { allIssues } from "./test-utils";

const token = "t".repeat(43);

describe("opaque tokens", () => {
  it("take up to 512 characters", () => {
    expect(refreshRequestSchema.parse({ refresh: "r".repeat(512) }).refresh).toHaveLength(512);
  });
  it("say a longer one is not valid, on its field", () => {
    expect(allIssues(refreshRequestSchema, { refresh: "r".repeat(513) })).toEqual([
      { path: "refresh", message: "Your session has expired. Please sign in again." },
    ]);
    expect(
      allIssues(magicLinkTokenRequestSchema, { token: "t".repeat(513), client_code: "c".repeat(513) }),
    ).toEqual([
      { path: "token", message: "This link is not valid. Please open the link from your e-mail again." },
      { path: "client_code", message: "Please request a new sign-in link on this device." },
    ]);
  });
  it("refuse invalid characters", () => {
    expect(
      allIssues(resetForgotPasswordRequestSchema, { token: `${token}\u0000`, password: "long enough" }),
    ).toEqual([{ path: "token", message: "Please remove invisible or invalid characters" }]);
  });
});

describe("loginRequestSchema", () => {
  it("refuses a password over 128 characters before anything hashes it", () => {
    expect(allIssues(loginRequestSchema, { email: "a@b.test", password: "p".repeat(900_000) })).toEqual([
      { path: "password", message: "Must have at most 128 characters" },
    ]);
  });
});
