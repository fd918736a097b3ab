import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ContactCategoryWire,
  type CreateContactCategoryRequest,
  contactCategorySchema,
  createContactCategoryRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { contactCategoriesQueryKey } from "./get-contact-categories";

/** POST /contact-categories: a new category; 409 on `name` when the workspace has one of that name. */
export function addContactCategory(body: CreateContactCategoryRequest): Promise<ContactCategoryWire> {
  return api.post("/contact-categories", createContactCategoryRequestSchema.parse(body), {
    schema: contactCategorySchema,
    endpoint: "POST /contact-categories",
  });
}

/** Bad input and a name already taken are explained in the form: no snackbar. */
export const addContactCategoryExplains = [400, 409];

export const addContactCategoryMutationOptions = () =>
  mutationOptions({
    mutationKey: ["contacts", "categories", "add"],
    mutationFn: addContactCategory,
    meta: { silentStatuses: addContactCategoryExplains },
  });

export function useAddContactCategory() {
  const client = useQueryClient();
  return useMutation({
    ...addContactCategoryMutationOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: contactCategoriesQueryKey }),
  });
}
