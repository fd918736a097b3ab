import { z } from "zod";
import { emailSchema, phoneSchema } from "./fields";
import { contactTypeSchema } from "./general-fields";
import { fieldMessages } from "./messages";
import { paginatedSchema, paginationQuerySchema } from "./pagination";
import { firstNameSchema, lastNameSchema } from "./person-fields";

/**
 * Contacts of vendors and what a customer requires of them (spec sections 3 and 7:
 * `/contact-categories`, `/entities/{id}/contact-requirements`, `/entities/relationships/{id}/contacts`).
 * docs/decisions.md, "Contacts and requirements", fills what the spec leaves open.
 */

/** POST /contact-categories: a category is named by the spec's "contact type" (required, up to 500). */
export const createContactCategoryRequestSchema = z.object({ name: contactTypeSchema });
export type CreateContactCategoryRequest = z.infer<typeof createContactCategoryRequestSchema>;

export const contactCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  created: z.iso.datetime(),
});
export type ContactCategoryWire = z.infer<typeof contactCategorySchema>;
export const contactCategoryListSchema = paginatedSchema(contactCategorySchema);

/** Most categories one entity may require (far more than any form shows). */
export const contactRequirementsMax = 100;

/**
 * POST /entities/{id}/contact-requirements: the whole set of categories the entity requires (repeats
 * counted once; an empty list requires none). A category not the workspace's answers 404.
 */
export const setContactRequirementsRequestSchema = z.object({
  categories: z
    .array(z.uuid({ error: fieldMessages.contactCategoryInvalid }), {
      error: fieldMessages.contactCategoriesInvalid,
    })
    .max(contactRequirementsMax, fieldMessages.contactCategoriesTooMany),
});
export type SetContactRequirementsRequest = z.infer<typeof setContactRequirementsRequestSchema>;

/** The categories an entity requires a contact in, by name. */
export const contactRequirementsSchema = z.object({
  entity: z.uuid(),
  categories: z.array(contactCategorySchema),
});
export type ContactRequirementsWire = z.infer<typeof contactRequirementsSchema>;

/**
 * GET /entity-relationships/{id}/missing-contacts: the categories the workspace's own entity or the
 * vendor's entity requires that the relationship has no contact in, by name (the profile's action).
 */
export const missingContactsSchema = z.object({ categories: z.array(contactCategorySchema) });
export type MissingContactsWire = z.infer<typeof missingContactsSchema>;

/** A contact's phone: required, free format, at most 50 characters. */
export const contactPhoneSchema = phoneSchema.max(50, fieldMessages.contactPhoneTooLong);

/** POST /entities/relationships/{id}/contacts: a person at the vendor for one category. */
export const createContactRequestSchema = z.object({
  category: z.uuid({ error: fieldMessages.contactCategoryInvalid }),
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: emailSchema,
  phone: contactPhoneSchema,
});
export type CreateContactRequest = z.infer<typeof createContactRequestSchema>;

/** GET /entities/relationships/{id}/contacts: by category name, then last and first name. */
export const contactListQuerySchema = paginationQuerySchema;
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactSchema = z.object({
  id: z.uuid(),
  relationship: z.uuid(),
  category: contactCategorySchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  created: z.iso.datetime(),
});
export type ContactWire = z.infer<typeof contactSchema>;
export const contactListSchema = paginatedSchema(contactSchema);
