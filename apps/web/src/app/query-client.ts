import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { shouldShowErrorSnackbar, showErrorSnackbar } from "../components/snackbar/snackbar";
import { isApiError } from "../lib/api-error";

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

/** Client errors (4xx) and cancelled calls are final; network and server errors get two retries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.aborted || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
