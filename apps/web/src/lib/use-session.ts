import { useSyncExternalStore } from "react";
import { authStore, type SessionState } from "./auth-store";

/** The persisted session, re-rendering on every change (sign-in, refresh, sign-out). */
export function useSession(): SessionState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
