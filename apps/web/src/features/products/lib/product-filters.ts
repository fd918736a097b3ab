import {
  nameSearchSchema,
  productFilterValueSchemas,
  productOrderings,
  type screeningEligibilities,
  vendorFilterValuesMax,
  type warningStatuses,
} from "@tierline/contracts";
import { z } from "zod";

/**
 * The catalogue's filters as kept in the page's query string (spec section 2): each a JSON list,
 * removed when empty; `search` JSON text. A value that breaks its rule is ignored.
 */
export type ProductListFilters = {
  search: string;
  country_of_origin: string[];
  import_country: string[];
  supply_stream: string[];
  category: string[];
  screening_eligibility: (typeof screeningEligibilities)[number][];
  warning: (typeof warningStatuses)[number][];
  warning_type: string[];
  name: string[];
  sku: string[];
  product_id: string[];
};

const values = productFilterValueSchemas;
/** Text the list call's own rule (contracts) takes, kept as the address has it. */
const accepted = (rule: z.ZodType) => z.string().refine((text) => rule.safeParse(text).success);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(vendorFilterValuesMax);

/** Each filter's rule: the list call's own, so no value the address keeps is one the call refuses. */
export const productFilterRules = {
  search: accepted(nameSearchSchema),
  country_of_origin: list(accepted(values.country_of_origin)),
  import_country: list(accepted(values.import_country)),
  supply_stream: list(accepted(values.supply_stream)),
  category: list(accepted(values.category)),
  screening_eligibility: list(values.screening_eligibility),
  warning: list(values.warning),
  warning_type: list(accepted(values.warning_type)),
  name: list(accepted(values.name)),
  sku: list(accepted(values.sku)),
  product_id: list(accepted(values.product_id)),
} satisfies { [K in keyof ProductListFilters]: z.ZodType<ProductListFilters[K]> };

export const productSortKeys = [...new Set(productOrderings.map((o) => o.replace(/^-/, "")))];
export const defaultProductSort = "-created";

/** How many filters are set (search aside), for the "Clear filters" button. */
export const activeFilterCount = (filters: Partial<ProductListFilters>) =>
  Object.entries(filters).filter(
    ([key, value]) => key !== "search" && Array.isArray(value) && value.length > 0,
  ).length;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** A country's English name from its ISO code ("—" for none). */
export function countryName(code: string | null | undefined): string {
  if (!code) return "—";
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
