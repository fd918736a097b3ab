import { type SanctionListKey, sanctionListLabels } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import {
  buildScreeningIndex,
  type ScreeningIndex,
  type ScreeningQuery,
  type SearchOptions,
  type SourceId,
} from "@tierline/screening";
import { createRisksService } from "../risks/risks.service";
import { changesToScreen } from "./list-changes";
import { createScreeningDecisionsRepository, isDismissed } from "./screening-decisions.repository";
import type { LoadedLists, ScreeningIndexHolder } from "./screening-index-holder";
import { loadedVersions } from "./screening-lists.repository";
import {
  type ScreenVendorsDeps,
  type StoredMatch,
  screenEvidence,
  screenVendors,
  type VendorEvidence,
  vendorScreeningRiskKey,
} from "./vendor-screening";
import type { HeldVendor, VendorSubjects } from "./vendor-subjects";

export type RescreenDeps = Omit<ScreenVendorsDeps, "screeningIndex"> & {
  screeningIndex: Pick<ScreeningIndexHolder, "get" | "fresh">;
  /** Every screened vendor's names, held between runs (`createVendorSubjects`). */
  vendorSubjects: VendorSubjects;
};

export interface RescreenOutcome {
  source: string;
  version: number;
  /** Entries of the version a vendor may newly match (added or changed, as screening sees them). */
  changedEntries: number;
  /** Vendors with a stored screening, of every workspace. */
  vendors: number;
  /** Of those, whose evidence was read (new or changed since the held subject index last saw them). */
  read: number;
  /** Of those, matched by a changed entry, or holding a match on an entry the version changed or removed. */
  affected: number;
  /** Screened again and stored (the others' stored results were against these versions already). */
  screened: number;
  /** Risks raised or refreshed. */
  raised: number;
  /** Open risks resolved because the entries they rested on were removed or changed. */
  resolved: number;
  /** Finding the vendors a changed entry matches: the subject index brought up to date, the searches. */
  findMs: number;
  /** Then getting the lists as they now are: the index before the update and the version's delta, or a rebuild. */
  indexWaitMs: number;
  /** Screened against the index before the update and the version's delta (no rebuild waited for). */
  delta: boolean;
  ms: number;
}

/** Thrown when the lists index does not hold the version yet; the job retries later. */
export class IndexBehindError extends Error {
  constructor(source: string, version: number) {
    super(`the screening index does not hold ${source} version ${version} yet`);
  }
}

/** Vendors screened per `screenVendors` call: bounds one statement's arrays, as the vendor job does. */
const batchSize = 1000;

/** A vendor whose stored result or open risk rests on an entry this version removed or changed. */
interface Holder {
  id: string;
  workspace_id: string;
  kind: "REMOVED" | "CHANGED";
  list: SanctionListKey;
  official_id: string;
  name: string | null;
}

/**
 * Re-screens, after a list update, only the vendors it can concern, in every workspace: those a
 * changed or added entry of the version matches (found through the held index of every vendor's
 * words, `VendorSubjects`, then screened against those entries alone), and those whose stored matches or
 * open risk rest on an entry the version removed or changed. They are screened again in full against
 * the lists as they now are (`screenVendors`: stored, risks raised or refreshed); a vendor's open
 * risk left with no possible match (none, or only dismissed pairs) is resolved by the system, saying
 * which entries went and in which version.
 * Idempotent: a vendor already screened against these versions is skipped, so running a version
 * again raises nothing. Null when the version does not exist (deleted meanwhile).
 */
export async function rescreenAfterListUpdate(
  deps: RescreenDeps,
  versionId: string,
): Promise<RescreenOutcome | null> {
  const { db, logger } = deps;
  const started = Date.now();
  const version = await db.sanctionSourceVersion.findUnique({
    where: { id: versionId },
    select: { sourceId: true, number: true, source: { select: { title: true } } },
  });
  if (!version) return null;
  const source = version.sourceId as SourceId;

  const subjects = await deps.vendorSubjects.current();
  // With no vendor screened yet (a fresh install's first lists) the version's entries concern none.
  const changed = subjects.vendors.size > 0 ? await changesToScreen(db, versionId) : [];
  const changedIndex = buildScreeningIndex(changed);
  const affected = new Map<string, string>();
  if (changed.length > 0)
    for (const id of subjects.index.reachedBy(changedIndex)) {
      const vendor = subjects.vendors.get(id) as HeldVendor;
      const evidence = JSON.parse(vendor.evidence) as VendorEvidence;
      if (screenEvidence(changedIndex, evidence).length > 0) affected.set(id, vendor.workspaceId);
    }
  const findMs = Date.now() - started;
  const loaded = await listsWithVersion(deps, versionId, { source, number: version.number }, changedIndex);
  const indexWaitMs = Date.now() - started - findMs;
  const holders = await holdersOf(db, versionId, version.sourceId);
  for (const holder of holders) affected.set(holder.id, holder.workspace_id);

  const byWorkspace = new Map<string, string[]>();
  for (const [id, workspaceId] of affected)
    byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), id]);
  // The same lists for every batch: those holding this version.
  const screening = { ...deps, screeningIndex: { get: async () => loaded } };
  let screened = 0;
  let raised = 0;
  for (const [workspaceId, ids] of byWorkspace)
    for (let at = 0; at < ids.length; at += batchSize) {
      const outcome = await screenVendors(screening, workspaceId, ids.slice(at, at + batchSize));
      screened += outcome.screened;
      raised += outcome.raised;
    }

  if (loaded.composite)
    // The worker's own index catches up now, for the jobs that follow (not waited for).
    deps.screeningIndex
      .fresh()
      .catch((error) =>
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          "screening index not rebuilt",
        ),
      );
  const resolved = await resolveEmptied(db, holders, {
    title: version.source.title,
    number: version.number,
    listVersions: Object.fromEntries([...loaded.versions].sort(([a], [b]) => a.localeCompare(b))),
  });
  // Done: no worker start or list refresh queues this version again (updateMany: it may be deleted).
  await db.sanctionSourceVersion.updateMany({ where: { id: versionId }, data: { rescreenedAt: new Date() } });
  const outcome: RescreenOutcome = {
    source: version.sourceId,
    version: version.number,
    changedEntries: changed.length,
    vendors: subjects.vendors.size,
    read: subjects.read,
    affected: affected.size,
    screened,
    raised,
    resolved,
    findMs,
    indexWaitMs,
    delta: loaded.composite,
    ms: Date.now() - started,
  };
  logger.info(outcome, "vendors re-screened after a list update");
  return outcome;
}

/**
 * The lists as they are with this version, for the full screening of the vendors it concerns. When the
 * index at hand is of the version before it (the other sources as they now are), that index with this
 * version's delta: its search leaves out the entries the version changed or removed and adds what the
 * changed entries' index finds, which is what the rebuilt index would find (the merge drops CSL copies
 * by list key, so a removed SDN entry brings back no copy), without waiting seconds for the rebuild.
 * Otherwise (an older index, none yet, or an EU version) the rebuilt index, waited for.
 */
async function listsWithVersion(
  deps: RescreenDeps,
  versionId: string,
  version: { source: SourceId; number: number },
  changedIndex: ScreeningIndex,
): Promise<LoadedLists & { composite: boolean }> {
  const [held, now] = await Promise.all([deps.screeningIndex.get(), loadedVersions(deps.db)]);
  const before = new Map(now).set(version.source, version.number - 1);
  const heldIsBefore =
    // An EU version can add or drop UN entries that carry its references: only a rebuild merges those.
    version.source !== "eu" &&
    held.index.size > 0 &&
    (now.get(version.source) ?? 0) === version.number &&
    held.versions.size === before.size &&
    [...before].every(([source, number]) => held.versions.get(source) === number);
  if (!heldIsBefore) {
    const loaded = await deps.screeningIndex.fresh();
    if ((loaded.versions.get(version.source) ?? 0) < version.number)
      throw new IndexBehindError(version.source, version.number);
    return { ...loaded, composite: false };
  }
  const replaced = new Set(
    (
      await deps.db.sanctionEntryChange.findMany({
        where: { versionId, kind: { in: ["CHANGED", "REMOVED"] } },
        select: { list: true, officialId: true },
      })
    ).map((c) => `${version.source}:${c.list}:${c.officialId}`),
  );
  const search = (query: ScreeningQuery, options: SearchOptions = {}) =>
    [
      ...held.index.search(query, options).filter((m) => !replaced.has(`${m.source}:${m.list}:${m.id}`)),
      ...changedIndex.search(query, options),
    ]
      .sort((a, b) => b.score - a.score || a.list.localeCompare(b.list) || a.id.localeCompare(b.id))
      .slice(0, options.limit ?? 10);
  return {
    index: { ...held.index, size: held.index.size, search },
    versions: new Map(held.versions).set(version.source, version.number),
    composite: true,
  };
}

/**
 * Vendors whose stored matches, or whose open screening risk, name an entry the version removed or
 * changed. The risk is read too so that a run interrupted after storing results still resolves it.
 */
async function holdersOf(db: Db, versionId: string, sourceId: string): Promise<Holder[]> {
  return db.$queryRaw<Holder[]>`
    SELECT s.relationship_id::text AS id, s.workspace_id::text AS workspace_id, c.kind::text AS kind,
           c.list, c.official_id, m->>'name' AS name
    FROM vendor_screenings s CROSS JOIN LATERAL jsonb_array_elements(s.matches) m
    JOIN sanction_entry_changes c
      ON c.version_id = ${versionId}::uuid AND c.list = m->>'list' AND c.official_id = m->>'id'
    WHERE s.match_count > 0 AND m->>'source' = ${sourceId} AND c.kind IN ('REMOVED', 'CHANGED')
    UNION
    SELECT r.relationship_id::text, r.workspace_id::text, c.kind::text, c.list, c.official_id, m->>'name'
    FROM risks r CROSS JOIN LATERAL jsonb_array_elements(
      CASE WHEN jsonb_typeof(r.details->'matches') = 'array' THEN r.details->'matches' ELSE '[]'::jsonb END) m
    JOIN sanction_entry_changes c
      ON c.version_id = ${versionId}::uuid AND c.list = m->>'list' AND c.official_id = m->>'id'
    WHERE r.source_kind = 'SCREENING' AND r.status = 'OPEN' AND m->>'source' = ${sourceId}
      AND c.kind IN ('REMOVED', 'CHANGED')`;
}

/**
 * Resolves the open screening risk of each holder whose result, screened again, has no possible match
 * left: none at all, or only pairs a review dismissed (a re-raised entry gone, the vendor's other
 * matches dismissed before: nothing is left to review). The note names the entries removed or changed
 * and the version. A holder with open candidates left kept its risk, refreshed with them by `screenVendors`.
 */
async function resolveEmptied(
  db: Db,
  holders: readonly Holder[],
  version: { title: string; number: number; listVersions: Record<string, number> },
): Promise<number> {
  if (holders.length === 0) return 0;
  const ids = [...new Set(holders.map((h) => h.id))];
  const emptied = await withoutCandidates(db, ids);
  const risks = createRisksService({ db });
  let resolved = 0;
  for (const id of ids) {
    if (!emptied.has(id)) continue;
    const mine = holders.filter((h) => h.id === id);
    const entries = mine.map((h) => ({ kind: h.kind, list: h.list, id: h.official_id, name: h.name }));
    const done = await risks.resolveBySource(
      { workspaceId: (mine[0] as Holder).workspace_id },
      { relationshipId: id, sourceKind: "SCREENING", sourceKey: vendorScreeningRiskKey },
      {
        note: `${entries.map(describe(version)).join(" ")} No possible match remains.`,
        details: { listVersions: version.listVersions, entries },
      },
    );
    if (done) resolved++;
  }
  return resolved;
}

/** Of these screened vendors (of any workspace), those whose stored matches are all dismissed pairs, or none. */
async function withoutCandidates(db: Db, relationshipIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.vendorScreening.findMany({
    where: { relationshipId: { in: [...relationshipIds] } },
    select: { relationshipId: true, workspaceId: true, evidenceHash: true, matches: true },
  });
  const decisions = createScreeningDecisionsRepository(db);
  const out = new Set<string>();
  for (const workspaceId of new Set(rows.map((row) => row.workspaceId))) {
    const mine = rows.filter((row) => row.workspaceId === workspaceId);
    const dismissed = await decisions.dismissedPairs(
      { workspaceId },
      mine.map((row) => row.relationshipId),
    );
    for (const row of mine)
      if (
        (row.matches as unknown as StoredMatch[]).every((m) =>
          isDismissed(dismissed.get(row.relationshipId), m, row.evidenceHash),
        )
      )
        out.add(row.relationshipId);
  }
  return out;
}

const describe =
  (version: { title: string; number: number }) =>
  (entry: { kind: "REMOVED" | "CHANGED"; list: SanctionListKey; id: string; name: string | null }) =>
    `${entry.kind === "REMOVED" ? "Entry removed from" : "Entry changed on"} ${sanctionListLabels[entry.list] ?? entry.list} (${version.title}, version ${version.number}): ${entry.name ?? entry.id} (${entry.id}).`;
