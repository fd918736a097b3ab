import { mutationOptions } from "@tanstack/react-query";
import {
  type RoleItemsRequest,
  type RoleItemsResponse,
  roleItemsRequestSchema,
  roleItemsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/**
 * POST /entity/supply-chain-roles: the entity's whole list of roles; the server keeps an assignment
 * whose role remains, adds the new ones and removes the others (spec section 6).
 */
export function saveSupplyChainRoles(body: RoleItemsRequest): Promise<RoleItemsResponse> {
  return api.post("/entity/supply-chain-roles", roleItemsRequestSchema.parse(body), {
    schema: roleItemsResponseSchema,
    endpoint: "POST /entity/supply-chain-roles",
  });
}

export const saveSupplyChainRolesMutationOptions = () =>
  mutationOptions({
    mutationKey: ["entity", "supply-chain-roles", "save"],
    mutationFn: saveSupplyChainRoles,
    meta: { silentStatuses: [400] },
  });
