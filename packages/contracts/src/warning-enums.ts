import { z } from "zod";

/** Ways a product warning is resolved (spec section 3, upload resolve-warning types). */
export const resolveWarningTypes = ["file", "reason", "attestation"] as const;
export const resolveWarningTypeSchema = z.enum(resolveWarningTypes);
export type ResolveWarningType = z.infer<typeof resolveWarningTypeSchema>;

/** The processing status value the spec names. */
export const processingStatus = "processing" as const;

/**
 * Warning instance status (decisions.md gap 6): open -> processing (a file fulfilment is being
 * checked) -> resolved. Lower case, like the spec's "processing".
 */
export const warningStatuses = ["open", processingStatus, "resolved"] as const;
export const warningStatusSchema = z.enum(warningStatuses);
export type WarningStatus = z.infer<typeof warningStatusSchema>;
