import { queryOptions, useQuery } from "@tanstack/react-query";
import { type SupplyChainRole, supplyChainRolesResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /supply-chain-roles: the roles a company can play in supply chains (reference data). */

export function getSupplyChainRoles(signal?: AbortSignal): Promise<SupplyChainRole[]> {
  return api
    .get("/supply-chain-roles", {
      schema: supplyChainRolesResponseSchema,
      signal,
      endpoint: "GET /supply-chain-roles",
    })
    .then((answer) => answer.results);
}

export const supplyChainRolesQueryOptions = () =>
  queryOptions({
    queryKey: ["supply-chain-roles"] as const,
    queryFn: ({ signal }) => getSupplyChainRoles(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSupplyChainRoles() {
  return useQuery(supplyChainRolesQueryOptions());
}
