import type { QueryClient } from "@tanstack/react-query";

/**
 * The workspace's set-up flags and welcome checklist are derived from its entity's details (complete
 * when named, registered, typed, given roles and attested): after a change they are read again. Every
 * workspace query sits under `["workspaces", id, ...]`; naming the prefix keeps this feature from
 * importing the workspaces feature.
 */
export function refreshAfterEntityChange(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ["workspaces"] });
}
