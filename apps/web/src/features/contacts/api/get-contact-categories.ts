import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ContactCategoryWire, contactCategoryListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** Every contact category of the workspace sits under this key (invalidated after an addition). */
export const contactCategoriesQueryKey = ["contacts", "categories"] as const;

/**
 * GET /contact-categories: the workspace's categories by name. One page of the largest size: a
 * workspace names a handful, and a select or a checklist shows them all.
 */
export async function getContactCategories(signal?: AbortSignal): Promise<ContactCategoryWire[]> {
  const page = await api.get("/contact-categories", {
    query: { page: 1, page_size: 100 },
    schema: contactCategoryListSchema,
    signal,
    endpoint: "GET /contact-categories",
  });
  return page.results;
}

export const contactCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: contactCategoriesQueryKey,
    queryFn: ({ signal }) => getContactCategories(signal),
  });

export function useContactCategories() {
  return useQuery(contactCategoriesQueryOptions());
}
