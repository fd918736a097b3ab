import type { ContactListQuery, CreateContactRequest, PaginationQuery } from "@tierline/contracts";
import { fieldMessages } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import { type ContactCategory, createContactsRepository } from "./contacts.repository";

export type { Contact, ContactCategory } from "./contacts.repository";

const categoryTaken = () => new AppError("CONFLICT", { name: fieldMessages.contactCategoryTaken });

/**
 * Contact categories of the workspace, the categories its entities require contacts in, and the
 * contacts of its vendor relationships. Every call is the customer's member's (`actor`'s workspace);
 * the vendor's own users will reach their relationship's contacts through the compliance section,
 * addressed by the relationship's `linkedEntityId` (docs/decisions.md, "Contacts and requirements").
 */
export function createContactsService({ db }: CoreDeps) {
  const repository = createContactsRepository(db);
  const paged = (query: PaginationQuery) => ({ page: query.page, pageSize: query.page_size });

  return {
    listCategories: (actor: Actor, query: PaginationQuery) => repository.listCategories(actor, paged(query)),

    /** POST /contact-categories: a new category; a name the workspace has (any case) answers 409. */
    async createCategory(actor: Actor, name: string): Promise<ContactCategory> {
      if (await repository.findCategoryByName(actor, name)) throw categoryTaken();
      try {
        return await repository.createCategory(actor, name);
      } catch (error) {
        // Made by a concurrent call between the check and the insert (the unique index on lower(name)).
        if (error instanceof AppError && error.code === "CONFLICT") throw categoryTaken();
        throw error;
      }
    },

    requirements: (actor: Actor, entityId: string) => repository.requiredCategories(actor, entityId),

    /** POST /entities/{id}/contact-requirements: the entity's whole set of required categories. */
    async setRequirements(actor: Actor, entityId: string, categoryIds: string[]) {
      await repository.setRequiredCategories(actor, entityId, [...new Set(categoryIds)]);
      return repository.requiredCategories(actor, entityId);
    },

    /** The vendor profile's "contact missing" action: required categories the relationship has no contact in. */
    missingContacts: (actor: Actor, relationshipId: string) =>
      repository.missingCategories(actor, relationshipId),

    listContacts: (actor: Actor, relationshipId: string, query: ContactListQuery) =>
      repository.listContacts(actor, relationshipId, paged(query)),

    createContact: (actor: Actor, relationshipId: string, input: CreateContactRequest) =>
      repository.createContact(actor, {
        relationshipId,
        categoryId: input.category,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
      }),
  };
}
