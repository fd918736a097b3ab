import { notifications } from "@mantine/notifications";
import { act, cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { authStore } from "../lib/auth-store";
import { removeCookie } from "../lib/cookies";

// findBy/waitFor give up after 1 s by default: too short on a shared two-core machine under load,
// where a first render of a screen can take longer. Nothing passes that would not pass given time.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The snackbar store is global: one test's messages must not fill the next one's queue.
  act(() => notifications.clean());
  // The session (and the workspace chosen in it) is global too: every test starts signed out.
  act(() => authStore.clearSession());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) removeCookie(name);
  }
});
