import type { Db } from "@tierline/db";
import {
  archiveDateOf,
  type ParsedSource,
  parserVersion,
  type SourceFiles,
  type SourceId,
  sourceDefinitions,
  sourceIds,
  supplementFromArchive,
} from "@tierline/screening";
import type { Logger } from "../logger";
import { countByList, diffEntries, hashEntries } from "./list-diff";
import {
  type ArchiveCopy,
  archiveCopies,
  checksumOf,
  type DownloadLimits,
  downloadFiles,
  errorText,
  folderFiles,
  type ListFiles,
} from "./list-files";
import * as repo from "./screening-lists.repository";

/** Where the worker gets list files from. */
export interface ListRefreshConfig {
  /**
   * A folder laid out like shared/data/sanctions, read instead of downloading (offline machines, tests).
   * Only the sources it holds are refreshed.
   */
  dataDir?: string;
  /** Download addresses replacing the official ones, keyed "source.role" (e.g. "ofac_sdn.sdn"). */
  urlOverrides?: Readonly<Partial<Record<string, string>>>;
  downloadLimits?: DownloadLimits;
  /**
   * A folder of dated archived copies (shared/data/sanctions-archive): each fills in what the current
   * files of its source lack (see `supplementFromArchive`), whether those are read or downloaded.
   */
  archiveDir?: string;
}

interface ListRefreshDeps {
  db: Db;
  logger: Logger;
}

type RefreshStage = "downloading" | "parsing" | "diffing" | "writing";

interface RefreshOutcome {
  source: SourceId;
  /** `skipped`: another refresh wrote a version of this source meanwhile. */
  status: "updated" | "unchanged" | "failed" | "skipped";
  /** The source's current version afterwards (null: never loaded). */
  version: number | null;
  /** Id of the version this run wrote, when it wrote one. */
  versionId?: string;
  added?: number;
  changed?: number;
  removed?: number;
  error?: string;
  ms: number;
}

/**
 * A new snapshot holding less than this share of the current entries is refused as a truncated or
 * wrong file: real lists do not halve overnight, and accepting it would stop screening against the rest.
 */
const minKeptShare = 0.5;

/** Longest error text kept on the source. */
const maxErrorLength = 1000;

/**
 * The files of a source with those of its archived copy under roles of their own ("archive <name>/csv"):
 * a changed, added or renamed archive changes the checksum as a changed file does.
 */
const withArchive = (files: SourceFiles, archive: ArchiveCopy | undefined): SourceFiles =>
  archive
    ? {
        ...files,
        ...Object.fromEntries(
          Object.entries(archive.files).map(([role, bytes]) => [`archive ${archive.name}/${role}`, bytes]),
        ),
      }
    : files;

/** The parsed files, filled in from the archived copy when there is one (no current files: all of it). */
function parseWithArchive(
  sourceId: SourceId,
  fetched: SourceFiles,
  archive: ArchiveCopy | undefined,
): ParsedSource {
  const definition = sourceDefinitions[sourceId];
  const current: ParsedSource =
    Object.keys(fetched).length > 0
      ? definition.parse(fetched)
      : { source: sourceId, entries: [], warnings: [] };
  if (!archive) return current;
  let archived: ParsedSource;
  try {
    archived = definition.parse(archive.files);
  } catch (error) {
    throw new Error(`${archive.origin}: ${errorText(error)}`);
  }
  const date = archiveDateOf(archive.name, archived);
  if (!date) {
    throw new Error(
      `${archive.origin}: the copy's date is unknown (no listing dates): end the folder's name with it, e.g. _2022-05`,
    );
  }
  return supplementFromArchive(current, archived, date);
}

/**
 * Refreshes one source: fetch its files, and when they differ from the current version's, parse, diff
 * and write a new version. The same files again change nothing but the source's refresh times. Any
 * failure is recorded on the source and the last good version stays current.
 */
async function refreshSource(
  { db, logger }: ListRefreshDeps,
  sourceId: SourceId,
  files: ListFiles,
  archive: ArchiveCopy | undefined,
  onStage: (stage: RefreshStage) => Promise<void> = async () => {},
): Promise<RefreshOutcome> {
  const definition = sourceDefinitions[sourceId];
  const started = Date.now();
  const log = { source: sourceId };
  let stage: RefreshStage = "downloading";
  const enter = (next: RefreshStage) => {
    stage = next;
    return onStage(next);
  };
  const supplied = files.supplies(sourceId);
  const origins = [...(supplied ? files.origins(definition) : []), ...(archive ? [archive.origin] : [])];
  await repo.ensureSource(db, sourceId, definition.title, origins);
  const current = await repo.currentVersionOf(db, sourceId);
  try {
    await enter("downloading");
    const fetched = supplied ? await files.fetch(definition) : {};
    if (archive && archive.problems.length > 0) throw new Error(archive.problems.join("; "));
    const checksum = checksumOf(withArchive(fetched, archive), parserVersion);
    if (current?.checksum === checksum) {
      await repo.markUnchanged(db, sourceId, new Date());
      logger.info({ ...log, version: current.number }, "list unchanged");
      return { source: sourceId, status: "unchanged", version: current.number, ms: Date.now() - started };
    }

    await enter("parsing");
    const parsed = parseWithArchive(sourceId, fetched, archive);
    const { entries, duplicates } = hashEntries(parsed.entries);
    if (parsed.warnings.length > 0 || duplicates > 0) {
      // Rows the parser skipped or repaired are reported, never dropped silently.
      logger.warn(
        { ...log, warnings: parsed.warnings.length, first: parsed.warnings.slice(0, 5), duplicates },
        "list parsed with warnings",
      );
    }
    if (entries.length === 0) throw new Error("the files hold no entries");

    await enter("diffing");
    const stored = await repo.currentRevisions(db, sourceId);
    if (entries.length < stored.length * minKeptShare) {
      throw new Error(
        `the files hold ${entries.length} entries against ${stored.length} loaded: refused as truncated`,
      );
    }
    const diff = diffEntries(stored, entries);

    await enter("writing");
    const version = await repo.writeVersion(db, {
      sourceId,
      previous: current?.number ?? null,
      checksum,
      publishedAt: parsed.publishedAt,
      entryCount: entries.length,
      keyCounts: countByList(entries),
      diff,
      at: new Date(),
    });
    if (!version) {
      logger.warn(log, "another refresh wrote this list meanwhile; nothing written");
      const now = await repo.currentVersionOf(db, sourceId);
      return { source: sourceId, status: "skipped", version: now?.number ?? null, ms: Date.now() - started };
    }
    const counts = { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length };
    const ms = Date.now() - started;
    logger.info({ ...log, version: version.number, entries: entries.length, ...counts, ms }, "list updated");
    return {
      source: sourceId,
      status: "updated",
      version: version.number,
      versionId: version.id,
      ...counts,
      ms,
    };
  } catch (error) {
    const message = errorText(error).slice(0, maxErrorLength);
    logger.error({ ...log, stage, err: message }, "list refresh failed; the last good version stays");
    await repo.markFailed(db, sourceId, message, new Date());
    return {
      source: sourceId,
      status: "failed",
      version: current?.number ?? null,
      error: message,
      ms: Date.now() - started,
    };
  }
}

/** Progress of a refresh run, as the job reports it. */
interface RefreshProgress {
  /** 0..1 over the whole run. */
  fraction: number;
  source?: SourceId;
  stage?: RefreshStage | "done";
  /** Sources finished, of `total`. */
  done: number;
  total: number;
}

/** Share of a source's work done when a stage starts (downloads and writes take the longest). */
const stageStart: Record<RefreshStage, number> = { downloading: 0, parsing: 0.4, diffing: 0.6, writing: 0.7 };

/**
 * Refreshes `sources` (default: all) one after the other. A failing source is recorded and the others
 * still run; only an unreachable database (or an unreadable data folder) ends the run early. A source
 * the data folder does not hold is not refreshed: it is no error of the source, and recording one would
 * show every member the same error every day.
 */
export async function refreshSources(
  deps: ListRefreshDeps,
  config: ListRefreshConfig,
  options: { sources?: readonly SourceId[]; progress?: (p: RefreshProgress) => Promise<void> } = {},
): Promise<RefreshOutcome[]> {
  const wanted = options.sources?.length ? [...new Set(options.sources)] : sourceIds;
  const files = config.dataDir
    ? await folderFiles(config.dataDir, deps.logger)
    : downloadFiles(config.urlOverrides, config.downloadLimits);
  const archives = config.archiveDir
    ? await archiveCopies(config.archiveDir)
    : new Map<SourceId, ArchiveCopy>();
  const ids = wanted.filter((source) => files.supplies(source) || archives.has(source));
  const absent = wanted.filter((source) => !ids.includes(source));
  if (absent.length > 0) deps.logger.info({ sources: absent }, "lists not in the data folder; not refreshed");
  const report = async (p: RefreshProgress) => {
    // A lost progress update must not fail a refresh that is otherwise fine.
    await options
      .progress?.(p)
      .catch((error) => deps.logger.warn({ err: errorText(error) }, "progress not reported"));
  };
  const total = ids.length;
  const outcomes: RefreshOutcome[] = [];
  for (const [done, source] of ids.entries()) {
    outcomes.push(
      await refreshSource(deps, source, files, archives.get(source), (stage) =>
        report({ fraction: round((done + stageStart[stage]) / total), source, stage, done, total }),
      ),
    );
  }
  await report({ fraction: 1, stage: "done", done: total, total });
  return outcomes;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
