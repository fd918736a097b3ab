import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type AddStreamsToProductsRequest,
  addStreamsToProductsRequestSchema,
  addStreamsToProductsResponseSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshStreamsAndProducts } from "./refresh-streams-and-products";

/** POST /products/add-supply-streams-to-products: every product into every stream (safe twice). */
export function addStreamsToProducts(body: AddStreamsToProductsRequest) {
  return api.post("/products/add-supply-streams-to-products", addStreamsToProductsRequestSchema.parse(body), {
    schema: addStreamsToProductsResponseSchema,
    endpoint: "POST /products/add-supply-streams-to-products",
  });
}

export const addStreamsToProductsMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["supply-streams", "add-to-products"],
    mutationFn: addStreamsToProducts,
    onSuccess: (_answer, _input, _result, { client }) => refreshStreamsAndProducts(client, workspaceId),
  });

export function useAddStreamsToProducts(workspaceId: string) {
  return useMutation(addStreamsToProductsMutationOptions(workspaceId));
}
