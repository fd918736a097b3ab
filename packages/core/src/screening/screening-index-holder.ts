import type { Db } from "@tierline/db";
import {
  buildScreeningIndexGradually,
  mergeSources,
  type ParsedSource,
  type ScreeningIndex,
  type SourceId,
  sourceIds,
} from "@tierline/screening";
import type { Logger } from "../logger";
import { currentEntries, loadedVersions } from "./screening-lists.repository";

/** What a search runs on: the index, and the version of each source in it. */
export interface LoadedLists {
  index: ScreeningIndex;
  /** Sources not in it were not loaded when it was built. */
  versions: ReadonlyMap<SourceId, number>;
}

/** The api's in-memory matcher index over the newest version of every loaded source. */
export interface ScreeningIndexHolder {
  /** The current index; before the first build has finished, waits for it. */
  get(): Promise<LoadedLists>;
  /**
   * The index of the sources' current versions, checked now rather than at the next interval: a job
   * that follows a list update must screen against that update (a failing check throws).
   */
  fresh(): Promise<LoadedLists>;
  /** Starts the first build without waiting for it (api start-up), so the first search is quick. */
  warm(): void;
  /** Waits for a build or check in progress, so nothing touches the database after shutdown. */
  close(): Promise<void>;
}

/** How often, at most, a search checks for a new list version when the app does not say (seconds). */
export const defaultIndexCheckSeconds = 30;

interface Built extends LoadedLists {
  signature: string;
}

const signatureOf = (versions: ReadonlyMap<SourceId, number>) =>
  [...versions].map(([source, version]) => `${source}:${version}`).join(",");

/**
 * Holds the index and swaps it without downtime: at most every `checkSeconds`, a search triggers a
 * cheap check of the sources' current versions; when one changed, a new index is built in the
 * background while searches keep using the old one, then replaces it.
 */
export function createScreeningIndexHolder(
  { db, logger }: { db: Db; logger: Logger },
  { checkSeconds }: { checkSeconds: number },
): ScreeningIndexHolder {
  let current: Built | undefined;
  let building: Promise<Built> | undefined;
  let checking: Promise<void> | undefined;
  let checkedAt = 0;

  async function build(): Promise<Built> {
    const started = Date.now();
    // Read before the entries: a version landing in between makes the next check build once more,
    // never leaves the index older than its signature says. Only loaded sources take part in the
    // merge: a source never loaded must not drop the CSL's copy of its list (as in changesToScreen).
    const versions = await loadedVersions(db);
    const signature = signatureOf(versions);
    const sources: ParsedSource[] = [];
    // In the registry's order, which decides which copy of a repeated entry is kept.
    for (const source of sourceIds.filter((id) => versions.has(id))) {
      sources.push({ source, entries: await currentEntries(db, source), warnings: [] });
    }
    // The same party published by several sources (SDN in OFAC's files and in the CSL) is one entry.
    // Built in slices: searches keep being answered from the old index meanwhile.
    const index = await buildScreeningIndexGradually(mergeSources(sources));
    logger.info({ signature, entries: index.size, ms: Date.now() - started }, "screening index built");
    return { signature, index, versions };
  }

  function rebuild(): Promise<Built> {
    building ??= build()
      .then((built) => {
        current = built;
        return built;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  async function checkForNewVersions() {
    try {
      if (signatureOf(await loadedVersions(db)) !== current?.signature) await rebuild();
    } catch (error) {
      // The old index keeps answering; the next check tries again.
      logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        "screening index not rebuilt",
      );
    }
  }

  return {
    async get() {
      if (!current) return await rebuild();
      if (!checking && Date.now() - checkedAt >= checkSeconds * 1000) {
        checkedAt = Date.now();
        checking = checkForNewVersions().finally(() => {
          checking = undefined;
        });
      }
      return current;
    },
    async fresh() {
      if (current && signatureOf(await loadedVersions(db)) === current.signature) return current;
      return await rebuild();
    },
    warm() {
      checkedAt = Date.now();
      rebuild().catch((error) =>
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "screening index not built",
        ),
      );
    },
    async close() {
      await Promise.allSettled([building, checking]);
    },
  };
}
