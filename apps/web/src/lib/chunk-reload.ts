/**
 * After a release, a tab still running the old build asks for chunks (a lazily loaded screen) whose
 * hashed names the server no longer has. Reloading fetches the new index.html, which names the new
 * chunks; so a chunk that fails to load reloads the page, once: a second failure soon after the reload
 * is not a release (a broken deploy, the network), and reloading again would loop, so it fails the
 * route and the error screen offers a reload instead.
 */

/** Where the last automatic reload is remembered: sessionStorage, which survives the reload, per tab. */
export const chunkReloadKey = "tierline:chunk-reload";
/** A failure within this time after an automatic reload does not reload again. */
export const chunkReloadGuardMs = 60_000;

export interface ChunkReloadEnv {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => number;
  /** Loads the page at `to` (a path) from the server, or the current page again when null. */
  load: (to: string | null) => void;
}

/**
 * A chunk that did not load, as each browser words it (Chromium, Firefox, Safari), Vite's CSS preload,
 * or a server answering a missing chunk with index.html (a module of type text/html).
 */
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|is not a valid JavaScript MIME type/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

/** A promise that never settles: the page is going away, nothing may render meanwhile. */
const never = <T>() => new Promise<T>(() => {});

export interface ChunkReload {
  /**
   * Reloads the page for a failed chunk, unless an automatic reload happened within the guard (or
   * the tab cannot remember one): true when the page is reloading.
   */
  reloadForNewRelease(): boolean;
  /** Wraps a lazy route's loader: a chunk that failed reloads the page instead of failing the route. */
  lazy<T>(load: () => Promise<T>): () => Promise<T>;
  /** Listens for Vite's `vite:preloadError` (a chunk or its CSS failed), reloading where it may. */
  install(target: Pick<Window, "addEventListener">): void;
  /**
   * Where a navigation under way is going (the router's pending location): a screen's chunk loads
   * before the address changes, so the reload goes there rather than back to the page being left.
   */
  followNavigation(pending: () => string | null): void;
}

export function createChunkReload(env: ChunkReloadEnv): ChunkReload {
  let reloading = false;
  let pending: () => string | null = () => null;

  function reloadForNewRelease(): boolean {
    if (reloading) return true;
    try {
      const last = Number(env.storage.getItem(chunkReloadKey));
      if (last > 0 && env.now() - last < chunkReloadGuardMs) return false;
      env.storage.setItem(chunkReloadKey, String(env.now()));
    } catch {
      // Nothing remembers the reload, so nothing would stop a loop: leave it to the error screen.
      return false;
    }
    reloading = true;
    env.load(pending());
    return true;
  }

  return {
    reloadForNewRelease,
    lazy: (load) => async () => {
      try {
        return await load();
      } catch (error) {
        // While reloading, Vite's handler (below) let the import resolve to nothing: not an error.
        if (reloading || (isChunkLoadError(error) && reloadForNewRelease())) return never();
        throw error;
      }
    },
    install(target) {
      target.addEventListener("vite:preloadError", (event) => {
        // Prevented, Vite does not throw: the import resolves to nothing while the page reloads.
        if (reloadForNewRelease()) event.preventDefault();
      });
    },
    followNavigation(next) {
      pending = next;
    },
  };
}

/** The app's: this tab's sessionStorage, the browser's own page loads. */
export const chunkReload = createChunkReload({
  get storage() {
    return window.sessionStorage;
  },
  now: () => Date.now(),
  load: (to) => (to === null ? window.location.reload() : window.location.assign(to)),
});
