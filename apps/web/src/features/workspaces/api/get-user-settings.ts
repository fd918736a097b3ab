import { queryOptions, useQuery } from "@tanstack/react-query";
import type { UserSettings } from "@tierline/contracts";
import { userSettingsSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /workspaces/{id}/user-settings: the signed-in user's settings in the workspace. */

export const userSettingsQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "user-settings"] as const;

export function getUserSettings(workspaceId: string, signal?: AbortSignal): Promise<UserSettings> {
  return api.get(`/workspaces/${encodeURIComponent(workspaceId)}/user-settings`, {
    schema: userSettingsSchema,
    signal,
    endpoint: "GET /workspaces/{id}/user-settings",
  });
}

export const userSettingsQueryOptions = (workspaceId: string) =>
  queryOptions({
    queryKey: userSettingsQueryKey(workspaceId),
    queryFn: ({ signal }) => getUserSettings(workspaceId, signal),
  });

export function useUserSettings(workspaceId: string | null, options: { silent?: boolean } = {}) {
  return useQuery({
    ...userSettingsQueryOptions(workspaceId ?? ""),
    enabled: workspaceId !== null,
    meta: options.silent ? { silent: true } : undefined,
  });
}
