import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type Paginated,
  type TagType,
  type TagWire,
  tagListQuerySchema,
  tagListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/tags?type=&search=: the workspace's tags by name (100 a page: a picker's list). */

export const tagsQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "tags"] as const;

export interface TagsQuery {
  type?: TagType;
  search?: string;
}

export function getTags(
  workspaceId: string,
  query: TagsQuery,
  signal?: AbortSignal,
): Promise<Paginated<TagWire>> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/tags`, {
    query: tagListQuerySchema.parse({ ...query, search: query.search || undefined, page_size: 100 }),
    schema: tagListSchema,
    signal,
    endpoint: "GET /workspaces/{id}/tags",
  });
}

export const tagsQueryOptions = (workspaceId: string, query: TagsQuery) =>
  queryOptions({
    queryKey: [
      ...tagsQueryKey(workspaceId),
      { type: query.type, search: query.search?.trim() ?? "" },
    ] as const,
    queryFn: ({ signal }) => getTags(workspaceId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useTags(workspaceId: string, query: TagsQuery) {
  return useQuery(tagsQueryOptions(workspaceId, query));
}
