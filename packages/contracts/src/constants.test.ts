import { describe, expect, it } from "vitest";
import {
  accessTokenTtlSeconds,
  authCookie,
  breakpoints,
  clientCodeCookieName,
  defaultPageSize,
  inviteLinkDays,
  inviteLinkTtlSeconds,
  loaderSizes,
  magicLinkTtlSeconds,
  modalWidths,
  notesPageSize,
  pageSizeOptions,
  passwordResetTtlSeconds,
  persistRestoreTimeoutMs,
  randomIdLength,
  refreshTokenTtlSeconds,
  rootFontSize,
  sessionDays,
  snackbar,
  storeVersion,
  truncationLength,
  uploadLimitBytes,
} from "./constants";

describe("constants of spec section 9", () => {
  it("keeps sessions and invite links 14 days", () => {
    expect(sessionDays).toBe(14);
    expect(inviteLinkDays).toBe(14);
    expect(inviteLinkTtlSeconds).toBe(14 * 24 * 3600);
  });
  it("sets the auth cookie to 1 hour on path /", () => {
    expect(authCookie).toEqual({ maxAgeSeconds: 3600, path: "/" });
    expect(clientCodeCookieName).toBe("auth:code");
  });
  it("sets token lifetimes (decisions.md)", () => {
    expect(accessTokenTtlSeconds).toBe(15 * 60);
    expect(refreshTokenTtlSeconds).toBe(14 * 24 * 3600);
    expect(magicLinkTtlSeconds).toBe(15 * 60);
    expect(passwordResetTtlSeconds).toBe(3600);
  });
  it("limits uploads to 200 MB", () => {
    expect(uploadLimitBytes).toBe(209715200);
    expect(uploadLimitBytes).toBe(200 * 1024 * 1024);
  });
  it("offers page sizes 10, 20, 50, 100 with 10 by default; notes load 10", () => {
    expect(pageSizeOptions).toEqual([10, 20, 50, 100]);
    expect(defaultPageSize).toBe(10);
    expect(notesPageSize).toBe(10);
  });
  it("has the client timings", () => {
    expect(snackbar).toEqual({ autoHideMs: 4000, transitionMs: 500 });
    expect(persistRestoreTimeoutMs).toBe(5000);
    expect(storeVersion).toBe(1);
  });
  it("has the layout sizes", () => {
    expect(loaderSizes).toEqual({ button: 18, default: 22 });
    expect(Object.values(modalWidths)).toEqual([570, 800, 870, 1072]);
    expect(Object.keys(breakpoints)).toEqual(["sm", "md", "lg", "xl", "hg", "xxl"]);
    expect(rootFontSize).toBe("62.5%");
  });
  it("has the text defaults", () => {
    expect(randomIdLength).toBe(8);
    expect(truncationLength).toBe(20);
  });
});
