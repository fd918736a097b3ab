import { z } from "zod";
import { sanctionListKeySchema } from "./sanction-lists";
import { screeningCoverageShape, screeningMatchSchema } from "./screening";

/** GET /entity-relationships/{id}/screening: a vendor's last screening against the restricted-party lists. */
export const vendorScreeningSchema = z.object({
  /** When the stored result was computed; null while the vendor was never screened (queued). */
  screened_at: z.string().nullable(),
  /** The version of every loaded source it was screened against. */
  list_versions: z.array(
    z.object({
      source: screeningMatchSchema.shape.source,
      source_label: z.string(),
      version: z.number().int(),
    }),
  ),
  /** What was screened: every name, the countries (registration first) and the identifiers. */
  evidence: z
    .object({
      names: z.array(z.string()),
      countries: z.array(z.string()),
      identifiers: z.array(z.object({ type: z.string(), value: z.string() })),
    })
    .nullable(),
  /**
   * Every source and list the screening was meant to cover and how: a source it was not screened against
   * (never loaded then, or failed), or whose list is older than the maximum age now, is named, so that a
   * result without matches is not read as clean on it. Judged at the time of the call.
   */
  ...screeningCoverageShape,
  match_count: z.number().int(),
  /** Possible matches at or above the default threshold, best first, with their score parts. */
  matches: z.array(
    screeningMatchSchema
      .pick({
        id: true,
        source: true,
        source_label: true,
        list_label: true,
        name: true,
        matched_name: true,
        matched_name_kind: true,
        query_name: true,
        score: true,
        parts: true,
      })
      .extend({
        list: sanctionListKeySchema,
        /** The vendor's country the score was computed with. */
        query_country: z.string().nullable(),
        schema: z.string(),
        programs: z.array(z.string()),
        countries: z.array(z.string()),
        archive_date: z.string().nullable(),
      }),
  ),
});
export type VendorScreeningWire = z.infer<typeof vendorScreeningSchema>;
