import { queryOptions, useQuery } from "@tanstack/react-query";
import { supplyStreamListSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /products/supply-stream: the workspace's streams (the first 100), to give every imported product. */
export function getSupplyStreamChoices(signal?: AbortSignal) {
  return api.get("/products/supply-stream?page_size=100", {
    schema: supplyStreamListSchema,
    signal,
    endpoint: "GET /products/supply-stream",
  });
}

export const useSupplyStreamChoices = () =>
  useQuery(
    queryOptions({
      queryKey: ["products", "supply-stream", "choices"] as const,
      queryFn: ({ signal }) => getSupplyStreamChoices(signal),
    }),
  );
