import type { MutationFunctionContext, QueryKey } from "@tanstack/react-query";
import { showErrorSnackbar } from "../components/snackbar/snackbar";
import { isApiError } from "./api-error";

export interface OptimisticConfig<TData, TVariables> {
  /** The cached data the change applies to; the mutation's own key must start with it. */
  queryKey: QueryKey;
  /** The cached data with the change applied. */
  apply: (data: TData, variables: TVariables) => TData;
  /**
   * The variables that put back what `variables` changes, read from the data before the change.
   * Undoing only the failed change (not restoring a whole snapshot) keeps other changes made
   * meanwhile: toggling two switches quickly and having only the first fail undoes only the first.
   */
  inverse: (data: TData, variables: TVariables) => TVariables;
}

export interface OptimisticResult<TVariables> {
  undo: TVariables | null;
}

/**
 * Mutation callbacks for a change that shows at once (spec section 4, "Preferences: updates apply
 * optimistically and are undone on failure"): the cache is patched before the call; a failure undoes
 * the patch and shows the error snackbar; when the last change of its kind settles, the data is
 * fetched again. Use with `meta: { silent: true }`: the snackbar is shown here, for every failure.
 */
export function optimisticCallbacks<TData, TVariables, TResult = unknown>(
  config: OptimisticConfig<TData, TVariables>,
) {
  const { queryKey, apply, inverse } = config;
  return {
    onMutate: async (
      variables: TVariables,
      { client }: MutationFunctionContext,
    ): Promise<OptimisticResult<TVariables>> => {
      await client.cancelQueries({ queryKey });
      const data = client.getQueryData<TData>(queryKey);
      if (data === undefined) return { undo: null };
      client.setQueryData<TData>(queryKey, apply(data, variables));
      return { undo: inverse(data, variables) };
    },
    onError: (
      error: Error,
      _variables: TVariables,
      result: OptimisticResult<TVariables> | undefined,
      { client }: MutationFunctionContext,
    ) => {
      const undo = result?.undo;
      if (undo) {
        client.setQueryData<TData>(queryKey, (data) => (data === undefined ? data : apply(data, undo)));
      }
      if (!(isApiError(error) && error.aborted)) showErrorSnackbar(error);
    },
    onSettled: (
      _data: TResult | undefined,
      _error: Error | null,
      _variables: TVariables,
      _result: OptimisticResult<TVariables> | undefined,
      { client }: MutationFunctionContext,
    ) => {
      // Refetch only once the last pending change to this data is done (every such mutation's key
      // starts with the query key), so a refetch never overwrites a change still on its way.
      if (client.isMutating({ mutationKey: queryKey }) > 1) return;
      return client.invalidateQueries({ queryKey });
    },
  };
}
