/**
 * The storage a persisted store reads and writes. `localStorage` in the browser; it may be
 * asynchronous (the restore waits for it, up to the restore timeout).
 */
export interface PersistStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** `localStorage`'s own, synchronous shape (a `PersistStorage` too). */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Web Storage, tolerant of browsers that refuse it (private mode, storage disabled). */
function tolerant(storage: () => Storage): SyncStorage {
  return {
    getItem(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        // Storage full or disabled: what it would keep lives in memory only.
      }
    },
    removeItem(key) {
      try {
        storage().removeItem(key);
      } catch {
        // Nothing stored that could be removed.
      }
    },
  };
}

/** localStorage: shared by the tabs of this device, kept after they close. */
export const browserStorage: SyncStorage = tolerant(() => window.localStorage);

/** sessionStorage: this tab's own, kept across its reloads. */
export const tabStorage: SyncStorage = tolerant(() => window.sessionStorage);

/** A versioned record as written to storage. */
export interface PersistedRecord<T> {
  version: number;
  state: T;
}

export function writeRecord<T>(storage: PersistStorage, key: string, version: number, state: T): void {
  void storage.setItem(key, JSON.stringify({ version, state } satisfies PersistedRecord<T>));
}

/** Reads a record; anything unreadable, or written by another store version, counts as absent. */
export async function readRecord<T>(
  storage: PersistStorage,
  key: string,
  version: number,
): Promise<T | null> {
  return parseRecord<T>(await storage.getItem(key), version);
}

export function parseRecord<T>(text: string | null, version: number): T | null {
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<PersistedRecord<T>>;
    if (record === null || typeof record !== "object" || record.version !== version) return null;
    return (record.state ?? null) as T | null;
  } catch {
    return null;
  }
}

/** Resolves with `fallback` once `ms` have passed unless `promise` settled first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
