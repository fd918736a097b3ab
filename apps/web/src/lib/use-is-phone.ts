import { useMediaQuery } from "@mantine/hooks";
import { breakpoints } from "./constants";

/** Phones are narrower than the `sm` breakpoint. */
export const phoneMediaQuery = `(max-width: calc(${breakpoints.sm} - 0.0625em))`;

/**
 * Whether the window is phone-wide. Read on the first render (not in an effect), so a phone never
 * draws the desktop layout first and swaps it a frame later.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(phoneMediaQuery, false, { getInitialValueInEffect: false });
}
