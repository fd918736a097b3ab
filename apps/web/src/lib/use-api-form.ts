import { zodResolver } from "@hookform/resolvers/zod";
import { isHandledStatus } from "@tierline/contracts";
import { type BaseSyntheticEvent, useCallback, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { isApiError } from "./api-error";
import { errorText } from "./form-errors";
import { useReportUnsaved } from "./unsaved-changes";

export interface ApiFormOptions<TInput extends FieldValues, TOutput, TResult> {
  /** The request's zod schema from contracts: the same rules and messages as the server. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues?: DefaultValues<TInput>;
  /** Values that follow server data (the form resets to them when they change). */
  values?: TInput;
  /** The call, e.g. a mutation's `mutateAsync`. Its rejection is mapped onto the form. */
  submit: (values: TOutput) => Promise<TResult>;
  onSuccess?: (result: TResult, values: TOutput) => void;
  /** After a save the form holds what was saved (so it is no longer "unsaved"); `false` keeps it dirty. */
  resetOnSuccess?: boolean;
  /** Ask before leaving the page while the form holds unsaved changes (default on). */
  warnUnsaved?: boolean;
  /**
   * Statuses this form explains in place (`formError`); keep equal to the mutation's `silentStatuses`.
   * Other statuses of the snackbar table are left to the snackbar, so no message shows twice.
   */
  explainStatuses?: readonly number[];
  /** Where a server field (`fields` key) goes, when not at the form path of the same name. */
  fieldOf?: (serverField: string) => Path<TInput> | null;
  /**
   * When the schema's messages show: once an input was left (default), or only from the first submit
   * (a search form, whose empty name should not be an error while the user picks the other filters).
   */
  validate?: "onTouched" | "onSubmit";
}

export interface ApiForm<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** For `<Form onSubmit>`: validates with the schema, then calls `submit`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** A failure no input explains (no `fields`, or fields of no input): show it above the form. */
  formError: string | null;
  /**
   * Maps a failure of a call the form makes other than `submit` the same way (the sign-in form's
   * "Email me a sign-in link", a search that runs as a query of the address); `null` clears
   * `formError`. The same function on every render.
   */
  showFailure: (error: unknown) => void;
}

/** The default of `explainStatuses`: one array, so `showFailure` stays the same function. */
const noStatuses: readonly number[] = [];

function valueAt(values: unknown, path: string[]): unknown {
  let current = values;
  for (const part of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The input a server field belongs to: the form path of the same name (`invites.1.email`), or its
 * list when the server names one item of a list of values (`roles.0` -> `roles`). Null when no input
 * of the form holds it.
 */
export function formPathOf(values: FieldValues, serverField: string): string | null {
  const parts = serverField.split(".");
  while (parts.length > 1 && /^\d+$/.test(parts.at(-1) as string)) parts.pop();
  return valueAt(values, parts) === undefined ? null : parts.join(".");
}

/**
 * One form hook for data entry (react-hook-form + the contracts schema): the schema's messages under
 * the inputs, the API's 400 `fields` mapped onto the same inputs (the first one focused), other
 * failures no snackbar shows as `formError`, `submitting` while the call runs, and the unsaved-changes warning when the
 * user leaves the page with edits. Render it in `<Form>` (components/form.tsx), which Enter never
 * submits (spec section 5).
 */
export function useApiForm<TInput extends FieldValues, TOutput, TResult>({
  schema,
  defaultValues,
  values,
  submit,
  onSuccess,
  resetOnSuccess = true,
  warnUnsaved = true,
  explainStatuses = noStatuses,
  fieldOf,
  validate = "onTouched",
}: ApiFormOptions<TInput, TOutput, TResult>): ApiForm<TInput, TOutput> {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema as z.ZodType<TOutput, TInput>),
    mode: validate,
    defaultValues,
    values,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const { isDirty, isSubmitting } = form.formState;
  // Being saved is not unsaved: a call whose success navigates (a switch, a sign-in) is not stopped by
  // its own form. A failed save marks the form unsaved again.
  const release = useReportUnsaved(warnUnsaved && isDirty && !isSubmitting);

  const showFailure = useCallback(
    (error: unknown) => {
      const fields = isApiError(error) ? error.fields : undefined;
      if (!fields || Object.keys(fields).length === 0) {
        const snackbarTells =
          isApiError(error) && isHandledStatus(error.status) && !explainStatuses.includes(error.status);
        setFormError(snackbarTells ? null : errorText(error));
        return;
      }
      const current = form.getValues();
      const unplaced: string[] = [];
      let focused = false;
      for (const [field, message] of Object.entries(fields)) {
        const path = fieldOf?.(field) ?? formPathOf(current, field);
        if (path === null) {
          unplaced.push(message);
          continue;
        }
        form.setError(path as Path<TInput>, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      setFormError(unplaced.length > 0 ? unplaced.join(" ") : null);
    },
    [form, fieldOf, explainStatuses],
  );

  const onSubmit = form.handleSubmit(async (parsed) => {
    setFormError(null);
    let result: TResult;
    try {
      result = await submit(parsed);
    } catch (error) {
      showFailure(error);
      return;
    }
    if (resetOnSuccess) {
      release();
      form.reset(form.getValues());
    }
    onSuccess?.(result, parsed);
  });

  return { form, onSubmit, submitting: isSubmitting, formError, showFailure };
}
