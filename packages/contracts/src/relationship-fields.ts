import { z } from "zod";
import { requiredDateInput } from "./date-schemas";
import { fieldMessages } from "./messages";
import { terminationCauseSchema } from "./relationship-enums";
import { requiredText } from "./text-rules";

/** Vendor relationship field rules of spec section 5 and decisions.md gap 5. */

/** The longest explanation of a termination for cause (spec: "under 256 characters"). */
export const explanationMaxLength = 255;

/** Explanation (termination for cause): required, under 256 characters (255 is the longest accepted). */
export const explanationSchema = requiredText(explanationMaxLength, {
  required: fieldMessages.explanationRequired,
  tooLong: fieldMessages.explanationTooLong,
});

/** The truth attestation must be ticked. */
export const truthAttestationSchema = z.literal(true, { error: fieldMessages.attestationRequired });

/** Termination without cause (ends as Contracted - Complete): a date and the truth attestation. */
export const terminationSchema = z.object({
  termination_date: requiredDateInput(fieldMessages.dateRequired),
  truth_attestation: truthAttestationSchema,
});
export type TerminationInput = z.infer<typeof terminationSchema>;

/** Termination for cause (ends as Terminated): also a cause and an explanation. */
export const terminationForCauseSchema = terminationSchema.extend({
  cause: terminationCauseSchema,
  explanation: explanationSchema,
});
export type TerminationForCauseInput = z.infer<typeof terminationForCauseSchema>;
