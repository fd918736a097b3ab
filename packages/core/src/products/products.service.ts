import {
  categoryPathText,
  defaultProductOrdering,
  fieldMessages,
  filterValues,
  foldedKey,
  type ProductCreate,
  type ProductFilters,
  type ProductListQuery,
  type ProductLookupFilter,
  type ProductLookupQuery,
  type ProductPatch,
  productCategoryLabel,
  productImageUrls,
  productMessages,
  screeningEligibilities,
  screeningEligibilityLabels,
} from "@tierline/contracts";
import { foldProductText, productKeys } from "@tierline/imports";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { JurisdictionTable } from "../jurisdictions/jurisdiction-table";
import type { ShownCategory } from "../product-categories/product-categories.service";
import type { Page } from "../repository";
import {
  createProductsRepository,
  type LookupRow,
  type ProductData,
  type ProductListFilters,
  type ProductRecord,
} from "./products.repository";

/** What the catalogue needs of the taxonomy (core's product-categories service). */
export interface ProductCategoryChecks {
  shown(id: number | null): ShownCategory | null;
  assertCategory(id: number, field?: string): Promise<void>;
  withDescendants(ids: readonly number[]): Promise<number[]>;
}

/** A product as the catalogue shows it. */
export interface Product extends ProductRecord {
  /** The taxonomy's category (its id, own name and path; the id alone when the taxonomy cannot name it). */
  category: ShownCategory | null;
  /** The image's file and where the api serves it (the product-images module's URLs). */
  image: { id: string; url: string; thumbnailUrl: string } | null;
}

/** The list's filters from the query (texts folded as the columns they are compared with). */
export const productListFilters = (query: ProductFilters): ProductListFilters => ({
  search: query.search ? foldProductText(query.search) || undefined : undefined,
  importCountry: filterValues(query.import_country),
  countryOfOrigin: filterValues(query.country_of_origin),
  warning: filterValues(query.warning),
  warningType: filterValues(query.warning_type),
  screeningEligibility: filterValues(query.screening_eligibility),
  supplyStream: filterValues(query.supply_stream),
  category: filterValues(query.category),
  productNumber: filterValues(query.product_id),
  name: filterValues(query.name).map(foldedKey),
  sku: filterValues(query.sku).map((sku) => sku.toLowerCase()),
});

const imageOf = (productId: string, resourceId: string) => {
  const urls = productImageUrls(productId, resourceId);
  return { id: resourceId, url: urls.url, thumbnailUrl: urls.thumbnail_url };
};

/** "" and blanks are no value. */
const orNull = (text: string | null | undefined) => (text ? text : null);

/** The product catalogue: list, lookups, one product, made by hand, changed, deleted. */
export function createProductsService(
  { db }: CoreDeps,
  jurisdictions: JurisdictionTable,
  categories: ProductCategoryChecks,
) {
  const repository = createProductsRepository(db);

  const describe = (records: ProductRecord[]): Product[] =>
    records.map((record) => ({
      ...record,
      category: categories.shown(record.categoryId),
      image: record.imageResourceId ? imageOf(record.id, record.imageResourceId) : null,
    }));
  const describeOne = (record: ProductRecord) => describe([record])[0]!;

  /** Every country named must exist (ISO 3166-1) and the category be the taxonomy's, said on its field. */
  async function assertKnown(input: {
    country_of_origin?: string | null;
    import_countries?: string[];
    category?: number | null;
  }) {
    if (input.category != null) await categories.assertCategory(input.category);
    const known = await jurisdictions.countriesById();
    const fields: Record<string, string> = {};
    if (input.country_of_origin && !known.has(input.country_of_origin))
      fields.country_of_origin = fieldMessages.locationCountryInvalid;
    if (input.import_countries?.some((c) => !known.has(c)))
      fields.import_countries = fieldMessages.locationCountryInvalid;
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", fields);
  }

  /** 409 naming the product that has this identity already. */
  async function assertUnique(actor: Actor, dedupeKey: string, exceptId?: string) {
    const existing = await repository.findByDedupeKey(actor, dedupeKey, exceptId);
    if (existing) throw new AppError("CONFLICT", productMessages.exists(existing.name));
  }

  /** A write that lost the unique index to a concurrent one says the same as the check before it. */
  async function uniquely<T>(actor: Actor, dedupeKey: string, write: () => Promise<T>, exceptId?: string) {
    try {
      return await write();
    } catch (error) {
      if (error instanceof AppError && error.code === "CONFLICT")
        await assertUnique(actor, dedupeKey, exceptId);
      throw error;
    }
  }

  return {
    async list(actor: Actor, query: ProductListQuery): Promise<Page<Product>> {
      const filters = productListFilters(query);
      // A category filter finds the products of the categories named and of every category under them.
      if (filters.category.length > 0) filters.category = await categories.withDescendants(filters.category);
      const page = await repository.list(actor, filters, {
        page: query.page,
        pageSize: query.page_size,
        ordering: query.ordering ?? defaultProductOrdering,
      });
      return { results: describe(page.results), count: page.count };
    },

    get: async (actor: Actor, id: string) => describeOne(await repository.find(actor, id)),

    /** POST /products: a product made by hand; the same identity as one of the catalogue's is 409. */
    async create(actor: Actor, input: ProductCreate): Promise<Product> {
      await assertKnown(input);
      const data: ProductData = {
        name: input.name,
        sku: orNull(input.sku),
        description: orNull(input.description),
        productNumber: orNull(input.product_number),
        categoryId: input.category ?? null,
        countryOfOrigin: input.country_of_origin ?? null,
        ...productKeys({ name: input.name, sku: input.sku, productNumber: input.product_number }),
      };
      await assertUnique(actor, data.dedupeKey);
      const made = await uniquely(actor, data.dedupeKey, () =>
        repository.create(actor, data, [...new Set(input.import_countries ?? [])]),
      );
      return describeOne(made);
    },

    /** PATCH /products/{id}: the fields given; the keys follow the name, SKU and product number. */
    async update(actor: Actor, id: string, input: ProductPatch): Promise<Product> {
      const current = await repository.find(actor, id);
      await assertKnown(input);
      const next = {
        name: input.name ?? current.name,
        sku: input.sku === undefined ? current.sku : orNull(input.sku),
        productNumber:
          input.product_number === undefined ? current.productNumber : orNull(input.product_number),
      };
      const keys = productKeys(next);
      await assertUnique(actor, keys.dedupeKey, id);
      const data: Partial<ProductData> = {
        ...next,
        ...keys,
        ...(input.description !== undefined ? { description: orNull(input.description) } : {}),
        ...(input.category !== undefined ? { categoryId: input.category } : {}),
        ...(input.country_of_origin !== undefined ? { countryOfOrigin: input.country_of_origin } : {}),
      };
      const countries = input.import_countries ? [...new Set(input.import_countries)] : undefined;
      const updated = await uniquely(
        actor,
        keys.dedupeKey,
        () => repository.update(actor, id, data, countries),
        id,
      );
      return describeOne(updated);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      const [deleted] = await repository.deleteMany(actor, [id]);
      if (!deleted) throw notFound();
    },

    /** PUT /products/delete-product-list: the workspace's products among the ids; answers those deleted. */
    deleteMany: (actor: Actor, ids: string[]) => repository.deleteMany(actor, [...new Set(ids)]),

    /** GET /products/lookups?filter=: the values of one filter in the catalogue, most products first. */
    async lookup(
      actor: Actor,
      filter: ProductLookupFilter,
      query: ProductLookupQuery,
    ): Promise<Page<LookupRow>> {
      const paging = { page: query.page, pageSize: query.page_size };
      const search = query.search
        ? { folded: foldProductText(query.search), lower: query.search.toLowerCase() }
        : undefined;
      switch (filter) {
        case "name":
        case "sku":
        case "product_id":
        case "supply_stream":
          return repository.largeLookup(actor, filter, { ...paging, search });
        case "warning":
        case "warning_type":
          // Warnings arrive with issue 14: no product has one yet.
          return { results: [], count: 0 };
        case "screening_eligibility": {
          const counts = await repository.eligibilityCounts(actor);
          return pageOf(
            screeningEligibilities.map((value) => ({
              value,
              label: screeningEligibilityLabels[value],
              count: counts[value],
            })),
            search,
            paging,
          );
        }
        case "category": {
          const values = await repository.smallLookup(actor, filter);
          return pageOf(
            values.map((v) => {
              const category = categories.shown(Number(v.value))!;
              return {
                ...v,
                label: category.name ? categoryPathText(category.path) : productCategoryLabel(category),
              };
            }),
            search,
            paging,
          );
        }
        default: {
          const values = await repository.smallLookup(actor, filter);
          const countries = await jurisdictions.countriesById();
          return pageOf(
            values.map((v) => ({ ...v, label: countries.get(v.value)?.name ?? v.value })),
            search,
            paging,
          );
        }
      }
    },
  };
}

/** A page of a small lookup: searched on its value and label, most products first, then by label. */
function pageOf(
  rows: LookupRow[],
  search: { folded: string; lower: string } | undefined,
  paging: { page: number; pageSize: number },
): Page<LookupRow> {
  const found = search
    ? rows.filter(
        (row) =>
          row.value.toLowerCase().includes(search.lower) ||
          foldProductText(row.label).includes(search.folded),
      )
    : rows;
  found.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "en"));
  const start = (paging.page - 1) * paging.pageSize;
  return { results: found.slice(start, start + paging.pageSize), count: found.length };
}

export type ProductsService = ReturnType<typeof createProductsService>;
