import { isApiError } from "./api-error";

/** The text to show for a failed call the screen explains itself (no field to attach it to). */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.aborted ? null : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** A same-site path to go to after sign-in; anything else falls back to "/". */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}
