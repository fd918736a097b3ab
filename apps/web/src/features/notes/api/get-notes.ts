import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { type NoteWire, noteListSchema, notesPageSize, type Paginated } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /notes/{objectId}?page=&page_size=: an object's notes, newest first, `notesPageSize` a page. */

/** Every notes list of a workspace sits under this key; one object's under `notesQueryKey(w, id)`. */
export const notesQueryKey = (workspaceId: string, objectId: string) =>
  ["workspaces", workspaceId, "notes", objectId] as const;

export function getNotes(objectId: string, page: number, signal?: AbortSignal): Promise<Paginated<NoteWire>> {
  return api.get(`/notes/${encodeURIComponent(objectId)}`, {
    query: { page, page_size: notesPageSize },
    schema: noteListSchema,
    signal,
    endpoint: "GET /notes/{objectId}",
  });
}

export const notesQueryOptions = (workspaceId: string, objectId: string) =>
  infiniteQueryOptions({
    queryKey: notesQueryKey(workspaceId, objectId),
    queryFn: ({ pageParam, signal }) => getNotes(objectId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
  });

export function useNotes(workspaceId: string, objectId: string) {
  return useInfiniteQuery(notesQueryOptions(workspaceId, objectId));
}
