import { z } from "zod";

/** A tag belongs to vendors or to contracts (spec section 3). */
export const tagTypes = ["vendor", "contract"] as const;
export const tagTypeSchema = z.enum(tagTypes);
export type TagType = z.infer<typeof tagTypeSchema>;
