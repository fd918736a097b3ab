import { notifications } from "@mantine/notifications";
import { act, cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { removeCookie } from "../lib/cookies";

afterEach(() => {
  cleanup();
  // The snackbar store is global: one test's messages must not fill the next one's queue.
  act(() => notifications.clean());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) removeCookie(name);
  }
});
