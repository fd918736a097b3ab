/**
 * Messages of error answers beyond the status table (`statusMessages`, which the api uses for 400,
 * 401, 404, 429 and 500 answers). The api sends them; the web may show them.
 */
export const apiMessages = {
  invalidCredentials: "Incorrect email or password.",
  linkInvalid: "This link is invalid or has expired. Please request a new one.",
  otherDevice: "This sign-in link was requested on another device.",
  sessionExpired: "Your session has expired. Please sign in again.",
  refreshReused: "This session was ended for your security. Please sign in again.",
  wrongPassword: "The password is incorrect.",
  noPassword: "This account has no password set.",
  accountDeactivated:
    "Your access was deactivated. Ask an administrator of your workspace to invite you again.",
  alreadyMember: "This person is already a member of the workspace.",
  duplicateInvite: "This address is already in the list.",
  reinviteInstead: "This member was deactivated: re-invite them from the Deactivated tab.",
  inviteOtherEmail: "This invitation was sent to another address.",
  signInToAccept: "An account with this email already exists. Sign in to accept the invitation.",
  pendingInvite: "You already have an invitation to this workspace: use the link in that e-mail.",
  verifyEmailFirst:
    "Confirm your e-mail address first: sign in with a link sent to it, then accept the invitation.",
  emailTaken: "An account with this email already exists.",
  invitationExpired:
    "This invitation has expired. Ask an administrator of the workspace to invite you again.",
  screeningListsNotLoaded: "Restricted-party lists are not loaded yet. Try again in a few minutes.",
  // Statuses outside the snackbar's table (decisions.md gap 12), in the same voice.
  requestTimeout: "Request timed out. Please try again.",
  uriTooLong: "Address too long. Please check the link and try again.",
  unsupportedMediaType: "Unsupported content type. Please send the request as JSON.",
  headersTooLarge: "Request headers too large. Please clear this site's cookies and try again.",
  /** A JSON body over the api's limit; the status table's 413 text speaks of files, which the api does not take. */
  uploadLinkInvalid: "This upload link is invalid or has expired. Please upload the file again.",
  bodyTooLarge: "Request body too large. Please shorten what you entered and try again.",
} as const;

/** "30 seconds", "1 minute", "14 minutes": how long a rate-limited caller waits, rounded up. */
export function waitText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? "1 second" : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The messages of 429 answers: what was limited and how long to wait (the answer's `Retry-After`). */
export const rateLimitMessages = {
  signIn: (seconds: number) => `Too many sign-in attempts. Try again in ${waitText(seconds)}.`,
  mail: (seconds: number) =>
    `Too many emails were requested for this address. Try again in ${waitText(seconds)}.`,
  requests: (seconds: number) => `Too many requests. Try again in ${waitText(seconds)}.`,
  invitationMail: (seconds: number) =>
    `Too many invitation emails were sent to this address. Try again in ${waitText(seconds)}.`,
} as const;
