import { ErrorAlert } from "../error-alert";

/** Why a whole file could not be imported: the import's own reason, or a plain one when it gave none. */
export function ImportFailure({ error, testId }: { error: string | null; testId: string }) {
  return <ErrorAlert testId={testId}>{error ?? "The file could not be imported."}</ErrorAlert>;
}
