import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { shouldShowErrorSnackbar, showErrorSnackbar } from "../components/snackbar/snackbar";
import { isApiError } from "../lib/api-error";
import { authStore } from "../lib/auth-store";
import { meQueryOptions } from "../lib/me";

/** Per-query / per-mutation say over the error snackbar. */
export interface ErrorSnackbarMeta extends Record<string, unknown> {
  /** Statuses the screen explains itself (e.g. 401 on the sign-in form), so no snackbar for them. */
  silentStatuses?: readonly number[];
  /** No snackbar at all. */
  silent?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ErrorSnackbarMeta;
    mutationMeta: ErrorSnackbarMeta;
  }
}

export function reportError(error: unknown, meta: ErrorSnackbarMeta | undefined): void {
  if (meta?.silent) return;
  if (shouldShowErrorSnackbar(error, meta?.silentStatuses)) showErrorSnackbar(error);
}

/**
 * A 404 of a call that named a workspace may mean the workspace itself is no longer the user's (the
 * server answers both alike): /users/me is asked again, and when it no longer lists the workspace the
 * app falls back to another (lib/workspace-store.ts) and says so, in place of "Resource not found".
 * Only a 404 in a workspace the user still has is about the object, and reported as usual.
 */
function reportCallError(client: QueryClient, error: unknown, meta: ErrorSnackbarMeta | undefined): void {
  const named = isApiError(error) && error.status === 404 ? error.workspaceId : undefined;
  if (!named || !authStore.isAuthenticated) {
    reportError(error, meta);
    return;
  }
  // Several calls failing at once share one fetch of /users/me.
  client.fetchQuery({ ...meQueryOptions(), staleTime: 0 }).then(
    (me) => {
      if (me.workspaces.some((workspace) => workspace.id === named)) reportError(error, meta);
    },
    () => reportError(error, meta),
  );
}

/** Client errors (4xx) and cancelled calls are final; network and server errors get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.aborted || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportCallError(client, error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportCallError(client, error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
