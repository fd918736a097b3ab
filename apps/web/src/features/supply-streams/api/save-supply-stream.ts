import { mutationOptions, useMutation } from "@tanstack/react-query";
import {
  type CreateSupplyStreamRequest,
  createSupplyStreamRequestSchema,
  type SupplyStreamWire,
  supplyStreamSchema,
  updateSupplyStreamRequestSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { refreshStreamsAndProducts } from "./refresh-streams-and-products";

/** POST /products/supply-stream (no id) or PATCH /products/supply-stream/{id}: name and vendors per stage. */
export function saveSupplyStream({
  id,
  body,
}: {
  id?: string;
  body: CreateSupplyStreamRequest;
}): Promise<SupplyStreamWire> {
  if (!id)
    return api.post("/products/supply-stream", createSupplyStreamRequestSchema.parse(body), {
      schema: supplyStreamSchema,
      endpoint: "POST /products/supply-stream",
    });
  return api.patch(
    `/products/supply-stream/${encodeURIComponent(id)}`,
    updateSupplyStreamRequestSchema.parse(body),
    {
      schema: supplyStreamSchema,
      endpoint: "PATCH /products/supply-stream/{id}",
    },
  );
}

/** A stream name taken (409) and vendors not of the workspace (400) are said on the form's fields. */
export const saveSupplyStreamExplains = [400, 409] as const;

export const saveSupplyStreamMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["supply-streams", "save"],
    mutationFn: saveSupplyStream,
    onSuccess: (_stream, _input, _result, { client }) => refreshStreamsAndProducts(client, workspaceId),
  });

export function useSaveSupplyStream(workspaceId: string) {
  return useMutation(saveSupplyStreamMutationOptions(workspaceId));
}
