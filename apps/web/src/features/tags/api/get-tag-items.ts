import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type TagItemWire,
  tagItemListQuerySchema,
  tagItemListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /tag-items?object_id=&tag=: tag items by object (its tags) or by tag, newest first. */

export const tagItemsQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "tag-items"] as const;

export interface TagItemsQuery {
  object_id?: string;
  tag?: string;
  page?: number;
}

export function getTagItems(query: TagItemsQuery, signal?: AbortSignal): Promise<Paginated<TagItemWire>> {
  return api.get("/tag-items", {
    query: tagItemListQuerySchema.parse({ ...query, page_size: 100 }),
    schema: tagItemListSchema,
    signal,
    endpoint: "GET /tag-items",
  });
}

export const tagItemsQueryOptions = (workspaceId: string, query: TagItemsQuery) =>
  queryOptions({
    queryKey: [...tagItemsQueryKey(workspaceId), query] as const,
    queryFn: ({ signal }) => getTagItems(query, signal),
  });

export function useTagItems(workspaceId: string, query: TagItemsQuery) {
  return useQuery(tagItemsQueryOptions(workspaceId, query));
}
