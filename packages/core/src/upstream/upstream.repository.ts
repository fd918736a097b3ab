import type { RelationshipStatus } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { SupplierFacts } from "./upstream-disclosure";

type Scope = { workspaceId: string };

/**
 * The relationships that count as a workspace's active suppliers: under review, approved or contracted
 * and running. A rejected vendor or one whose contract ended is no longer in its supply chain.
 */
export const activeSupplierStatuses: RelationshipStatus[] = ["PENDING", "APPROVED", "CONTRACTED_ACTIVE"];

/**
 * The two reads of the upstream summary: the customer's relationship (its own workspace's row), then
 * the vendor's workspace in aggregate. The second read is the only one in the product that crosses from
 * one workspace into another, so it answers counts and one date and nothing that names a row.
 */
export function createUpstreamRepository(db: Db) {
  return {
    /** The customer's relationship's link to the vendor's company and its status; null when not the workspace's. */
    relationshipLink: (scope: Scope, relationshipId: string) =>
      db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: scope.workspaceId },
        select: { linkedEntityId: true, status: true },
      }),

    /**
     * The active suppliers of the workspace whose primary entity is `entityId`, in aggregate. A supplier
     * is complete when its entity is Validated, it has been screened and no screening risk of it is open
     * or confirmed, it has submitted the UFLPA questionnaire, and it has a contact in every category
     * required of it (by the vendor's own entity or the supplier's). Its data changed last at the latest
     * of its relationship's, its entity's, its screening's and its last submission's times.
     */
    async supplierFacts(entityId: string): Promise<SupplierFacts> {
      const [row] = await db.$queryRaw<
        { active: number; complete: number; oldest: Date | null; high: number; low: number }[]
      >`
        WITH vendor AS (
          SELECT id AS workspace_id, entity_id FROM workspaces WHERE entity_id = ${entityId}::uuid
        ),
        active AS (
          SELECT r.id, r.vendor_entity_id, r.verification_status, v.workspace_id, v.entity_id AS own_entity_id,
                 s.relationship_id IS NOT NULL AS screened, u.submitted_at IS NOT NULL AS answered,
                 greatest(r.updated_at, e.updated_at, s.screened_at, u.submitted_at) AS data_at
          FROM vendor v
          JOIN vendor_relationships r ON r.workspace_id = v.workspace_id
          JOIN entities e ON e.id = r.vendor_entity_id
          LEFT JOIN vendor_screenings s ON s.relationship_id = r.id
          LEFT JOIN LATERAL (
            SELECT max(submitted_at) AS submitted_at FROM uflpa_questionnaire_responses q
            WHERE q.relationship_id = r.id AND q.status = 'SUBMITTED'
          ) u ON true
          WHERE r.status::text = ANY(${activeSupplierStatuses}::text[])
        )
        SELECT
          (SELECT count(*)::int FROM active) AS active,
          (SELECT count(*)::int FROM active a
            WHERE a.verification_status = 'VALIDATED' AND a.screened AND a.answered
              AND NOT EXISTS (
                SELECT 1 FROM risks k
                WHERE k.workspace_id = a.workspace_id AND k.relationship_id = a.id
                  AND k.source_kind = 'SCREENING' AND k.status IN ('OPEN', 'CONFIRMED'))
              AND NOT EXISTS (
                SELECT 1 FROM contact_requirements q
                WHERE q.workspace_id = a.workspace_id AND q.entity_id IN (a.vendor_entity_id, a.own_entity_id)
                  AND NOT EXISTS (
                    SELECT 1 FROM contacts c WHERE c.relationship_id = a.id AND c.category_id = q.category_id))
          ) AS complete,
          (SELECT min(data_at) FROM active) AS oldest,
          (SELECT count(*)::int FROM risks k JOIN active a ON a.id = k.relationship_id
            WHERE k.workspace_id = a.workspace_id AND k.status IN ('OPEN', 'CONFIRMED') AND k.severity = 'HIGH') AS high,
          (SELECT count(*)::int FROM risks k JOIN active a ON a.id = k.relationship_id
            WHERE k.workspace_id = a.workspace_id AND k.status IN ('OPEN', 'CONFIRMED') AND k.severity = 'LOW') AS low`;
      return {
        activeSuppliers: row?.active ?? 0,
        complete: row?.complete ?? 0,
        oldestDataAt: row?.oldest ?? null,
        openRisks: { HIGH: row?.high ?? 0, LOW: row?.low ?? 0 },
      };
    },
  };
}
