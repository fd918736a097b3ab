import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { productsQueryKey, supplyStreamsQueryKey } from "../../../lib/query-keys";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { isProductImportFinished, useProductImport } from "../api/get-product-import";

/**
 * An import's progress; once it has finished, the catalogue and the supply streams are read again:
 * its products are in them (and the stream chosen counts them). A failed import may have written rows
 * before it stopped, so it refreshes them too.
 */
export function useProductImportProgress(importId: string) {
  const found = useProductImport(importId);
  const client = useQueryClient();
  const workspaceId = useWorkspaceId();
  const finished = isProductImportFinished(found.data);
  useEffect(() => {
    if (!finished) return;
    void client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) });
    void client.invalidateQueries({ queryKey: supplyStreamsQueryKey(workspaceId) });
  }, [finished, client, workspaceId]);
  return found;
}
