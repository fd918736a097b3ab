import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ContactWire,
  type CreateContactRequest,
  contactListSchema,
  contactSchema,
  createContactRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { compliancesQueryKey } from "./get-compliances";

const path = (relationshipId: string) => `/compliances/${encodeURIComponent(relationshipId)}/contacts`;

/** GET /compliances/{relationship_id}/contacts: every contact given to the customer (one page of the largest size). */
export const complianceContactsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: [...compliancesQueryKey, relationshipId, "contacts"],
    queryFn: async ({ signal }): Promise<ContactWire[]> =>
      (
        await api.get(path(relationshipId), {
          query: { page: 1, page_size: 100 },
          schema: contactListSchema,
          signal,
          endpoint: "GET /compliances/{relationship_id}/contacts",
        })
      ).results,
  });

export const useComplianceContacts = (relationshipId: string) =>
  useQuery(complianceContactsQueryOptions(relationshipId));

/** POST /compliances/{relationship_id}/contacts: a person for one of the customer's categories. */
export function addComplianceContact({
  relationshipId,
  body,
}: {
  relationshipId: string;
  body: CreateContactRequest;
}): Promise<ContactWire> {
  return api.post(path(relationshipId), createContactRequestSchema.parse(body), {
    schema: contactSchema,
    endpoint: "POST /compliances/{relationship_id}/contacts",
  });
}

/** Bad input is explained under the inputs: no snackbar. */
export const addComplianceContactExplains = [400];

export const addComplianceContactMutationOptions = () =>
  mutationOptions({
    mutationKey: ["compliances", "contacts", "add"],
    mutationFn: addComplianceContact,
    meta: { silentStatuses: addComplianceContactExplains },
  });

/** After an addition the contacts and the request's status are read again. */
export function useAddComplianceContact() {
  const client = useQueryClient();
  return useMutation({
    ...addComplianceContactMutationOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: compliancesQueryKey }),
  });
}
