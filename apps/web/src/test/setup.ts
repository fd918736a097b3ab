import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { removeCookie } from "../lib/cookies";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) removeCookie(name);
  }
});
