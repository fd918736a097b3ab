/**
 * The web's view of the business constants. Every value comes from @tierline/contracts; this file
 * only re-shapes them (e.g. em numbers into CSS lengths) so components import one place.
 */
import { breakpoints as breakpointEms } from "@tierline/contracts";

export {
  baseFontSizePx,
  clientCodeCookieName,
  fontScale,
  loaderSizes,
  modalWidths,
  persistRestoreTimeoutMs,
  relativeTimeNowSeconds,
  rootFontSize,
  sessionDays,
  storeVersion,
} from "@tierline/contracts";

/** Breakpoints as CSS lengths: `{ sm: "36em", ... }`. */
export const breakpoints = Object.fromEntries(
  Object.entries(breakpointEms).map(([name, value]) => [name, `${value}em`]),
) as Record<keyof typeof breakpointEms, string>;
