import { createHash } from "node:crypto";
import { riskSeverityForSanctionList, sanctionListLabelOf } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import {
  entryHash,
  type ListEntry,
  type ScreeningIndex,
  type ScreeningMatch,
  type ScreeningQuery,
  type SourceId,
} from "@tierline/screening";
import type { JobQueue } from "../jobs/job-queue";
import type { Logger } from "../logger";
import { createRisksService } from "../risks/risks.service";
import { createScreeningDecisionsRepository, isDismissed } from "./screening-decisions.repository";
import { byPublication, groupByParty } from "./screening-groups";
import type { ScreeningIndexHolder } from "./screening-index-holder";
import { notifyPossibleMatchJob } from "./screening-notifications";
import type { VendorSubjects } from "./vendor-subjects";

/** Everything the product knows about a vendor that a list entry could be matched on. */
export interface VendorEvidence {
  /** Brand name first, then the registered name, DBA names and additional names (distinct). */
  names: string[];
  /** ISO alpha-2: the registration jurisdiction's country first, then its locations' countries. */
  countries: string[];
  /** Identifiers of its locations, and those the import or the add-vendor form kept. */
  identifiers: { type: string; value: string }[];
}

/** A possible match as stored and shown to a reviewer: the entry's facts and why it scored. */
export interface StoredMatch {
  source: SourceId;
  list: ScreeningMatch["list"];
  id: string;
  name: string;
  schema: string;
  matchedName: string;
  matchedNameKind: ScreeningMatch["matchedNameKind"];
  queryName: string;
  /** The vendor's country the score was computed with, when it had one. */
  queryCountry: string | null;
  score: number;
  parts: ScreeningMatch["parts"];
  programs: string[];
  countries: string[];
  /** The date of the archived list copy the entry comes from (see `ListEntry.archiveDate`). */
  archiveDate?: string;
  /** `entryHash` of the entry as screened: a decision on the pair holds while it is the same. */
  entryHash: string;
  /** The listed party's group among the vendor's matches (its copies on several lists): `source:list:id` of its first-hand copy. */
  group: string;
}

/** The one SCREENING risk of a vendor: its matches, grouped per listed party, are reviewed together. */
export const vendorScreeningRiskKey = "possible-matches";

/** Countries searched per vendor at most (each is one search per name). */
const maxCountries = 4;

interface EvidenceRow {
  id: string;
  brand_name: string;
  registered_name: string | null;
  dba_names: string[];
  additional_entity_names: string[];
  registered_jurisdiction: string | null;
  imported_details: unknown;
  location_countries: string[];
  location_identifiers: { type: string; value: string }[];
}

const distinct = (values: Iterable<string>, key: (v: string) => string = (v) => v) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const k = key(value);
    if (value === "" || seen.has(k)) continue;
    seen.add(k);
    out.push(value);
  }
  return out;
};

/** Identifiers the import (`identifierType`, `identifierNumber`) or add-vendor (`identifiers`) kept. */
function importedIdentifiers(details: unknown): { type: string; value: string }[] {
  if (!details || typeof details !== "object" || Array.isArray(details)) return [];
  const json = details as Record<string, unknown>;
  const out: { type: string; value: string }[] = [];
  if (typeof json.identifierNumber === "string" && json.identifierNumber.trim() !== "")
    out.push({ type: String(json.identifierType ?? ""), value: json.identifierNumber });
  if (Array.isArray(json.identifiers))
    for (const i of json.identifiers as { type?: unknown; number?: unknown }[])
      if (typeof i?.number === "string" && i.number.trim() !== "")
        out.push({ type: String(i.type ?? ""), value: i.number });
  return out;
}

export function evidenceOf(row: Omit<EvidenceRow, "id">): VendorEvidence {
  const names = distinct(
    [row.brand_name, row.registered_name ?? "", ...row.dba_names, ...row.additional_entity_names].map((n) =>
      n.trim(),
    ),
    (n) => n.toLowerCase(),
  );
  const registered = row.registered_jurisdiction?.split("-")[0]?.toUpperCase();
  const countries = distinct(
    [registered ?? "", ...row.location_countries.map((c) => c.split("-")[0]!.toUpperCase())].filter((c) =>
      /^[A-Z]{2}$/.test(c),
    ),
  );
  const identifiers = [...row.location_identifiers, ...importedIdentifiers(row.imported_details)]
    .map((i) => ({ type: i.type.toUpperCase(), value: i.value.trim() }))
    .filter((i, n, all) => all.findIndex((o) => o.type === i.type && o.value === i.value) === n);
  return { names, countries, identifiers };
}

const evidenceHash = (evidence: VendorEvidence) =>
  createHash("sha256").update(JSON.stringify(evidence)).digest("base64url");

/** What the vendors' evidence is, read in one query for a batch; only the workspace's relationships. */
async function loadVendorEvidence(
  db: Db,
  workspaceId: string,
  relationshipIds: readonly string[],
): Promise<Map<string, VendorEvidence>> {
  const rows = await db.$queryRaw<EvidenceRow[]>`
    SELECT r.id::text AS id, e.brand_name, e.registered_name, e.dba_names, e.additional_entity_names,
           e.registered_jurisdiction, r.imported_details,
           COALESCE((SELECT array_agg(DISTINCT l.country_code) FROM entity_locations l
                     WHERE l.entity_id = e.id AND l.workspace_id = r.workspace_id AND l.country_code IS NOT NULL),
                    '{}') AS location_countries,
           COALESCE((SELECT json_agg(json_build_object('type', i.type::text, 'value', i.number) ORDER BY l.created_at, i.position)
                     FROM entity_locations l JOIN entity_location_identifiers i ON i.location_id = l.id
                     WHERE l.entity_id = e.id AND l.workspace_id = r.workspace_id),
                    '[]') AS location_identifiers
    FROM vendor_relationships r JOIN entities e ON e.id = r.vendor_entity_id
    WHERE r.workspace_id = ${workspaceId}::uuid AND r.id = ANY(${relationshipIds as string[]}::uuid[])`;
  return new Map(rows.map(({ id, ...row }) => [id, evidenceOf(row)]));
}

/**
 * Screens one vendor: every name (the first as the name, the others as aliases, so the best of them
 * counts) once per country it is known in (a country agreeing with the entry's adds to the score),
 * or once without a country. The best score of each entry is kept.
 */
export function screenEvidence(index: ScreeningIndex, evidence: VendorEvidence): StoredMatch[] {
  if (evidence.names.length === 0) return [];
  const [name, ...aliases] = evidence.names as [string, ...string[]];
  const countries = evidence.countries.length > 0 ? evidence.countries.slice(0, maxCountries) : [undefined];
  const best = new Map<string, Omit<StoredMatch, "group"> & { entry: ListEntry }>();
  for (const country of countries) {
    const query: ScreeningQuery = {
      name,
      aliases,
      country,
      identifiers: evidence.identifiers.length > 0 ? evidence.identifiers : undefined,
    };
    for (const match of index.search(query)) {
      const key = `${match.source}:${match.list}:${match.id}`;
      const known = best.get(key);
      if (known && known.score >= match.score) continue;
      best.set(key, {
        source: match.source,
        list: match.list,
        id: match.id,
        name: match.name,
        schema: match.entry.schema,
        matchedName: match.matchedName,
        matchedNameKind: match.matchedNameKind,
        queryName: match.queryName,
        queryCountry: country ?? null,
        score: match.score,
        parts: match.parts,
        programs: match.entry.programs,
        countries: match.entry.countries,
        ...(match.entry.archiveDate ? { archiveDate: match.entry.archiveDate } : {}),
        entryHash: known?.entryHash ?? entryHash(match.entry),
        entry: match.entry,
      });
    }
  }
  const found = [...best.values()];
  const groups = groupByParty(found, (m) => m.entry);
  return (
    found
      .map(({ entry: _entry, ...m }, i) => ({ ...m, group: groups.get(found[i]!)! }))
      // Equal scores: the first-hand publication first (byPublication), so the risk's title and the Risk
      // tab name a party by the UN's or the designating agency's own entry, not a transposition of it.
      .sort((a, b) => b.score - a.score || byPublication(a, b))
  );
}

/** Whether stored list versions are these: jsonb keeps its own key order (shortest first), not ours. */
const sameVersions = (stored: unknown, versions: Record<string, number>) => {
  const keys = Object.keys(versions);
  const json = stored as Record<string, unknown>;
  return Object.keys(json).length === keys.length && keys.every((k) => json[k] === versions[k]);
};

/** What identifies a result for raising: the entries and their scores. */
const matchesSignature = (matches: readonly Pick<StoredMatch, "source" | "list" | "id" | "score">[]) =>
  matches.map((m) => `${m.source}:${m.list}:${m.id}:${m.score}`).join("|");

export interface ScreenVendorsDeps {
  db: Db;
  /** Where the notification of a newly opened possible match is queued. */
  jobs: Pick<JobQueue, "enqueue">;
  screeningIndex: Pick<ScreeningIndexHolder, "get">;
  /** The worker's held index of vendors' names, told of each result stored (none in the api). */
  vendorSubjects?: Pick<VendorSubjects, "stored">;
  logger: Logger;
  now?: () => Date;
}

export interface ScreenVendorsOutcome {
  /** Relationships of the workspace found. */
  found: number;
  /** Screened and stored (the others were unchanged since their last screening). */
  screened: number;
  /** Of those, with at least one possible match (dismissed pairs included). */
  withMatches: number;
  /** Risks raised or refreshed. */
  raised: number;
}

/** Thrown when no list is loaded: a screening then would read as clean. The job retries later. */
export class ListsNotLoadedError extends Error {
  constructor() {
    super("no restricted-party list is loaded yet: vendors are screened once one is");
  }
}

/**
 * Screens a batch of one workspace's vendor relationships against the loaded lists and stores each
 * result; a vendor whose evidence and list versions are those of its stored result is left as it is,
 * unless `force` (a member asked to screen it again: its result is stored anew, with the time).
 * Every match is stored; the matches a review in effect dismissed (same vendor evidence, same entry)
 * are not raised again. The others raise (or refresh) the vendor's SCREENING risk: High when one is on
 * a blocking list. A resolved risk re-opens for a match not dismissed before (a new or changed entry,
 * or a vendor whose evidence changed); a confirmed one only when the vendor's evidence changed. An open
 * risk whose undecided matches are all gone after such a change is resolved by the system, saying why.
 * A risk raised or re-opened queues the notification of the members who handle screening.
 */
export async function screenVendors(
  { db, jobs, screeningIndex, vendorSubjects, logger, now = () => new Date() }: ScreenVendorsDeps,
  workspaceId: string,
  relationshipIds: readonly string[],
  { force = false }: { force?: boolean } = {},
): Promise<ScreenVendorsOutcome> {
  const { index, versions } = await screeningIndex.get();
  if (index.size === 0) throw new ListsNotLoadedError();
  const listVersions = Object.fromEntries([...versions].sort(([a], [b]) => a.localeCompare(b)));
  const versionsKey = JSON.stringify(listVersions);
  const evidence = await loadVendorEvidence(db, workspaceId, relationshipIds);
  const ids = [...evidence.keys()];
  const scope = { workspaceId };
  const [previousRows, dismissed] = await Promise.all([
    db.vendorScreening.findMany({
      where: { workspaceId, relationshipId: { in: ids } },
      select: { relationshipId: true, listVersions: true, evidenceHash: true, matches: true },
    }),
    createScreeningDecisionsRepository(db).dismissedPairs(scope, ids),
  ]);
  const previous = new Map(previousRows.map((row) => [row.relationshipId, row]));

  const screenedAt = now();
  const rows: {
    id: string;
    hash: string;
    evidence: VendorEvidence;
    matches: StoredMatch[];
  }[] = [];
  const toRaise: { id: string; matches: StoredMatch[]; evidenceChanged: boolean }[] = [];
  const toResolve: string[] = [];
  for (const [id, vendor] of evidence) {
    const hash = evidenceHash(vendor);
    const before = previous.get(id);
    if (!force && before && before.evidenceHash === hash && sameVersions(before.listVersions, listVersions))
      continue;
    const matches = screenEvidence(index, vendor);
    rows.push({ id, hash, evidence: vendor, matches });
    const undecided = matches.filter((m) => !isDismissed(dismissed.get(id), m, hash));
    const beforeUndecided = ((before?.matches ?? []) as unknown as StoredMatch[]).filter(
      (m) => !isDismissed(dismissed.get(id), m, before!.evidenceHash),
    );
    const evidenceChanged = before !== undefined && before.evidenceHash !== hash;
    if (undecided.length > 0) {
      if (matchesSignature(undecided) !== matchesSignature(beforeUndecided) || evidenceChanged)
        toRaise.push({ id, matches: undecided, evidenceChanged });
    } else if (beforeUndecided.length > 0 && evidenceChanged) toResolve.push(id);
  }

  if (rows.length > 0) {
    await db.$executeRaw`
      INSERT INTO vendor_screenings (relationship_id, workspace_id, screened_at, list_versions, evidence_hash,
                                     evidence, matches, match_count)
      SELECT s.id, ${workspaceId}::uuid, ${screenedAt}, ${versionsKey}::jsonb, s.hash, s.evidence::jsonb,
             s.matches::jsonb, s.match_count
      FROM unnest(${rows.map((r) => r.id)}::uuid[], ${rows.map((r) => r.hash)}::text[],
                  ${rows.map((r) => JSON.stringify(r.evidence))}::text[],
                  ${rows.map((r) => JSON.stringify(r.matches))}::text[],
                  ${rows.map((r) => r.matches.length)}::int[])
           AS s(id, hash, evidence, matches, match_count)
      -- Only a relationship still of this workspace: one deleted meanwhile is skipped.
      WHERE EXISTS (SELECT 1 FROM vendor_relationships r WHERE r.id = s.id AND r.workspace_id = ${workspaceId}::uuid)
      ON CONFLICT (relationship_id) DO UPDATE SET
        screened_at = EXCLUDED.screened_at, list_versions = EXCLUDED.list_versions,
        evidence_hash = EXCLUDED.evidence_hash, evidence = EXCLUDED.evidence, matches = EXCLUDED.matches,
        match_count = EXCLUDED.match_count
      WHERE vendor_screenings.workspace_id = EXCLUDED.workspace_id`;
    vendorSubjects?.stored(workspaceId, rows);
  }

  const risks = createRisksService({ db });
  const resolvedBefore = new Set(
    (
      await db.risk.findMany({
        where: {
          workspaceId,
          relationshipId: { in: toRaise.map((r) => r.id) },
          sourceKind: "SCREENING",
          sourceKey: vendorScreeningRiskKey,
          status: "RESOLVED",
        },
        select: { relationshipId: true },
      })
    ).map((r) => r.relationshipId),
  );
  for (const { id, matches, evidenceChanged } of toRaise) {
    const best = matches[0]!;
    const severity = matches.some((m) => riskSeverityForSanctionList(m.list) === "HIGH") ? "HIGH" : "LOW";
    const parties = new Set(matches.map((m) => m.group)).size;
    const more = parties > 1 ? ` and ${parties - 1} more` : "";
    const reopen = evidenceChanged || resolvedBefore.has(id);
    const raised = await risks.raise(
      scope,
      {
        relationshipId: id,
        sourceKind: "SCREENING",
        sourceKey: vendorScreeningRiskKey,
        severity,
        title: `Possible restricted-party match: ${best.name} (${sanctionListLabelOf(best.list, best.source)})${more}`,
        actionRequired: true,
        details: {
          listVersions,
          matches: matches.map((m) => ({
            source: m.source,
            list: m.list,
            id: m.id,
            name: m.name,
            matchedName: m.matchedName,
            score: m.score,
            group: m.group,
          })),
        },
      },
      {
        reopen,
        note: evidenceChanged
          ? "Screened again after the vendor's details changed."
          : reopen
            ? "Screened again: a possible match not dismissed before."
            : undefined,
        eventDetails: { listVersions },
      },
    );
    if (raised.event === "RAISED" || raised.event === "REOPENED")
      await jobs.enqueue(notifyPossibleMatchJob, { workspaceId, relationshipId: id, riskId: raised.risk.id });
  }
  for (const id of toResolve)
    await risks.resolveBySource(
      scope,
      { relationshipId: id, sourceKind: "SCREENING", sourceKey: vendorScreeningRiskKey },
      {
        note: "Screened again after the vendor's details changed: no possible match remains.",
        details: { listVersions },
      },
    );

  const outcome = {
    found: evidence.size,
    screened: rows.length,
    withMatches: rows.filter((r) => r.matches.length > 0).length,
    raised: toRaise.length,
  };
  logger.info({ workspaceId, ...outcome }, "vendors screened");
  return outcome;
}

/** A vendor's last screening as stored; `null` fields while it was never screened. */
export interface VendorScreeningResult {
  screenedAt: Date | null;
  listVersions: Record<string, number>;
  evidence: VendorEvidence | null;
  matches: StoredMatch[];
}

/** The vendor's last screening (the relationship must be the actor's workspace's: 404 otherwise). */
export async function vendorScreeningOf(
  db: Db,
  scope: { workspaceId: string },
  relationshipId: string,
): Promise<VendorScreeningResult | null> {
  const relationship = await db.vendorRelationship.findFirst({
    where: { id: relationshipId, workspaceId: scope.workspaceId },
    select: { screening: true },
  });
  if (!relationship) return null;
  const row = relationship.screening;
  return {
    screenedAt: row?.screenedAt ?? null,
    listVersions: (row?.listVersions ?? {}) as Record<string, number>,
    evidence: (row?.evidence ?? null) as unknown as VendorEvidence | null,
    matches: (row?.matches ?? []) as unknown as StoredMatch[],
  };
}
