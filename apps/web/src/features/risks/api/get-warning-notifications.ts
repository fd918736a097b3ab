import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import {
  type WarningNotificationList,
  type WarningNotificationListQuery,
  warningNotificationListQuerySchema,
  warningNotificationListSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /warning-notifications/{relationship id}: the vendor's warnings, open first. */

export const warningNotificationsQueryKey = (relationshipId: string) =>
  ["warning-notifications", relationshipId] as const;

export function getWarningNotifications(
  relationshipId: string,
  query: WarningNotificationListQuery,
  signal?: AbortSignal,
): Promise<WarningNotificationList> {
  return api.get(`/warning-notifications/${encodeURIComponent(relationshipId)}`, {
    query: warningNotificationListQuerySchema.parse(query),
    schema: warningNotificationListSchema,
    signal,
    endpoint: "GET /warning-notifications/{id}",
  });
}

export const warningNotificationsQueryOptions = (
  relationshipId: string,
  query: WarningNotificationListQuery,
) =>
  queryOptions({
    queryKey: [
      ...warningNotificationsQueryKey(relationshipId),
      warningNotificationListQuerySchema.parse(query),
    ],
    queryFn: ({ signal }) => getWarningNotifications(relationshipId, query, signal),
    placeholderData: keepPreviousData,
    // A file being checked resolves within seconds: look again until none is processing.
    refetchInterval: (query) =>
      query.state.data?.results.some((warning) => warning.status === "processing") ? 2000 : false,
  });

export function useWarningNotifications(relationshipId: string, query: WarningNotificationListQuery) {
  return useQuery(warningNotificationsQueryOptions(relationshipId, query));
}
