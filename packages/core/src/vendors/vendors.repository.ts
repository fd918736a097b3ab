import type { EntityStatus, RelationshipStatus, VendorAction, VendorOrdering } from "@tierline/contracts";
import { relationshipStatusPrecedence } from "@tierline/contracts";
import { type Db, hotRead, Prisma } from "@tierline/db";
import { likeLiteral, type Page } from "../repository";

type Scope = { workspaceId: string };

/**
 * The list's filters in domain terms: within one key the values are alternatives (OR), the keys
 * combine (AND). An empty list means the key is not filtered on.
 */
export interface VendorListFilters {
  search?: string;
  country: string[];
  verificationStatus: EntityStatus[];
  supplyStream: string[];
  supplyStage: string[];
  role: string[];
  tag: string[];
  procurementStage: RelationshipStatus[];
  /** Stages of the workspace's procurement workflow (alternatives of `procurementStage`, the same key). */
  workflowStage: string[];
  actions: VendorAction[];
  /** Only these relationships (the export of selected rows). */
  ids?: string[];
}

/** A vendor of the workspace as its list shows it (domain shape; the api maps it to the wire). */
export interface VendorListItem {
  id: string;
  entityId: string;
  name: string;
  /** ISO 3166-1 code of the vendor entity's registered jurisdiction. */
  countryCode: string | null;
  status: RelationshipStatus;
  /** Who proposed the relationship: the workspace's company or the vendor (its supplier code). */
  proposer: "PRINCIPAL_ENTITY" | "VENDOR";
  verificationStatus: EntityStatus;
  roles: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  openRisks: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface VendorCounts {
  total: number;
  byStatus: Record<RelationshipStatus, number>;
  byVerificationStatus: Record<EntityStatus, number>;
  withOpenRisks: number;
  openRisks: number;
}

const statusRank = Prisma.sql`array_position(${[...relationshipStatusPrecedence]}::"VendorRelationshipStatus"[], r.status)`;

/**
 * An ordering's sort keys over `r` (a vendor_relationships row), never null, all in one direction
 * and ending on the id: a page is stable, and the export goes on after a row by comparing key tuples.
 */
function sortKeys(ordering: VendorOrdering): Prisma.Sql[] {
  switch (ordering.replace(/^-/, "")) {
    case "name":
      return [Prisma.sql`r.name_key`, Prisma.sql`r.id`];
    case "created":
      return [Prisma.sql`r.created_at`, Prisma.sql`r.id`];
    case "status":
      // Most advanced first (decisions.md's order), then by name.
      return [statusRank, Prisma.sql`r.name_key`, Prisma.sql`r.id`];
    default:
      // Vendors without a country last either way.
      return [
        ordering.startsWith("-") ? Prisma.sql`(r.country IS NOT NULL)` : Prisma.sql`(r.country IS NULL)`,
        Prisma.sql`coalesce(r.country, '')`,
        Prisma.sql`r.name_key`,
        Prisma.sql`r.id`,
      ];
  }
}

const isDescending = (ordering: VendorOrdering) => ordering.startsWith("-");

const orderBy = (ordering: VendorOrdering) =>
  Prisma.sql`ORDER BY ${Prisma.join(
    sortKeys(ordering).map((key) => (isDescending(ordering) ? Prisma.sql`${key} DESC` : key)),
    ", ",
  )}`;

// A category required by the workspace's own entity or the vendor's entity, without a contact in it.
const contactMissing = Prisma.sql`EXISTS (SELECT 1 FROM contact_requirements q
    WHERE q.workspace_id = r.workspace_id
      AND (q.entity_id = r.vendor_entity_id OR q.entity_id = (SELECT w.entity_id FROM workspaces w WHERE w.id = r.workspace_id))
      AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.relationship_id = r.id AND c.category_id = q.category_id))`;

/** The procurement stage `r` has reached: its recorded one, else the workflow's first (null without one). */
const procurementStageOf = Prisma.sql`coalesce(
    (SELECT p.stage_id FROM procurement_positions p WHERE p.relationship_id = r.id),
    (SELECT s0.id FROM procurement_stages s0 WHERE s0.workspace_id = r.workspace_id ORDER BY s0.position, s0.id LIMIT 1))`;

/** One key's alternatives (OR), as a condition on the relationship `r`. */
const actionConditions: Record<VendorAction, Prisma.Sql> = {
  // A role assignment Pending, or a relationship without roles that is Pending itself.
  approval_required: Prisma.sql`(r.status = 'PENDING' OR EXISTS (SELECT 1 FROM vendor_relationship_roles rr
    WHERE rr.relationship_id = r.id AND rr.workspace_id = r.workspace_id AND rr.status = 'PENDING'))`,
  not_verified: Prisma.sql`r.verification_status <> 'VALIDATED'`,
  risk_open: Prisma.sql`EXISTS (SELECT 1 FROM risks k WHERE k.relationship_id = r.id AND k.workspace_id = r.workspace_id AND k.status = 'OPEN')`,
  // A category required by the workspace's own entity or the vendor's entity, without a contact in it.
  contact_missing: contactMissing,
  // A requirement of the relationship's procurement stage that its data does not meet (core procurement's
  // rules; DOCUMENTS_PROVIDED: every required document type uploaded, or any document when none is required).
  requirements_unmet: Prisma.sql`EXISTS (SELECT 1 FROM procurement_stages s WHERE s.id = ${procurementStageOf} AND (
      ('CONTACTS_PROVIDED' = ANY(s.requirements) AND ${contactMissing})
      OR ('DOCUMENTS_PROVIDED' = ANY(s.requirements) AND (
        EXISTS (SELECT 1 FROM compliance_document_types t WHERE t.workspace_id = r.workspace_id
          AND NOT EXISTS (SELECT 1 FROM resources d WHERE d.document_type_id = t.id AND d.linked_object_id = r.id AND d.status = 'UPLOADED'))
        OR (NOT EXISTS (SELECT 1 FROM compliance_document_types t WHERE t.workspace_id = r.workspace_id)
          AND NOT EXISTS (SELECT 1 FROM resources d
            WHERE d.workspace_id = r.workspace_id AND d.linked_object_id IN (r.id, r.vendor_entity_id) AND d.status = 'UPLOADED'))))
      OR ('SCREENING_CLEAR' = ANY(s.requirements) AND EXISTS (SELECT 1 FROM risks k
        WHERE k.relationship_id = r.id AND k.workspace_id = r.workspace_id AND k.status = 'OPEN' AND k.source_kind = 'SCREENING'))
      OR ('QUESTIONNAIRE_SUBMITTED' = ANY(s.requirements) AND NOT EXISTS (SELECT 1 FROM uflpa_questionnaire_responses u
        WHERE u.relationship_id = r.id AND u.workspace_id = r.workspace_id AND u.status = 'SUBMITTED'))))`,
};

/** The WHERE of the workspace's relationships `r` that pass every filter. */
function vendorListWhere(scope: Scope, filters: VendorListFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`r.workspace_id = ${scope.workspaceId}::uuid`];
  if (filters.search)
    parts.push(Prisma.sql`r.search_text LIKE '%' || vendor_list_text(${likeLiteral(filters.search)}) || '%'`);
  if (filters.country.length > 0) parts.push(Prisma.sql`r.country = ANY(${filters.country}::text[])`);
  if (filters.verificationStatus.length > 0)
    parts.push(Prisma.sql`r.verification_status = ANY(${filters.verificationStatus}::"EntityStatus"[])`);
  // Statuses and workflow stages are alternatives of the one key `procurement_stage`.
  const stages: Prisma.Sql[] = [];
  if (filters.procurementStage.length > 0)
    stages.push(Prisma.sql`r.status = ANY(${filters.procurementStage}::"VendorRelationshipStatus"[])`);
  if (filters.workflowStage.length > 0)
    stages.push(Prisma.sql`${procurementStageOf} = ANY(${filters.workflowStage}::uuid[])`);
  if (stages.length > 0) parts.push(Prisma.sql`(${Prisma.join(stages, " OR ")})`);
  // Assigned to one of the streams (any stage) / at one of the stages (any stream); with both, at one
  // of those stages of one of those streams (docs/decisions.md, "Products").
  if (filters.supplyStream.length > 0 || filters.supplyStage.length > 0) {
    const assigned = [Prisma.sql`sv.relationship_id = r.id`, Prisma.sql`sv.workspace_id = r.workspace_id`];
    if (filters.supplyStream.length > 0)
      assigned.push(Prisma.sql`sv.stream_id = ANY(${filters.supplyStream}::uuid[])`);
    if (filters.supplyStage.length > 0)
      assigned.push(Prisma.sql`sv.stage = ANY(${filters.supplyStage}::"SupplyStreamStage"[])`);
    parts.push(
      Prisma.sql`EXISTS (SELECT 1 FROM supply_stream_stage_vendors sv WHERE ${Prisma.join(assigned, " AND ")})`,
    );
  }
  if (filters.role.length > 0)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM vendor_relationship_roles rr
      WHERE rr.relationship_id = r.id AND rr.workspace_id = r.workspace_id AND rr.role_id = ANY(${filters.role}::uuid[]))`);
  if (filters.tag.length > 0)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM tag_items ti
      WHERE ti.object_id = r.id AND ti.workspace_id = r.workspace_id AND ti.tag_id = ANY(${filters.tag}::uuid[]))`);
  if (filters.actions.length > 0)
    parts.push(
      Prisma.sql`(${Prisma.join(
        filters.actions.map((a) => actionConditions[a]),
        " OR ",
      )})`,
    );
  if (filters.ids) parts.push(Prisma.sql`r.id = ANY(${filters.ids}::uuid[])`);
  return Prisma.join(parts, " AND ");
}

/**
 * Whether the filters are on columns of `vendor_list_counts` only (workspace, status, country,
 * verification), so `vendorListWhere`'s condition holds there as it is and the total is a sum of its
 * few rows instead of a count of the matching relationships.
 */
const countable = (filters: VendorListFilters) =>
  !filters.search &&
  !filters.ids &&
  [
    filters.supplyStream,
    filters.supplyStage,
    filters.role,
    filters.tag,
    filters.workflowStage,
    filters.actions,
  ].every((values) => values.length === 0);

/** How many of the workspace's relationships pass the filters, exact and current (`count`). */
function vendorListCount(scope: Scope, filters: VendorListFilters): Prisma.Sql {
  const where = vendorListWhere(scope, filters);
  return countable(filters)
    ? Prisma.sql`SELECT coalesce(sum(r.vendors), 0)::int AS count FROM vendor_list_counts r WHERE ${where}`
    : Prisma.sql`SELECT count(*)::int AS count FROM vendor_relationships r WHERE ${where}`;
}

/**
 * The columns of `r` a list row reads and its sorts compare: all in the name and created sort
 * indexes, so a page in those orderings is an index-only scan.
 */
const pageColumns = Prisma.sql`r.id, r.workspace_id, r.vendor_entity_id, r.name, r.name_key, r.country, r.status,
  r.verification_status, r.created_at, r.updated_at`;

/** The columns a list row reads, from `r` (a relationship, or a page's row of `pageColumns`). */
const listColumns = Prisma.sql`
  r.id::text AS id, r.vendor_entity_id::text AS entity_id, r.name, r.country,
  r.status::text AS status, r.verification_status::text AS verification_status,
  -- Not a sort index's column (a page stays an index-only scan): read by primary key for the page's rows.
  (SELECT p.proposer::text FROM vendor_relationships p WHERE p.id = r.id) AS proposer,
  (SELECT count(*)::int FROM risks k WHERE k.relationship_id = r.id AND k.workspace_id = r.workspace_id AND k.status = 'OPEN') AS open_risks,
  (SELECT coalesce(json_agg(json_build_object('id', sr.id, 'name', sr.role) ORDER BY sr.position), '[]'::json)
     FROM vendor_relationship_roles rr JOIN supply_chain_roles sr ON sr.id = rr.role_id
     WHERE rr.relationship_id = r.id AND rr.workspace_id = r.workspace_id) AS roles,
  (SELECT coalesce(json_agg(json_build_object('id', tg.id, 'name', tg.name) ORDER BY lower(tg.name)), '[]'::json)
     FROM tag_items ti JOIN tags tg ON tg.id = ti.tag_id
     WHERE ti.object_id = r.id AND ti.workspace_id = r.workspace_id) AS tags,
  r.created_at, r.updated_at`;

interface ListRow {
  id: string;
  entity_id: string;
  name: string;
  country: string | null;
  status: RelationshipStatus;
  proposer: "PRINCIPAL_ENTITY" | "VENDOR";
  verification_status: EntityStatus;
  open_risks: number;
  roles: { id: string; name: string }[];
  tags: { id: string; name: string }[];
  created_at: Date;
  updated_at: Date;
}

/**
 * The SQL of one page of the list and of its count: built here and run by the repository (the
 * benchmark runs the same text through a bare `pg` client to compare).
 */
export function vendorListSql(
  scope: Scope,
  filters: VendorListFilters,
  page: { page: number; pageSize: number; ordering: VendorOrdering },
) {
  const count = vendorListCount(scope, filters);
  return {
    // One statement: the count once (an uncorrelated subquery), the page's rows from a sort index that
    // carries the filtered and shown columns, then the risks, roles and tags of those rows only (not
    // of those the offset skips).
    page: Prisma.sql`
      WITH page AS (
        SELECT ${pageColumns} FROM vendor_relationships r
        WHERE ${vendorListWhere(scope, filters)}
        ${orderBy(page.ordering)}
        LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}
      )
      SELECT ${listColumns}, (${count}) AS total
      FROM page r
      ${orderBy(page.ordering)}`,
    /** The count alone, for a page past the end (which has no row to carry it). */
    count,
  };
}

const toItem = (row: ListRow): VendorListItem => ({
  id: row.id,
  entityId: row.entity_id,
  name: row.name,
  countryCode: row.country,
  status: row.status,
  proposer: row.proposer,
  verificationStatus: row.verification_status,
  roles: row.roles,
  tags: row.tags,
  openRisks: row.open_risks,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createVendorsRepository(db: Db) {
  return {
    /**
     * A page of the workspace's vendors passing the filters, in the ordering, and how many pass. The
     * list is the app's busiest read: one prepared statement (`hotRead`), and a count only when the
     * page is past the end.
     */
    async list(
      scope: Scope,
      filters: VendorListFilters,
      page: { page: number; pageSize: number; ordering: VendorOrdering },
    ): Promise<Page<VendorListItem>> {
      const sql = vendorListSql(scope, filters, page);
      const rows = await hotRead<ListRow & { total: number }>(db, sql.page);
      const count = rows[0]?.total ?? (await hotRead<{ count: number }>(db, sql.count))[0]?.count ?? 0;
      return { results: rows.map(toItem), count };
    },

    /**
     * The vendors passing the filters, in the ordering, `batchSize` at a time: each batch goes on
     * after the last row of the one before (comparing sort keys), so any size is read in constant
     * memory and without offsets.
     */
    async *each(
      scope: Scope,
      filters: VendorListFilters,
      ordering: VendorOrdering,
      batchSize = 1000,
    ): AsyncGenerator<VendorListItem[]> {
      const where = vendorListWhere(scope, filters);
      const keys = Prisma.join(sortKeys(ordering), ", ");
      let after: string | null = null;
      for (;;) {
        // The key tuple of the last row sent, read again by its id (so no value changes type).
        const cursor: Prisma.Sql = after
          ? Prisma.sql`AND (${keys}) ${Prisma.raw(isDescending(ordering) ? "<" : ">")}
              (SELECT ${keys} FROM vendor_relationships r WHERE r.id = ${after}::uuid)`
          : Prisma.empty;
        const rows = await db.$queryRaw<ListRow[]>`
          SELECT ${listColumns}
          FROM vendor_relationships r
          WHERE ${where} ${cursor}
          ${orderBy(ordering)}
          LIMIT ${batchSize}`;
        if (rows.length === 0) return;
        yield rows.map(toItem);
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.id;
      }
    },

    /** The counts of the vendors passing the filters: by status, verification and open risks. */
    async counts(scope: Scope, filters: VendorListFilters): Promise<VendorCounts> {
      const where = vendorListWhere(scope, filters);
      const [groups, [risks]] = await Promise.all([
        db.$queryRaw<{ status: RelationshipStatus; verification_status: EntityStatus; count: number }[]>`
          SELECT r.status::text AS status, r.verification_status::text AS verification_status,
                 ${countable(filters) ? Prisma.sql`sum(r.vendors)` : Prisma.sql`count(*)`}::int AS count
          FROM ${countable(filters) ? Prisma.sql`vendor_list_counts` : Prisma.sql`vendor_relationships`} r WHERE ${where}
          GROUP BY r.status, r.verification_status`,
        db.$queryRaw<{ vendors: number; risks: number }[]>`
          SELECT count(DISTINCT k.relationship_id)::int AS vendors, count(*)::int AS risks
          FROM risks k JOIN vendor_relationships r ON r.id = k.relationship_id
          WHERE k.workspace_id = ${scope.workspaceId}::uuid AND k.status = 'OPEN' AND ${where}`,
      ]);
      const byStatus = Object.fromEntries(relationshipStatusPrecedence.map((s) => [s, 0])) as Record<
        RelationshipStatus,
        number
      >;
      const byVerificationStatus: Record<EntityStatus, number> = { VALIDATED: 0, PENDING: 0 };
      let total = 0;
      for (const group of groups) {
        byStatus[group.status] += group.count;
        byVerificationStatus[group.verification_status] += group.count;
        total += group.count;
      }
      return {
        total,
        byStatus,
        byVerificationStatus,
        withOpenRisks: risks?.vendors ?? 0,
        openRisks: risks?.risks ?? 0,
      };
    },

    /** The relationship of the workspace with this dedupe key, with its vendor's name and country. */
    async findByDedupeKey(scope: Scope, dedupeKey: string) {
      return db.vendorRelationship.findFirst({
        where: { workspaceId: scope.workspaceId, dedupeKey },
        select: { id: true, vendorEntity: { select: { brandName: true, registeredJurisdiction: true } } },
      });
    },

    /**
     * A vendor added by hand: its entity and a PENDING relationship proposed by the workspace, in one
     * transaction. Null when the workspace has a vendor with the same dedupe key (found first or lost
     * to a concurrent add: the unique key decides).
     */
    async create(
      scope: Scope,
      vendor: {
        name: string;
        registeredName: string | null;
        country: string;
        website: string | null;
        contactEmail: string | null;
        dedupeKey: string;
        details: Prisma.InputJsonValue | undefined;
      },
    ): Promise<{ id: string } | null> {
      try {
        return await db.$transaction(async (tx) => {
          const entity = await tx.entity.create({
            data: {
              workspaceId: scope.workspaceId,
              brandName: vendor.name,
              registeredName: vendor.registeredName,
              registeredJurisdiction: vendor.country,
              entityWebsite: vendor.website,
              contactEmail: vendor.contactEmail,
            },
            select: { id: true },
          });
          return tx.vendorRelationship.create({
            data: {
              workspaceId: scope.workspaceId,
              vendorEntityId: entity.id,
              dedupeKey: vendor.dedupeKey,
              importedDetails: vendor.details,
            },
            select: { id: true },
          });
        });
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
        throw error;
      }
    },
  };
}
