import type { QueryClient } from "@tanstack/react-query";
import { productsQueryKey, supplyStreamsQueryKey } from "../../../lib/query-keys";

/**
 * What a stream write changes: the streams, and the products' reads too (a product's "Supply streams",
 * the catalogue's column and its stream filter name the streams each product is in).
 */
export const refreshStreamsAndProducts = (client: QueryClient, workspaceId: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: supplyStreamsQueryKey(workspaceId) }),
    client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
  ]);
