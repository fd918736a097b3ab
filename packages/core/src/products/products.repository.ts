import type { ProductOrdering, ScreeningEligibility } from "@tierline/contracts";
import { screeningEligibleCountries } from "@tierline/contracts";
import { type Db, Prisma } from "@tierline/db";
import { findOwned, likeLiteral, type Page } from "../repository";

type Scope = { workspaceId: string };

/**
 * The list's filters in domain terms: within one key the values are alternatives (OR), the keys
 * combine (AND). An empty list means the key is not filtered on. Texts arrive folded (`foldProductText`).
 */
export interface ProductListFilters {
  /** Folded text the name, SKU or product number contains. */
  search?: string;
  importCountry: string[];
  countryOfOrigin: string[];
  warning: string[];
  warningType: string[];
  screeningEligibility: ScreeningEligibility[];
  supplyStream: string[];
  category: number[];
  productNumber: string[];
  /** Folded names (`name_key`). */
  name: string[];
  /** SKUs in lower case. */
  sku: string[];
}

/** A product of the workspace (domain shape; the api maps it to the wire). */
export interface ProductRecord {
  id: string;
  name: string;
  sku: string | null;
  description: string | null;
  productNumber: string | null;
  categoryId: number | null;
  countryOfOrigin: string | null;
  imageResourceId: string | null;
  importCountries: string[];
  supplyStreams: { id: string; name: string }[];
  createdAt: Date;
  updatedAt: Date;
}

/** What a product row is written with (keys from `productKeys`). */
export interface ProductData {
  name: string;
  sku: string | null;
  description: string | null;
  productNumber: string | null;
  categoryId: number | null;
  countryOfOrigin: string | null;
  dedupeKey: string;
  nameKey: string;
  searchText: string;
}

const productInclude = {
  importCountries: { select: { country: true }, orderBy: { country: "asc" } },
  supplyStreams: {
    select: { stream: { select: { id: true, name: true, nameKey: true } } },
    orderBy: { stream: { nameKey: "asc" } },
  },
} as const satisfies Prisma.ProductInclude;

type ProductRow = Prisma.ProductGetPayload<{ include: typeof productInclude }>;

const toRecord = (row: ProductRow): ProductRecord => ({
  id: row.id,
  name: row.name,
  sku: row.sku,
  description: row.description,
  productNumber: row.productNumber,
  categoryId: row.categoryId,
  countryOfOrigin: row.countryOfOrigin,
  imageResourceId: row.imageResourceId,
  importCountries: row.importCountries.map((c) => c.country),
  supplyStreams: row.supplyStreams.map(({ stream }) => ({ id: stream.id, name: stream.name })),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** A product `p` that can be screened for tariff warnings (decisions.md, "Products"). */
const eligible = Prisma.sql`(p.country_of_origin IS NOT NULL AND EXISTS (SELECT 1 FROM product_import_countries ic
  WHERE ic.product_id = p.id AND ic.country = ANY(${[...screeningEligibleCountries]}::text[])))`;

/** The WHERE of the workspace's products `p` that pass every filter. */
function productListWhere(scope: Scope, filters: ProductListFilters): Prisma.Sql {
  const parts: Prisma.Sql[] = [Prisma.sql`p.workspace_id = ${scope.workspaceId}::uuid`];
  if (filters.search) parts.push(Prisma.sql`p.search_text LIKE ${`%${likeLiteral(filters.search)}%`}`);
  if (filters.importCountry.length > 0)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM product_import_countries ic
      WHERE ic.product_id = p.id AND ic.country = ANY(${filters.importCountry}::text[]))`);
  if (filters.countryOfOrigin.length > 0)
    parts.push(Prisma.sql`p.country_of_origin = ANY(${filters.countryOfOrigin}::text[])`);
  // Warnings arrive with issue 14: until a product can have one, none matches.
  if (filters.warning.length > 0 || filters.warningType.length > 0) parts.push(Prisma.sql`FALSE`);
  const eligibility = new Set(filters.screeningEligibility);
  if (eligibility.size === 1)
    parts.push(eligibility.has("eligible") ? eligible : Prisma.sql`NOT ${eligible}`);
  if (filters.supplyStream.length > 0)
    parts.push(Prisma.sql`EXISTS (SELECT 1 FROM product_supply_streams ps
      WHERE ps.product_id = p.id AND ps.stream_id = ANY(${filters.supplyStream}::uuid[]))`);
  if (filters.category.length > 0) parts.push(Prisma.sql`p.category_id = ANY(${filters.category}::int[])`);
  if (filters.productNumber.length > 0)
    parts.push(Prisma.sql`p.product_number = ANY(${filters.productNumber}::text[])`);
  if (filters.name.length > 0) parts.push(Prisma.sql`p.name_key = ANY(${filters.name}::text[])`);
  if (filters.sku.length > 0) parts.push(Prisma.sql`lower(p.sku) = ANY(${filters.sku}::text[])`);
  return Prisma.join(parts, " AND ");
}

/** An ordering's sort keys over `p`, never null and ending on the id, so a page is stable. */
function orderBy(ordering: ProductOrdering): Prisma.Sql {
  const desc = ordering.startsWith("-");
  const keys = (() => {
    switch (ordering.replace(/^-/, "")) {
      case "name":
        return [Prisma.sql`p.name_key`, Prisma.sql`p.id`];
      case "created":
        return [Prisma.sql`p.created_at`, Prisma.sql`p.id`];
      default:
        // Products without a country of origin last either way.
        return [
          desc ? Prisma.sql`(p.country_of_origin IS NOT NULL)` : Prisma.sql`(p.country_of_origin IS NULL)`,
          Prisma.sql`coalesce(p.country_of_origin, '')`,
          Prisma.sql`p.name_key`,
          Prisma.sql`p.id`,
        ];
    }
  })();
  return Prisma.sql`ORDER BY ${Prisma.join(
    keys.map((key) => (desc ? Prisma.sql`${key} DESC` : key)),
    ", ",
  )}`;
}

/** One value of a filter and how many products have it. */
export interface LookupRow {
  value: string;
  label: string;
  count: number;
}

/** The lookups answered in SQL, searched and paged there (a catalogue holds many names and SKUs). */
export type LargeLookup = "name" | "sku" | "product_id" | "supply_stream";
/** The lookups with few values (countries, categories), read whole and labelled by the service. */
export type SmallLookup = "import_country" | "country_of_origin" | "category";

/** A lookup's search: folded (names, against `name_key`) and lower case as typed (SKUs, numbers, streams). */
export interface LookupSearch {
  folded: string;
  lower: string;
}

function largeLookupSql(scope: Scope, filter: LargeLookup, search: LookupSearch | undefined): Prisma.Sql {
  const like = search?.folded ? `%${likeLiteral(search.folded)}%` : null;
  const lower = search?.lower ? `%${likeLiteral(search.lower)}%` : null;
  const w = Prisma.sql`p.workspace_id = ${scope.workspaceId}::uuid`;
  switch (filter) {
    case "name":
      return Prisma.sql`SELECT min(p.name) AS value, min(p.name) AS label, count(*)::int AS count
        FROM products p WHERE ${w} ${like ? Prisma.sql`AND p.search_text LIKE ${like} AND p.name_key LIKE ${like}` : Prisma.empty}
        GROUP BY p.name_key`;
    case "sku":
      return Prisma.sql`SELECT min(p.sku) AS value, min(p.sku) AS label, count(*)::int AS count
        FROM products p WHERE ${w} AND p.sku IS NOT NULL
        ${lower ? Prisma.sql`AND lower(p.sku) LIKE ${lower}` : Prisma.empty}
        GROUP BY lower(p.sku)`;
    case "product_id":
      return Prisma.sql`SELECT p.product_number AS value, p.product_number AS label, count(*)::int AS count
        FROM products p WHERE ${w} AND p.product_number IS NOT NULL
        ${lower ? Prisma.sql`AND lower(p.product_number) LIKE ${lower}` : Prisma.empty}
        GROUP BY p.product_number`;
    case "supply_stream":
      return Prisma.sql`SELECT s.id::text AS value, s.name AS label,
          (SELECT count(*)::int FROM product_supply_streams ps WHERE ps.stream_id = s.id) AS count
        FROM supply_streams s WHERE s.workspace_id = ${scope.workspaceId}::uuid
        ${lower ? Prisma.sql`AND lower(s.name) LIKE ${lower}` : Prisma.empty}`;
  }
}

/** Every query of the catalogue's products; each is addressed with its workspace. */
export function createProductsRepository(db: Db) {
  const read = async (scope: Scope, ids: string[]): Promise<ProductRecord[]> => {
    const rows = await db.product.findMany({
      where: { workspaceId: scope.workspaceId, id: { in: ids } },
      include: productInclude,
    });
    const byId = new Map(rows.map((row) => [row.id, toRecord(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };

  return {
    /** A page of the workspace's products passing the filters, in `ordering`, and how many pass. */
    async list(
      scope: Scope,
      filters: ProductListFilters,
      page: { page: number; pageSize: number; ordering: ProductOrdering },
    ): Promise<Page<ProductRecord>> {
      const where = productListWhere(scope, filters);
      const [ids, [counted]] = await Promise.all([
        db.$queryRaw<{ id: string }[]>`SELECT p.id::text AS id FROM products p WHERE ${where}
          ${orderBy(page.ordering)} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
        db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM products p WHERE ${where}`,
      ]);
      return {
        results: await read(
          scope,
          ids.map((row) => row.id),
        ),
        count: counted?.count ?? 0,
      };
    },

    find: (scope: Scope, id: string) =>
      findOwned(scope, id, async (where) => (await read(scope, [where.id]))[0] ?? null),

    /** The workspace's product with this identity (other than `exceptId`), or null. */
    findByDedupeKey: (scope: Scope, dedupeKey: string, exceptId?: string) =>
      db.product.findFirst({
        where: { workspaceId: scope.workspaceId, dedupeKey, ...(exceptId ? { id: { not: exceptId } } : {}) },
        select: { id: true, name: true },
      }),

    /** A new product with its import countries; a dedupe key the workspace has breaks the unique index (409). */
    async create(scope: Scope, data: ProductData, importCountries: string[]): Promise<ProductRecord> {
      const made = await db.product.create({
        data: {
          ...data,
          workspaceId: scope.workspaceId,
          importCountries: {
            create: importCountries.map((country) => ({ workspaceId: scope.workspaceId, country })),
          },
        },
        select: { id: true },
      });
      return (await read(scope, [made.id]))[0]!;
    },

    /**
     * Changes the product's fields (those given) and, when given, replaces its import countries, in one
     * transaction. 404 when it is not the workspace's.
     */
    async update(
      scope: Scope,
      id: string,
      data: Partial<ProductData>,
      importCountries: string[] | undefined,
    ): Promise<ProductRecord> {
      await db.$transaction(async (tx) => {
        const { count } = await tx.product.updateMany({
          where: { id, workspaceId: scope.workspaceId },
          // An update with nothing else still marks the product changed when its countries change.
          data: { ...data, updatedAt: new Date() },
        });
        if (count === 0) return;
        if (importCountries) {
          await tx.productImportCountry.deleteMany({
            where: { productId: id, country: { notIn: importCountries } },
          });
          await tx.productImportCountry.createMany({
            data: importCountries.map((country) => ({
              productId: id,
              workspaceId: scope.workspaceId,
              country,
            })),
            skipDuplicates: true,
          });
        }
      });
      return findOwned(scope, id, async () => (await read(scope, [id]))[0] ?? null);
    },

    /** Deletes the workspace's products among `ids`; answers the ids deleted. */
    async deleteMany(scope: Scope, ids: string[]): Promise<string[]> {
      const rows = await db.$queryRaw<{ id: string }[]>`DELETE FROM products
        WHERE workspace_id = ${scope.workspaceId}::uuid AND id = ANY(${ids}::uuid[]) RETURNING id::text AS id`;
      return rows.map((row) => row.id);
    },

    /** A page of one large lookup's values, most products first. */
    async largeLookup(
      scope: Scope,
      filter: LargeLookup,
      query: { search?: LookupSearch; page: number; pageSize: number },
    ): Promise<Page<LookupRow>> {
      const sql = largeLookupSql(scope, filter, query.search);
      const [results, [counted]] = await Promise.all([
        db.$queryRaw<LookupRow[]>`SELECT * FROM (${sql}) l ORDER BY l.count DESC, lower(l.label), l.value
          LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
        db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM (${sql}) l`,
      ]);
      return { results, count: counted?.count ?? 0 };
    },

    /** Every value of a small lookup with its count (labels are the service's). */
    smallLookup(scope: Scope, filter: SmallLookup): Promise<{ value: string; count: number }[]> {
      const w = Prisma.sql`workspace_id = ${scope.workspaceId}::uuid`;
      switch (filter) {
        case "import_country":
          return db.$queryRaw`SELECT country AS value, count(*)::int AS count
            FROM product_import_countries WHERE ${w} GROUP BY country`;
        case "country_of_origin":
          return db.$queryRaw`SELECT country_of_origin AS value, count(*)::int AS count
            FROM products WHERE ${w} AND country_of_origin IS NOT NULL GROUP BY country_of_origin`;
        case "category":
          return db.$queryRaw`SELECT category_id::text AS value, count(*)::int AS count
            FROM products WHERE ${w} AND category_id IS NOT NULL GROUP BY category_id`;
      }
    },

    /** How many of the workspace's products are eligible for screening, and how many are not. */
    async eligibilityCounts(scope: Scope): Promise<Record<ScreeningEligibility, number>> {
      const [row] = await db.$queryRaw<{ eligible: number; total: number }[]>`
        SELECT count(*) FILTER (WHERE ${eligible})::int AS eligible, count(*)::int AS total
        FROM products p WHERE p.workspace_id = ${scope.workspaceId}::uuid`;
      return { eligible: row?.eligible ?? 0, not_eligible: (row?.total ?? 0) - (row?.eligible ?? 0) };
    },
  };
}
