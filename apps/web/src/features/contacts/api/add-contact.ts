import { mutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ContactWire,
  type CreateContactRequest,
  contactSchema,
  createContactRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { contactsQueryKey } from "./get-contacts";
import { missingContactsQueryOptions } from "./get-missing-contacts";

/** POST /entities/relationships/{id}/contacts: a person at the vendor for one category. */
export function addContact({
  relationshipId,
  body,
}: {
  relationshipId: string;
  body: CreateContactRequest;
}): Promise<ContactWire> {
  return api.post(
    `/entities/relationships/${encodeURIComponent(relationshipId)}/contacts`,
    createContactRequestSchema.parse(body),
    { schema: contactSchema, endpoint: "POST /entities/relationships/{id}/contacts" },
  );
}

/** Bad input is explained under the inputs: no snackbar. */
export const addContactExplains = [400];

export const addContactMutationOptions = () =>
  mutationOptions({
    mutationKey: ["contacts", "add"],
    mutationFn: addContact,
    meta: { silentStatuses: addContactExplains },
  });

/** After an addition the list and the profile's "Contact missing" action are read again. */
export function useAddContact(relationshipId: string) {
  const client = useQueryClient();
  return useMutation({
    ...addContactMutationOptions(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: contactsQueryKey(relationshipId) }),
        client.invalidateQueries({ queryKey: missingContactsQueryOptions(relationshipId).queryKey }),
      ]),
  });
}
