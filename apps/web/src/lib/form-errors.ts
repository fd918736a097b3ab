import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiError } from "./api-error";

/**
 * Puts the server's field messages (`fields` of the error answer) under the matching inputs.
 * Returns true when at least one message found its input.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const name = fieldNames.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: "server", message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** True when the error carries field messages (shown under the inputs instead of in an alert). */
export function hasFieldErrors(error: unknown): boolean {
  return isApiError(error) && error.fields !== undefined && Object.keys(error.fields).length > 0;
}

/** The server's message for one field of a failed call (`fields[name]`), if it sent one. */
export function serverFieldError(error: unknown, name: string): string | null {
  if (!isApiError(error) || !error.fields) return null;
  return error.fields[name] ?? null;
}

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
