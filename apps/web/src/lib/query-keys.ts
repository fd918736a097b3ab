/**
 * Where every read of the workspace's products and of its supply streams starts: what a write of
 * either invalidates. Each feature's writes change what the other shows (a stream's products are the
 * products' streams, an import fills both), and features do not import each other, so the two roots
 * live here.
 */
export const productsQueryKey = (workspaceId: string) => ["workspaces", workspaceId, "products"] as const;

export const supplyStreamsQueryKey = (workspaceId: string) =>
  ["workspaces", workspaceId, "supply-streams"] as const;
