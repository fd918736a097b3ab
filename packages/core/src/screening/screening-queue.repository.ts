import type {
  EntityStatus,
  RelationshipStatus,
  RiskSeverity,
  SanctionListKey,
  SanctionSourceId,
  ScreeningQueueOrdering,
} from "@tierline/contracts";
import { type Db, Prisma } from "@tierline/db";
import { likeLiteral, type Page } from "../repository";

type Scope = { workspaceId: string };

/** The queue's filters in domain terms: an empty list is not filtered on. */
export interface ScreeningQueueFilters {
  search?: string;
  lists: SanctionListKey[];
  sources: SanctionSourceId[];
  severities: RiskSeverity[];
  /** Open for at least this many days. */
  olderThanDays?: number;
  /** Only those whose decision waits for approval (true), or only the others (false). */
  awaitingApproval?: boolean;
}

/** A match as the vendor's SCREENING risk keeps it (`details.matches`, see vendor-screening.ts). */
export interface QueuedMatch {
  source: SanctionSourceId;
  list: SanctionListKey;
  id: string;
  name: string;
  score: number;
  /** The listed party's group among the vendor's matches; absent on risks raised before grouping. */
  group?: string;
}

/** One open possible-match risk of the workspace, with its vendor. */
export interface ScreeningQueueRow {
  riskId: string;
  severity: RiskSeverity;
  score: number;
  openedAt: Date;
  lists: SanctionListKey[];
  sources: SanctionSourceId[];
  matches: QueuedMatch[];
  vendor: {
    id: string;
    name: string;
    countryCode: string | null;
    status: RelationshipStatus;
    verificationStatus: EntityStatus;
  };
  /** The decision waiting for a second reviewer (four eyes), if one does. */
  awaitingApproval: {
    reviewId: string;
    outcome: "CONFIRMED" | "DISMISSED";
    decidedAt: Date;
    decidedBy: { id: string; email: string; firstName: string; lastName: string } | null;
  } | null;
}

export interface ScreeningQueueCounts {
  total: number;
  bySeverity: Record<RiskSeverity, number>;
  olderThanWeek: number;
  awaitingApproval: number;
}

/** The risk `k`'s review waiting for approval (at most one: a decision waits before the next is taken). */
const pendingReview = Prisma.sql`SELECT 1 FROM screening_reviews v
  WHERE v.relationship_id = k.relationship_id AND v.risk_id = k.id AND v.status = 'PENDING_APPROVAL'`;

/**
 * Each ordering's keys over the risk `k` and relationship `r`, for its ascending reading; the `-`
 * reading is the exact reverse. The default (`-severity`) is the order of `risks_screening_queue_idx`,
 * so a page is read straight off the index; the other sorts order the workspace's open screening risks,
 * which are few beside its vendors.
 */
function sortKeys(ordering: ScreeningQueueOrdering): [Prisma.Sql, "ASC" | "DESC"][] {
  switch (ordering.replace(/^-/, "")) {
    case "severity":
      // `-severity` (High first, best score, oldest) ascends the index; `severity` is its reverse.
      return [
        [Prisma.sql`k.severity`, "DESC"],
        [Prisma.sql`k.match_score`, "ASC"],
        [Prisma.sql`k.opened_at`, "DESC"],
        [Prisma.sql`k.id`, "DESC"],
      ];
    case "score":
      return [
        [Prisma.sql`k.match_score`, "ASC"],
        [Prisma.sql`k.severity`, "DESC"],
        [Prisma.sql`k.opened_at`, "DESC"],
        [Prisma.sql`k.id`, "DESC"],
      ];
    case "raised":
      return [
        [Prisma.sql`k.opened_at`, "ASC"],
        [Prisma.sql`k.id`, "ASC"],
      ];
    default:
      return [
        [Prisma.sql`r.name_key`, "ASC"],
        [Prisma.sql`k.id`, "ASC"],
      ];
  }
}

const orderBy = (ordering: ScreeningQueueOrdering) => {
  const reverse = ordering.startsWith("-");
  return Prisma.join(
    sortKeys(ordering).map(([key, direction]) =>
      (direction === "DESC") !== reverse ? Prisma.sql`${key} DESC` : Prisma.sql`${key} ASC`,
    ),
    ", ",
  );
};

/** The WHERE of the workspace's open SCREENING risks `k` (of relationship `r`) passing the filters. */
function queueWhere(scope: Scope, filters: ScreeningQueueFilters): Prisma.Sql {
  const parts = [
    Prisma.sql`k.workspace_id = ${scope.workspaceId}::uuid`,
    Prisma.sql`k.source_kind = 'SCREENING'`,
    Prisma.sql`k.status = 'OPEN'`,
  ];
  if (filters.lists.length > 0) parts.push(Prisma.sql`k.match_lists && ${filters.lists}::text[]`);
  if (filters.sources.length > 0) parts.push(Prisma.sql`k.match_sources && ${filters.sources}::text[]`);
  if (filters.severities.length > 0)
    parts.push(Prisma.sql`k.severity = ANY(${filters.severities}::"RiskSeverity"[])`);
  if (filters.olderThanDays !== undefined)
    parts.push(
      Prisma.sql`k.opened_at <= (now() AT TIME ZONE 'UTC') - make_interval(days => ${filters.olderThanDays}::int)`,
    );
  if (filters.awaitingApproval !== undefined)
    parts.push(
      filters.awaitingApproval
        ? Prisma.sql`EXISTS (${pendingReview})`
        : Prisma.sql`NOT EXISTS (${pendingReview})`,
    );
  if (filters.search)
    parts.push(Prisma.sql`r.search_text LIKE '%' || vendor_list_text(${likeLiteral(filters.search)}) || '%'`);
  return Prisma.join(parts, " AND ");
}

const from = Prisma.sql`risks k JOIN vendor_relationships r ON r.id = k.relationship_id AND r.workspace_id = k.workspace_id`;

interface Row {
  risk_id: string;
  severity: RiskSeverity;
  score: number | null;
  opened_at: Date;
  lists: SanctionListKey[];
  sources: SanctionSourceId[];
  matches: unknown;
  vendor_id: string;
  name: string;
  country: string | null;
  status: RelationshipStatus;
  verification_status: EntityStatus;
  review_id: string | null;
  review_outcome: "CONFIRMED" | "DISMISSED" | null;
  review_decided_at: Date | null;
  reviewer_id: string | null;
  reviewer_email: string | null;
  reviewer_first_name: string | null;
  reviewer_last_name: string | null;
}

/** The screening work queue's reads: the workspace's open possible-match risks with their vendors. */
export function createScreeningQueueRepository(db: Db) {
  return {
    async list(
      scope: Scope,
      filters: ScreeningQueueFilters,
      page: { ordering: ScreeningQueueOrdering; page: number; pageSize: number },
    ): Promise<Page<ScreeningQueueRow>> {
      const where = queueWhere(scope, filters);
      const [rows, [counted]] = await Promise.all([
        db.$queryRaw<Row[]>`
          SELECT k.id::text AS risk_id, k.severity, k.match_score AS score, k.opened_at,
                 k.match_lists AS lists, k.match_sources AS sources, k.details->'matches' AS matches,
                 r.id::text AS vendor_id, r.name, r.country, r.status, r.verification_status,
                 p.id::text AS review_id, p.outcome AS review_outcome, p.decided_at AS review_decided_at,
                 u.id::text AS reviewer_id, u.email AS reviewer_email, u.first_name AS reviewer_first_name,
                 u.last_name AS reviewer_last_name
          FROM ${from}
          LEFT JOIN LATERAL (
            SELECT v.id, v.outcome, v.decided_at, v.decided_by_id FROM screening_reviews v
            WHERE v.relationship_id = k.relationship_id AND v.risk_id = k.id AND v.status = 'PENDING_APPROVAL'
            ORDER BY v.decided_at DESC LIMIT 1
          ) p ON TRUE
          LEFT JOIN users u ON u.id = p.decided_by_id
          WHERE ${where}
          ORDER BY ${orderBy(page.ordering)}
          LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
        db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM ${from} WHERE ${where}`,
      ]);
      return {
        count: counted?.count ?? 0,
        results: rows.map((row) => ({
          riskId: row.risk_id,
          severity: row.severity,
          score: row.score ?? 0,
          openedAt: row.opened_at,
          lists: row.lists ?? [],
          sources: row.sources ?? [],
          matches: Array.isArray(row.matches) ? (row.matches as QueuedMatch[]) : [],
          vendor: {
            id: row.vendor_id,
            name: row.name,
            countryCode: row.country,
            status: row.status,
            verificationStatus: row.verification_status,
          },
          awaitingApproval:
            row.review_id && row.review_outcome && row.review_decided_at
              ? {
                  reviewId: row.review_id,
                  outcome: row.review_outcome,
                  decidedAt: row.review_decided_at,
                  decidedBy: row.reviewer_id
                    ? {
                        id: row.reviewer_id,
                        email: row.reviewer_email ?? "",
                        firstName: row.reviewer_first_name ?? "",
                        lastName: row.reviewer_last_name ?? "",
                      }
                    : null,
                }
              : null,
        })),
      };
    },

    async counts(scope: Scope, filters: ScreeningQueueFilters): Promise<ScreeningQueueCounts> {
      const [row] = await db.$queryRaw<
        { total: number; high: number; low: number; week: number; awaiting: number }[]
      >`
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE k.severity = 'HIGH')::int AS high,
               count(*) FILTER (WHERE k.severity = 'LOW')::int AS low,
               count(*) FILTER (WHERE k.opened_at <= (now() AT TIME ZONE 'UTC') - interval '7 days')::int AS week,
               count(*) FILTER (WHERE EXISTS (${pendingReview}))::int AS awaiting
        FROM ${from} WHERE ${queueWhere(scope, filters)}`;
      return {
        total: row?.total ?? 0,
        bySeverity: { HIGH: row?.high ?? 0, LOW: row?.low ?? 0 },
        olderThanWeek: row?.week ?? 0,
        awaitingApproval: row?.awaiting ?? 0,
      };
    },
  };
}
