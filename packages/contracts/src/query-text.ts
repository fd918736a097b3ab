import { fieldMessages } from "./messages";

/**
 * A query key given twice arrives as a list of values (`name=a&name=b`): for a single-valued parameter
 * that is said on the field as such, not as a missing or malformed value.
 */
export const once = (message: string) => (issue: { input?: unknown }) =>
  Array.isArray(issue.input) ? fieldMessages.queryParameterRepeated : message;
