import type { ContactCategoryWire, ContactWire } from "@tierline/contracts";
import type { Contact, ContactCategory } from "@tierline/core";

export const contactCategoryToWire = (category: ContactCategory): ContactCategoryWire => ({
  id: category.id,
  name: category.name,
  created: category.createdAt.toISOString(),
});

export const contactToWire = (contact: Contact): ContactWire => ({
  id: contact.id,
  relationship: contact.relationshipId,
  category: contactCategoryToWire(contact.category),
  first_name: contact.firstName,
  last_name: contact.lastName,
  email: contact.email,
  phone: contact.phone,
  created: contact.createdAt.toISOString(),
});
