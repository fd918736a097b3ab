import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { productImageSchema, setProductImageRequestSchema } from "@tierline/contracts";
import { useEffect, useState } from "react";
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { productsQueryKey } from "../../../lib/query-keys";
import { useWorkspaceId } from "../../../lib/use-workspace";

const imageAnswerSchema = z.object({ image: productImageSchema });

/** The api's own paths are under /api/v1, which the client adds. */
const apiPath = (url: string) => url.replace(/^\/api\/v1(?=\/)/, "");

/**
 * The bytes of a product image URL (thumbnail, preview or file), fetched with the session's token (the api
 * serves images to signed-in members only), kept while the app runs: each URL names its file.
 */
export const productImageBlobQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ["product-image", url] as const,
    queryFn: ({ signal }) => api.get<Blob>(apiPath(url), { as: "blob", signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });

/** An object URL of the image at `url` for an <img>, released when no longer shown; null while loading. */
export function useProductImageSrc(url: string | null | undefined) {
  const blob = useQuery({ ...productImageBlobQueryOptions(url ?? ""), enabled: Boolean(url) });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) {
      setSrc(null);
      return;
    }
    const made = URL.createObjectURL(blob.data);
    setSrc(made);
    return () => URL.revokeObjectURL(made);
  }, [blob.data]);
  return { src, isError: blob.isError, isLoading: blob.isLoading };
}

/** GET /products/{id}/image: the product's image and its URLs, or null. */
export const productImageQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: ["products", productId, "image"] as const,
    queryFn: ({ signal }) =>
      api.get(`/products/${productId}/image`, {
        schema: z.object({ image: productImageSchema.nullable() }),
        signal,
      }),
  });

export const useProductImage = (productId: string) => useQuery(productImageQueryOptions(productId));

/** The product's image, and every read of the catalogue (its list and the product) shows the new one. */
const useRefreshImage = (productId: string) => {
  const client = useQueryClient();
  const workspaceId = useWorkspaceId();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: productImageQueryOptions(productId).queryKey }),
      client.invalidateQueries({ queryKey: productsQueryKey(workspaceId) }),
    ]);
};

/**
 * PUT /products/{id}/image: an uploaded PNG or JPEG becomes the product's image (thumbnails made). A
 * file refused (400) is said under the image: no snackbar.
 */
export function useSetProductImage(productId: string) {
  const refresh = useRefreshImage(productId);
  return useMutation({
    meta: { silentStatuses: [400] },
    mutationFn: (resourceId: string) =>
      api.put(
        `/products/${productId}/image`,
        setProductImageRequestSchema.parse({ resource_id: resourceId }),
        {
          schema: imageAnswerSchema,
        },
      ),
    onSuccess: refresh,
  });
}

/** DELETE /products/{id}/image. */
export function useRemoveProductImage(productId: string) {
  const refresh = useRefreshImage(productId);
  return useMutation({
    mutationFn: () => api.delete(`/products/${productId}/image`),
    onSuccess: refresh,
  });
}
