/**
 * The vendor-list benchmark's data, written with a few set-based INSERT ... SELECT statements (seconds,
 * not minutes): one workspace of `size` vendors and `others` workspaces of `otherSize` each, spread
 * the way a real register is: a third of vendors in the US, then China, Germany, India, the UK...;
 * statuses mostly Pending and Contracted - Active; three in five Validated; one in twenty with an open
 * risk. Roles and tags are seeded when their tables exist (the life cycle and tags slices).
 */
import type { pg } from "@tierline/db/testing";

// Weighted by repetition: 100 entries, a country's share in percent.
const countryWeights: [string, number][] = [
  ["US", 30],
  ["CN", 14],
  ["DE", 8],
  ["IN", 7],
  ["GB", 6],
  ["MX", 5],
  ["VN", 4],
  ["CA", 4],
  ["FR", 3],
  ["IT", 3],
  ["JP", 3],
  ["KR", 3],
  ["TR", 2],
  ["BR", 2],
  ["NL", 2],
  ["ES", 2],
  ["PL", 2],
];
const countries = countryWeights.flatMap(([code, n]) => Array<string>(n).fill(code));
const statusWeights: [string, number][] = [
  ["PENDING", 35],
  ["CONTRACTED_ACTIVE", 30],
  ["APPROVED", 10],
  ["NOT_APPROVED", 8],
  ["CONTRACTED_COMPLETE", 7],
  ["TERMINATED", 5],
  ["PAST_VENDOR", 5],
];
const statuses = statusWeights.flatMap(([s, n]) => Array<string>(n).fill(s));
const first = [
  "Acme",
  "Global",
  "Pacific",
  "Northern",
  "Sunrise",
  "Golden",
  "Blue",
  "Summit",
  "Prime",
  "United",
  "Eastern",
  "Atlas",
  "Orion",
  "Delta",
  "Nova",
  "Apex",
  "Crown",
  "Silver",
  "Green",
  "Royal",
  "Müller",
  "Søren",
  "Zhejiang",
  "Shenzhen",
  "Bharat",
  "Hanoi",
  "Monterrey",
  "Osaka",
  "Seoul",
  "Ankara",
];
const second = [
  "Metals",
  "Textiles",
  "Plastics",
  "Logistics",
  "Components",
  "Foods",
  "Chemicals",
  "Packaging",
  "Electronics",
  "Machinery",
  "Trading",
  "Fabrics",
  "Polymers",
  "Freight",
  "Parts",
  "Supplies",
  "Industries",
  "Manufacturing",
  "Materials",
  "Holdings",
];
const forms = ["Inc.", "LLC", "Ltd", "GmbH", "Co., Ltd.", "S.A. de C.V.", "Pvt Ltd", "KK", "SpA", "BV"];

/** Seeds `size` vendors into a workspace (entities, then relationships; the triggers fill the list's columns). */
export async function seedVendors(client: pg.Client, workspaceId: string, size: number) {
  await client.query(
    `INSERT INTO entities (id, workspace_id, brand_name, registered_name, registered_jurisdiction, dba_names,
                           status, created_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid,
            n.name, n.name || ' ' || ($5::text[])[1 + i % cardinality($5::text[])],
            ($2::text[])[1 + (i * 37) % cardinality($2::text[])],
            CASE WHEN i % 9 = 0 THEN ARRAY[n.name || ' Trading'] ELSE ARRAY[]::text[] END,
            (CASE WHEN i % 5 < 3 THEN 'VALIDATED' ELSE 'PENDING' END)::"EntityStatus",
            now() - make_interval(mins => i), now()
     FROM generate_series(1, $6::int) AS i,
          LATERAL (SELECT ($3::text[])[1 + (i * 7) % cardinality($3::text[])] || ' ' ||
                          ($4::text[])[1 + (i * 13) % cardinality($4::text[])] || ' ' || i AS name) AS n`,
    [workspaceId, countries, first, second, forms, size],
  );
  await client.query(
    `INSERT INTO vendor_relationships (id, workspace_id, vendor_entity_id, status, proposer, dedupe_key, created_at, updated_at)
     SELECT gen_random_uuid(), e.workspace_id, e.id,
            ($2::text[])[1 + (abs(hashtext(e.id::text)) % cardinality($2::text[]))]::"VendorRelationshipStatus",
            'PRINCIPAL_ENTITY', e.id::text, e.created_at, e.updated_at
     FROM entities e
     WHERE e.workspace_id = $1::uuid
       AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.entity_id = e.id)`,
    [workspaceId, statuses],
  );
  // One vendor in twenty has an open risk (one in five of them two).
  await client.query(
    `INSERT INTO risks (id, workspace_id, relationship_id, source_kind, source_key, severity, status, title, created_at, updated_at)
     SELECT gen_random_uuid(), r.workspace_id, r.id, 'SCREENING', k::text,
            (CASE WHEN k = 1 THEN 'HIGH' ELSE 'LOW' END)::"RiskSeverity", 'OPEN', 'Possible match', now(), now()
     FROM vendor_relationships r, generate_series(1, 2) AS k
     WHERE r.workspace_id = $1::uuid AND abs(hashtext(r.id::text)) % 20 = 0
       AND (k = 1 OR abs(hashtext(r.id::text)) % 100 = 0)`,
    [workspaceId],
  );
}
