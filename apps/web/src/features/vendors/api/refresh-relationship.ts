import type { QueryClient } from "@tanstack/react-query";
import { vendorRelationshipQueryKey } from "./get-vendor-relationship";

/**
 * After a relationship changed: its own reads (the profile, the procurement stages) and every vendor
 * list (the list shows the relationship's status and filters on it).
 */
export function refreshAfterRelationshipChange(client: QueryClient, relationshipId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: vendorRelationshipQueryKey(relationshipId) }),
    client.invalidateQueries({
      predicate: (query) => query.queryKey[0] === "workspaces" && query.queryKey[2] === "vendors",
    }),
  ]);
}
