import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ResourceUsageTypeWire, resourceUsageTypeListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /resource-usage-types: the workspace's types by name (a handful; the first read makes the defaults). */
export async function getResourceUsageTypes(signal?: AbortSignal): Promise<ResourceUsageTypeWire[]> {
  const page = await api.get("/resource-usage-types", {
    query: { page: 1, page_size: 100 },
    schema: resourceUsageTypeListSchema,
    signal,
    endpoint: "GET /resource-usage-types",
  });
  return page.results;
}

export const resourceUsageTypesQueryOptions = () =>
  queryOptions({
    queryKey: ["materials", "usage-types"],
    queryFn: ({ signal }) => getResourceUsageTypes(signal),
  });

export function useResourceUsageTypes() {
  return useQuery(resourceUsageTypesQueryOptions());
}
