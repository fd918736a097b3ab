import { type UflpaAnswers, uflpaAnswerRequestSchema } from "@tierline/contracts";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { UflpaFormValues } from "./uflpa-form-values";

/** How long the vendor pauses before what they typed is saved as the draft. */
export const autosaveDelayMs = 1500;

export type AutosaveState =
  | { phase: "idle" }
  | { phase: "saving" }
  | { phase: "saved"; at: Date }
  | { phase: "failed" };

/**
 * Saves the answers as the draft a moment after the vendor stops changing them, and on demand ("Save
 * draft"). A draft the shared schema refuses (a detail too long) is not sent: its message already shows
 * under the input, and the last good draft stays saved. Off (`enabled` false) for a member who may only
 * read the questionnaire: the API would refuse every draft.
 */
export function useUflpaAutosave(
  form: UseFormReturn<UflpaFormValues>,
  saveDraft: (answers: UflpaAnswers) => Promise<unknown>,
  enabled: boolean,
) {
  const [state, setState] = useState<AutosaveState>({ phase: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<unknown> | null>(null);

  const saveNow = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    const values = form.getValues();
    const draft = uflpaAnswerRequestSchema.safeParse({ ...values, action: "draft" });
    if (!draft.success) return false;
    setState({ phase: "saving" });
    try {
      const saving = saveDraft(draft.data.answers as UflpaAnswers);
      inFlight.current = saving;
      await saving;
      setState({ phase: "saved", at: new Date() });
      return true;
    } catch {
      setState({ phase: "failed" });
      return false;
    }
  }, [form, saveDraft]);

  // The save of the latest render, outside the subscription's dependencies: `saveDraft` is new on
  // every render, and re-subscribing would clear the pending save (the first change makes the form
  // dirty, which re-renders it, so a single answer chosen was never saved).
  const saveLater = useEffectEvent(() => void saveNow());

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((_, { name }) => {
      // A change of one answer (typed, chosen or a file attached); a reset names no field.
      if (!name) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveLater(), autosaveDelayMs);
    });
    return () => {
      subscription.unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, [form, enabled]);

  /**
   * Stops a pending save and waits for one on its way (a submission supersedes the draft): a draft
   * landing after the submission would bring the draft back.
   */
  const cancel = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    await inFlight.current?.catch(() => undefined);
  }, []);

  return { state, saveNow, cancel };
}
