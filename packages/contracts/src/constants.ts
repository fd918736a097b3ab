/** Business constants and limits of spec section 9 (and the token lifetimes of decisions.md). */

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

// Sessions and links.
/** A signed-in device stays signed in this long (the refresh token's life). */
export const sessionDays = 14;
export const inviteLinkDays = 14;
export const inviteLinkTtlSeconds = inviteLinkDays * day;
/** Invitation mails one pending invitation may get per hour (first, resends, re-invites, open-link requests). */
export const invitationMailsPerHour = 3;
export const accessTokenTtlSeconds = 15 * minute;
export const refreshTokenTtlSeconds = sessionDays * day;
export const magicLinkTtlSeconds = 15 * minute;
export const passwordResetTtlSeconds = hour;
/** The cookies holding the session tokens beside localStorage (spec section 4): 1 hour, path "/". */
export const authCookie = { maxAgeSeconds: hour, path: "/" } as const;
/** The cookie holding the encrypted magic-link client code (same 1 hour life, path "/"). */
export const clientCodeCookieName = "auth:code";

// Uploads.
/** 200 MB. */
export const uploadLimitBytes = 209_715_200;
export const catalogPreparationSeconds = { min: 30, max: 60 } as const;

// Lists.
export const pageSizeOptions = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizeOptions)[number];
export const defaultPageSize: PageSize = 10;
export const notesPageSize = 10;
/** Note skeleton placeholders: 10 at first load, 2 while fetching more. */
export const notesSkeletonCount = { initial: 10, more: 2 } as const;

// Feedback.
export const snackbar = { autoHideMs: 4000, transitionMs: 500 } as const;
/** Relative time shows "Now" under this many seconds. */
export const relativeTimeNowSeconds = 60;

// Client state.
export const persistRestoreTimeoutMs = 5000;
export const storeVersion = 1;

// Layout.
export const loaderSizes = { button: 18, default: 22 } as const;
/** Modal container widths in pixels. */
export const modalWidths = { sm: 570, md: 800, lg: 870, xl: 1072 } as const;
/**
 * Breakpoints in em (the spec names them but gives no values). Chosen to follow Mantine's scale
 * (36/48/62/75/88em) shifted one name up, plus 120em for very wide screens.
 */
export const breakpoints = { sm: 36, md: 48, lg: 62, xl: 75, hg: 88, xxl: 120 } as const;
export type BreakpointName = keyof typeof breakpoints;
/** Root font size 62.5% (1rem = 10px); base font size 16 scaled by 1.4. */
export const rootFontSize = "62.5%";
export const baseFontSizePx = 16;
export const fontScale = 1.4;

// Text.
export const randomIdLength = 8;
export const truncationLength = 20;

// Billing.
/** Money is held in integer cents and shown in US dollars. */
export const centsPerDollar = 100;
export const billingIntervalsMonths = { biAnnual: 6, yearly: 12 } as const;

// Screens.
/** The restricted-party possible-matches flow: 0 start, 1 action, 2 confirm, 3 finish. */
export const possibleMatchesMaxStep = 3;
/** Policy expiry reminder, days before expiry (decisions.md, policy status). */
export const policyExpiryNoticeDays = 30;
