import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UflpaExposureInputWire, type UflpaInput, uflpaExposureSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { materialsQueryKey } from "./get-materials";

/** GET /products/materials/uflpa-exposure: every input, or the one given. */
export async function getUflpaExposure(
  input?: UflpaInput,
  signal?: AbortSignal,
): Promise<UflpaExposureInputWire[]> {
  const answer = await api.get("/products/materials/uflpa-exposure", {
    query: input ? { input } : {},
    schema: uflpaExposureSchema,
    signal,
    endpoint: "GET /products/materials/uflpa-exposure",
  });
  return answer.inputs;
}

export const uflpaExposureQueryOptions = (input?: UflpaInput) =>
  queryOptions({
    queryKey: [...materialsQueryKey, "uflpa-exposure", input ?? "all"],
    queryFn: ({ signal }) => getUflpaExposure(input, signal),
  });

export function useUflpaExposure(input?: UflpaInput) {
  return useQuery(uflpaExposureQueryOptions(input));
}
