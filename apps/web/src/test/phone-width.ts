import { vi } from "vitest";

/**
 * Makes the window phone-wide or not for Mantine's `useMediaQuery` (happy-dom lays nothing out): every
 * `max-width` query matches when `matches`. The setup's `vi.unstubAllGlobals()` undoes it.
 */
export function phoneWidth(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: matches && query.includes("max-width"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}
