import {
  accessTokenTtlSeconds,
  refreshTokenTtlSeconds,
  type TokenPair,
  tokenPairSchema,
} from "@tierline/contracts";
import { z } from "zod";
import { withTimeout } from "./persist-storage";

/**
 * How a tab that refreshed hands the new token pair to the other tabs, inside the refresh lock.
 *
 * localStorage cannot do this: Chromium keeps a copy of it in each renderer process and updates the
 * other tabs' copies asynchronously, apart from the Web Lock. A tab granted the lock right after
 * another tab's refresh can still read the old pair, and presenting its spent refresh token makes
 * the server end the session in every tab. IndexedDB has no such copies: a transaction the refreshing
 * tab committed before releasing the lock is seen by any transaction started after the lock was taken.
 *
 * The record says which refresh tokens the newest pair replaced, so a tab adopts it only when the
 * token it holds was spent by another tab: never a pair of another session, nor one older than its own.
 * The hand-off never fails: unreadable, it has nothing to hand over and the tabs go by localStorage.
 */
export interface TokenHandoff {
  /** The newest pair of the session `refresh` belongs to, once another tab spent `refresh`; else null. */
  successorOf(refresh: string): Promise<TokenPair | null>;
  /** A refresh exchanged `spent` for `tokens`; resolves once every tab can read it (or it failed). */
  recordRefresh(spent: string, tokens: TokenPair): Promise<void>;
  /** A sign-in or sign-out: nothing of the session before is kept. */
  clear(): Promise<void>;
}

const handoffRecordSchema = z.object({ tokens: tokenPairSchema, spent: z.array(z.string()) });
/** The newest pair and the refresh tokens of its session spent on the way to it, oldest first. */
export type HandoffRecord = z.infer<typeof handoffRecordSchema>;

/** The refreshes one session has at most, one per access token's life: a tab asleep all that while still adopts. */
const keptRefreshes = Math.ceil(refreshTokenTtlSeconds / accessTokenTtlSeconds);

/** Where the one record is kept; `update` reads and writes it in one transaction. */
export interface HandoffCell {
  read(): Promise<unknown>;
  update(change: (record: HandoffRecord | null) => HandoffRecord | null): Promise<void>;
}

const parse = (value: unknown): HandoffRecord | null => handoffRecordSchema.safeParse(value).data ?? null;

export function createTokenHandoff(cell: HandoffCell): TokenHandoff {
  return {
    async successorOf(refresh) {
      const record = await cell.read().then(parse, () => null);
      return record?.spent.includes(refresh) ? record.tokens : null;
    },
    recordRefresh: (spent, tokens) =>
      cell
        .update((record) => {
          // A refresh of the same session extends its list; one of another session starts a new one.
          const earlier = record?.tokens.refresh === spent ? record.spent : [];
          return { tokens, spent: [...earlier, spent].slice(-keptRefreshes) };
        })
        .catch(() => undefined),
    clear: () => cell.update(() => null).catch(() => undefined),
  };
}

const databaseName = "tierline";
const storeName = "token-handoff";
const recordKey = "session";
/** Safari has been known to leave an IndexedDB request unanswered: the refresh lock must not wait forever. */
const idbTimeoutMs = 5_000;

let database: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => {
      const db = request.result;
      // Closed by the browser (site data cleared) or for a newer version elsewhere: open anew next time.
      const forget = () => {
        db.close();
        database = null;
      };
      db.onclose = forget;
      db.onversionchange = forget;
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  }).catch((error: unknown) => {
    database = null; // try again next time
    throw error;
  });
  return database;
}

/** Runs `work` in one transaction; resolves with its answer once the transaction has committed. */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
  const db = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(storeName, mode);
    const answer = work(transaction.objectStore(storeName));
    transaction.oncomplete = () => resolve(answer());
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

const timedOut = Symbol("timed out");

async function timed<T>(operation: Promise<T>): Promise<T> {
  const result = await withTimeout<T | typeof timedOut>(operation, idbTimeoutMs, timedOut);
  if (result === timedOut) throw new Error("IndexedDB did not answer");
  return result;
}

/** The record in IndexedDB, which every tab of the origin reads and writes consistently. */
const indexedDbCell: HandoffCell = {
  read: () =>
    timed(
      transact("readonly", (store) => {
        const request = store.get(recordKey);
        return () => request.result as unknown;
      }),
    ),
  update: (change) =>
    timed(
      transact("readwrite", (store) => {
        const request = store.get(recordKey);
        request.onsuccess = () => {
          const next = change(parse(request.result));
          if (next) store.put(next, recordKey);
          else store.delete(recordKey);
        };
        return () => undefined;
      }),
    ),
};

/** The app's hand-off, shared by the session store (sign-in, sign-out) and the api client (refresh). */
export const tokenHandoff = createTokenHandoff(indexedDbCell);
