import { randomUUID } from "node:crypto";
import type { Db, Prisma } from "@tierline/db";
import type { ListEntry, SourceId } from "@tierline/screening";
import type { EntryDiff, StoredRevision } from "./list-diff";
import type { SourceState } from "./search-coverage";

/**
 * Prisma access for the restricted-party lists. They are global reference data (no workspace): every
 * workspace screens against the same published lists.
 */

/** Rows per insert or update batch: keeps each statement and its arrays of a moderate size. */
const batchSize = 1000;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / batchSize) }, (_, i) =>
    items.slice(i * batchSize, (i + 1) * batchSize),
  );

const asEntry = (data: Prisma.JsonValue) => data as unknown as ListEntry;

/**
 * The source's row exists from its first attempt on, so a failure can be recorded on it; each attempt
 * records where it takes the files from.
 */
export async function ensureSource(db: Db, id: SourceId, title: string, origins: string[]): Promise<void> {
  await db.sanctionSource.upsert({
    where: { id },
    create: { id, title, origins },
    update: { title, origins },
  });
}

/** The newest good version of a source: its number and the checksum of its files. */
export async function currentVersionOf(db: Db, sourceId: SourceId) {
  return db.sanctionSourceVersion.findFirst({
    where: { sourceId },
    orderBy: { number: "desc" },
    select: { number: true, checksum: true },
  });
}

export async function currentRevisions(db: Db, sourceId: SourceId): Promise<StoredRevision[]> {
  return db.sanctionEntry.findMany({
    where: { sourceId, validTo: null },
    select: { id: true, list: true, officialId: true, hash: true },
  });
}

interface NewVersion {
  sourceId: SourceId;
  /** The version the diff was computed against (null: none yet). */
  previous: number | null;
  checksum: string;
  publishedAt?: string;
  entryCount: number;
  keyCounts: Record<string, number>;
  diff: EntryDiff;
  at: Date;
}

/**
 * Writes a version in one transaction: the version, the new revisions, the closing of replaced and
 * removed ones, the change rows and the source's state. Nothing of it is visible until all of it is.
 * Returns null, writing nothing, when another refresh wrote a version of this source after `previous`
 * was read (the row lock makes two refreshes of one source take turns).
 */
export async function writeVersion(db: Db, v: NewVersion) {
  const number = (v.previous ?? 0) + 1;
  const revisions = [
    ...v.diff.added.map((item) => ({ id: randomUUID(), item, kind: "ADDED" as const })),
    ...v.diff.changed.map(({ next }) => ({ id: randomUUID(), item: next, kind: "CHANGED" as const })),
  ];
  const closed = [...v.diff.changed.map((c) => c.previousId), ...v.diff.removed.map((r) => r.id)];

  return db.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ current_version: number | null }[]>`
        SELECT current_version FROM sanction_sources WHERE id = ${v.sourceId} FOR UPDATE`;
      if ((row?.current_version ?? null) !== v.previous) return null;

      const version = await tx.sanctionSourceVersion.create({
        data: {
          sourceId: v.sourceId,
          number,
          checksum: v.checksum,
          publishedAt: isoDate(v.publishedAt),
          entryCount: v.entryCount,
          addedCount: v.diff.added.length,
          changedCount: v.diff.changed.length,
          removedCount: v.diff.removed.length,
          keyCounts: v.keyCounts,
          createdAt: v.at,
        },
        select: { id: true, number: true },
      });
      for (const ids of chunks(closed)) {
        await tx.sanctionEntry.updateMany({ where: { id: { in: ids } }, data: { validTo: number } });
      }
      for (const batch of chunks(revisions)) {
        // One INSERT from arrays per batch: about eight times faster than createMany's bind list,
        // which matters for a first load of 15,000 SDN entries.
        await tx.$executeRaw`
          INSERT INTO sanction_entries (id, source_id, list, official_id, hash, data, valid_from)
          SELECT r.id::uuid, ${v.sourceId}, r.list, r.official_id, r.hash, r.data::jsonb, ${number}::int
          FROM unnest(
            ${batch.map((r) => r.id)}::text[],
            ${batch.map((r) => r.item.entry.list)}::text[],
            ${batch.map((r) => r.item.entry.id)}::text[],
            ${batch.map((r) => r.item.hash)}::text[],
            ${batch.map((r) => JSON.stringify(r.item.entry))}::text[]
          ) AS r(id, list, official_id, hash, data)`;
      }
      const changes = [
        ...revisions.map(({ id, item, kind }) => ({
          kind,
          entryId: id,
          list: item.entry.list,
          officialId: item.entry.id,
        })),
        ...v.diff.removed.map((r) => ({
          kind: "REMOVED" as const,
          entryId: r.id,
          list: r.list,
          officialId: r.officialId,
        })),
      ];
      for (const batch of chunks(changes)) {
        await tx.$executeRaw`
          INSERT INTO sanction_entry_changes (id, version_id, list, official_id, kind, entry_id)
          SELECT gen_random_uuid(), ${version.id}::uuid, c.list, c.official_id, c.kind::"SanctionChangeKind", c.entry_id::uuid
          FROM unnest(
            ${batch.map((c) => c.list)}::text[],
            ${batch.map((c) => c.officialId)}::text[],
            ${batch.map((c) => c.kind)}::text[],
            ${batch.map((c) => c.entryId)}::text[]
          ) AS c(list, official_id, kind, entry_id)`;
      }
      await tx.sanctionSource.update({
        where: { id: v.sourceId },
        data: { currentVersion: number, ...succeeded(v.at) },
      });
      return version;
    },
    // A first load of a large list writes tens of thousands of rows.
    { maxWait: 30_000, timeout: 10 * 60_000 },
  );
}

const succeeded = (at: Date) => ({
  lastRefreshAt: at,
  lastSuccessAt: at,
  lastError: null,
  lastErrorAt: null,
});

/** The files were fetched and are the ones already loaded: the refresh succeeded without a new version. */
export async function markUnchanged(db: Db, sourceId: SourceId, at: Date): Promise<void> {
  await db.sanctionSource.update({ where: { id: sourceId }, data: succeeded(at) });
}

/** A failed refresh: recorded on the source; its versions and revisions stay as they were. */
export async function markFailed(db: Db, sourceId: SourceId, error: string, at: Date): Promise<void> {
  await db.sanctionSource.update({
    where: { id: sourceId },
    data: { lastRefreshAt: at, lastError: error, lastErrorAt: at },
  });
}

/** The entries of version `version` of a source, as they were then. */
export async function snapshotEntries(db: Db, sourceId: SourceId, version: number): Promise<ListEntry[]> {
  const rows = await db.sanctionEntry.findMany({
    where: {
      sourceId,
      validFrom: { lte: version },
      OR: [{ validTo: null }, { validTo: { gt: version } }],
    },
    select: { data: true },
    orderBy: [{ list: "asc" }, { officialId: "asc" }],
  });
  return rows.map((r) => asEntry(r.data));
}

/** The current entries of a source (its newest version). */
export async function currentEntries(db: Db, sourceId: SourceId): Promise<ListEntry[]> {
  const rows = await db.sanctionEntry.findMany({
    where: { sourceId, validTo: null },
    select: { data: true },
  });
  return rows.map((r) => asEntry(r.data));
}

/** The current version of every loaded source: the api rebuilds its index when any of them changes. */
export async function loadedVersions(db: Db): Promise<Map<SourceId, number>> {
  const rows = await db.sanctionSource.findMany({
    where: { currentVersion: { not: null } },
    select: { id: true, currentVersion: true },
    orderBy: { id: "asc" },
  });
  return new Map(rows.map((r) => [r.id as SourceId, r.currentVersion as number]));
}

/**
 * Every source's refresh state: when its files were last got and checked, when its last refresh failed
 * (a success clears it), and the entries per list key of its current version.
 */
export async function sourceStates(db: Db): Promise<SourceState[]> {
  const rows = await db.sanctionSource.findMany({
    select: {
      id: true,
      lastSuccessAt: true,
      lastErrorAt: true,
      versions: { orderBy: { number: "desc" }, take: 1, select: { keyCounts: true } },
    },
  });
  return rows.map(({ versions, ...state }) => ({
    ...state,
    keyCounts: versions[0]?.keyCounts as SourceState["keyCounts"],
  }));
}

export async function anyVersionLoaded(db: Db): Promise<boolean> {
  return (await db.sanctionSourceVersion.count({ take: 1 })) > 0;
}

/** Every source's state with its newest version, if any. */
export async function sourcesWithCurrentVersion(db: Db) {
  return db.sanctionSource.findMany({
    include: { versions: { orderBy: { number: "desc" }, take: 1 } },
  });
}

/**
 * The entries a version added or changed, as they are in that version: after a list update only these
 * need screening again (a removed entry can raise no new match).
 */
export async function changedEntries(db: Db, versionId: string): Promise<ListEntry[]> {
  const rows = await db.sanctionEntryChange.findMany({
    where: { versionId, kind: { in: ["ADDED", "CHANGED"] } },
    select: { entry: { select: { data: true } } },
    orderBy: [{ list: "asc" }, { officialId: "asc" }],
  });
  return rows.map((r) => asEntry(r.entry.data));
}

/** "YYYY-MM-DD" as a date, or null for anything else a parser might report. */
function isoDate(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
