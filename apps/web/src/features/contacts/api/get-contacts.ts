import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ContactWire, contactListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** A relationship's contacts sit under this key (invalidated after an addition). */
export const contactsQueryKey = (relationshipId: string) => ["contacts", "list", relationshipId] as const;

/**
 * GET /entities/relationships/{id}/contacts: the vendor's contacts by category name, then last and first
 * name. One page of the largest size: the profile lists them all.
 */
export async function getContacts(relationshipId: string, signal?: AbortSignal): Promise<ContactWire[]> {
  const page = await api.get(`/entities/relationships/${encodeURIComponent(relationshipId)}/contacts`, {
    query: { page: 1, page_size: 100 },
    schema: contactListSchema,
    signal,
    endpoint: "GET /entities/relationships/{id}/contacts",
  });
  return page.results;
}

export const contactsQueryOptions = (relationshipId: string) =>
  queryOptions({
    queryKey: contactsQueryKey(relationshipId),
    queryFn: ({ signal }) => getContacts(relationshipId, signal),
  });

export function useContacts(relationshipId: string) {
  return useQuery(contactsQueryOptions(relationshipId));
}
