import { z } from "zod";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { once } from "./query-text";
import { relationshipStatusSchema } from "./relationship-enums";
import { trimmedString } from "./text-rules";

/**
 * The workspace's vendor register (GET /workspaces/{id}/vendors): its vendor relationships with the
 * vendor's name and country. The vendors issue adds the spec's filters (country, verification status,
 * supply stream, role, tag...); this is what an import needs to show what it brought in.
 */

/** `?search=` finds vendors whose name contains the text (case and accents ignored), with paging. */
export const vendorListQuerySchema = paginationQuerySchema.extend({
  search: trimmedString(once(fieldMessages.nameTooLong)).max(255, fieldMessages.nameTooLong).optional(),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorSchema = z.object({
  /** The relationship's id: the vendor as this workspace sees it. */
  id: z.uuid(),
  /** The vendor's own entity. */
  entity: z.uuid(),
  name: z.string(),
  /** ISO 3166-1 code and English name; null when the vendor has none. */
  country: z.object({ code: z.string(), name: z.string() }).nullable(),
  status: relationshipStatusSchema,
  created: z.iso.datetime(),
});
export type VendorWire = z.infer<typeof vendorSchema>;

export const vendorListSchema = paginatedSchema(vendorSchema);
