import { queryOptions, useQuery } from "@tanstack/react-query";
import type { WelcomeChecklist } from "@tierline/contracts";
import { welcomeChecklistSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/welcome: the set-up checklist, pending and completed, from the workspace's state. */

export const welcomeChecklistQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "welcome"] as const;

export function getWelcomeChecklist(workspaceId: string, signal?: AbortSignal): Promise<WelcomeChecklist> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/welcome`, {
    schema: welcomeChecklistSchema,
    signal,
    endpoint: "GET /workspaces/{id}/welcome",
  });
}

export const welcomeChecklistQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: welcomeChecklistQueryKey(workspaceId),
    queryFn: ({ signal }) => getWelcomeChecklist(workspaceId, signal),
    // The checklist follows what the team does elsewhere: always fetch it fresh.
    staleTime: 0,
  });

export function useWelcomeChecklist(workspaceId: string) {
  return useQuery(welcomeChecklistQueryOptions(workspaceId));
}
