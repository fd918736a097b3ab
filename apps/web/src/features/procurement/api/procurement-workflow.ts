import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ProcurementWorkflowRequest,
  type ProcurementWorkflowWire,
  procurementWorkflowRequestSchema,
  procurementWorkflowSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";

const path = (entityId: string) => `/compliances/${encodeURIComponent(entityId)}/procurement-workflow`;

export const procurementWorkflowQueryKey = (entityId: string) =>
  ["procurement", "workflow", entityId] as const;

/** GET /compliances/{own entity}/procurement-workflow: the workspace's stages in order (none: no workflow). */
export function getProcurementWorkflow(
  entityId: string,
  signal?: AbortSignal,
): Promise<ProcurementWorkflowWire> {
  return api.get(path(entityId), {
    schema: procurementWorkflowSchema,
    signal,
    endpoint: "GET /compliances/{id}/procurement-workflow",
  });
}

/** PUT /compliances/{own entity}/procurement-workflow: the whole ordered list, made or replaced. */
export function saveProcurementWorkflow({
  entityId,
  body,
}: {
  entityId: string;
  body: ProcurementWorkflowRequest;
}): Promise<ProcurementWorkflowWire> {
  return api.put(path(entityId), procurementWorkflowRequestSchema.parse(body), {
    schema: procurementWorkflowSchema,
    endpoint: "PUT /compliances/{id}/procurement-workflow",
  });
}

export const procurementWorkflowQueryOptions = (entityId: string) =>
  queryOptions({
    queryKey: procurementWorkflowQueryKey(entityId),
    queryFn: ({ signal }) => getProcurementWorkflow(entityId, signal),
  });

export function useProcurementWorkflow(entityId: string) {
  return useQuery(procurementWorkflowQueryOptions(entityId));
}

/** Bad input is explained in the form: no snackbar. */
export const saveProcurementWorkflowExplains = [400];

export const saveProcurementWorkflowMutationOptions = () =>
  mutationOptions({
    mutationKey: ["procurement", "workflow", "save"],
    mutationFn: saveProcurementWorkflow,
    meta: { silentStatuses: saveProcurementWorkflowExplains },
  });

/** The answer is the new workflow; every vendor's path and the list's stage filter follow it. */
export function useSaveProcurementWorkflow(entityId: string) {
  const client = useQueryClient();
  return useMutation({
    ...saveProcurementWorkflowMutationOptions(),
    onSuccess: (saved) => {
      client.setQueryData(procurementWorkflowQueryKey(entityId), saved);
      return client.invalidateQueries({ queryKey: ["procurement", "relationship"] });
    },
  });
}
