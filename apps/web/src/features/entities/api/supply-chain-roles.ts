import { mutationOptions, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import {
  type RoleItemsRequest,
  type RoleItemsResponse,
  roleItemsRequestSchema,
  roleItemsResponseSchema,
  supplyChainRolesResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { entityQueryKey } from "./get-entity";
import { refreshAfterEntityChange } from "./refresh";

/** GET /supply-chain-roles: the whole list, reference data fetched once. */
export const supplyChainRolesQueryOptions = () =>
  queryOptions({
    queryKey: ["supply-chain-roles"] as const,
    queryFn: ({ signal }) =>
      api.get("/supply-chain-roles", { schema: supplyChainRolesResponseSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSupplyChainRoles = () => useQuery(supplyChainRolesQueryOptions());

/** POST /entity/supply-chain-roles: the entity's whole list of roles, applied by the server's diff. */
export function setSupplyChainRoles(body: RoleItemsRequest): Promise<RoleItemsResponse> {
  return api.post("/entity/supply-chain-roles", roleItemsRequestSchema.parse(body), {
    schema: roleItemsResponseSchema,
  });
}

export const setSupplyChainRolesMutationOptions = (entityId: string) =>
  mutationOptions({
    mutationKey: ["entities", "supply-chain-roles"],
    mutationFn: (roles: string[]) =>
      setSupplyChainRoles({ entity: entityId, roles: roles.map((role) => ({ role })) }),
    onSuccess: (_data, _variables, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: entityQueryKey(entityId) }),
        refreshAfterEntityChange(client),
      ]),
  });

export const useSetSupplyChainRoles = (entityId: string) =>
  useMutation(setSupplyChainRolesMutationOptions(entityId));
