import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../test/memory-storage";
import {
  type ChunkReloadEnv,
  chunkReloadGuardMs,
  chunkReloadKey,
  createChunkReload,
  isChunkLoadError,
} from "./chunk-reload";

/** A tab at `now`, remembering what `storage` holds; `load` (the page load) only counts. */
function tab(initial: Record<string, string> = {}, now = 1_000_000) {
  const storage = memoryStorage(initial);
  const env: ChunkReloadEnv & { time: number } = {
    storage,
    time: now,
    now: () => env.time,
    load: vi.fn(),
  };
  return { env, storage, chunkReload: createChunkReload(env) };
}

const missingChunk = () =>
  new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/vendors-route-abc123.js");

/** Whether a promise is still pending after the microtasks and a macrotask have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return !settled;
}

describe("chunk load errors", () => {
  it("are told apart from other errors, in each browser's words", () => {
    expect(isChunkLoadError(missingChunk())).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(
      isChunkLoadError(
        new TypeError(
          "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of \"text/html\". 'text/html' is not a valid JavaScript MIME type.",
        ),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe("reloading for a new release", () => {
  it("reloads once, remembering when in this tab's storage, and not again within the guard", () => {
    const { env, storage, chunkReload } = tab();
    expect(chunkReload.reloadForNewRelease()).toBe(true);
    expect(env.load).toHaveBeenCalledOnce();
    expect(storage.data.get(chunkReloadKey)).toBe(String(env.time));

    // After the reload: a new page, the same tab's storage. A failure soon after is no release.
    const afterReload = createChunkReload({ ...env, load: vi.fn() });
    env.time += chunkReloadGuardMs - 1;
    expect(afterReload.reloadForNewRelease()).toBe(false);

    // Much later, another release.
    env.time += 2;
    const later = createChunkReload(env);
    expect(later.reloadForNewRelease()).toBe(true);
    expect(env.load).toHaveBeenCalledTimes(2);
  });

  it("does not reload where the tab cannot remember it (nothing would stop a loop)", () => {
    const load = vi.fn();
    const chunkReload = createChunkReload({
      storage: {
        getItem: () => {
          throw new Error("SecurityError");
        },
        setItem: () => {},
      },
      now: () => 1,
      load,
    });
    expect(chunkReload.reloadForNewRelease()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("a lazy route", () => {
  it("reloads the page when its chunk is gone, and never settles meanwhile", async () => {
    const { env, chunkReload } = tab();
    const load = chunkReload.lazy(() => Promise.reject(missingChunk()));
    expect(await pending(load())).toBe(true);
    expect(env.load).toHaveBeenCalledExactlyOnceWith(null);
  });

  it("loads the page a navigation was going to, when the chunk was that page's", async () => {
    const { env, chunkReload } = tab();
    chunkReload.followNavigation(() => "/forgot-password?from=login");
    await pending(chunkReload.lazy(() => Promise.reject(missingChunk()))());
    expect(env.load).toHaveBeenCalledExactlyOnceWith("/forgot-password?from=login");
  });

  it("fails as it did when the chunk is gone again right after a reload, for the error screen", async () => {
    const { env, chunkReload } = tab({ [chunkReloadKey]: String(1_000_000 - 5_000) });
    const load = chunkReload.lazy(() => Promise.reject(missingChunk()));
    await expect(load()).rejects.toThrow("Failed to fetch dynamically imported module");
    expect(env.load).not.toHaveBeenCalled();
  });

  it("passes other failures and the loaded route through untouched", async () => {
    const { env, chunkReload } = tab();
    await expect(chunkReload.lazy(() => Promise.reject(new Error("render bug")))()).rejects.toThrow(
      "render bug",
    );
    await expect(chunkReload.lazy(async () => ({ Component: "x" }))()).resolves.toEqual({ Component: "x" });
    expect(env.load).not.toHaveBeenCalled();
  });
});

describe("Vite's preload error", () => {
  it("reloads and stops Vite from throwing, once; within the guard it lets the error through", () => {
    const { env, chunkReload } = tab();
    const target = new EventTarget();
    chunkReload.install(target as unknown as Window);
    const preloadError = () => {
      const event = new Event("vite:preloadError", { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(preloadError()).toBe(true);
    expect(env.load).toHaveBeenCalledOnce();
    // The same page, still reloading: a second chunk failing meanwhile is prevented too, no new reload.
    expect(preloadError()).toBe(true);
    expect(env.load).toHaveBeenCalledOnce();
    // A route whose import Vite let resolve to nothing waits for the reload rather than failing.
    const load = chunkReload.lazy(async () => {
      throw new TypeError("Cannot read properties of undefined (reading 'VendorsRoute')");
    });
    return expect(pending(load())).resolves.toBe(true);
  });

  it("is let through right after an automatic reload", () => {
    const { env, chunkReload } = tab({ [chunkReloadKey]: String(1_000_000 - 1_000) });
    const target = new EventTarget();
    chunkReload.install(target as unknown as Window);
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(env.load).not.toHaveBeenCalled();
  });
});
