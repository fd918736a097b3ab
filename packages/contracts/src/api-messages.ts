/** Messages of error answers that are not field messages. The api sends them; the web may show them. */
export const apiMessages = {
  invalidCredentials: "Incorrect email or password.",
  linkInvalid: "This link is invalid or has expired. Please request a new one.",
  otherDevice: "This sign-in link was requested on another device.",
  sessionExpired: "Your session has expired. Please sign in again.",
  refreshReused: "This session was ended for your security. Please sign in again.",
  unauthenticated: "Unauthorized access. Please log in to continue.",
  wrongPassword: "The password is incorrect.",
  noPassword: "This account has no password set.",
  emailTaken: "An account with this email already exists.",
  notFound: "Resource not found. The requested item does not exist.",
  invalidRequest: "Invalid request. Please check your input and try again.",
  internal: "Something went wrong on our end and our team is working on it. Please try again later.",
} as const;
