import {
  nameSearchMaxLength,
  productOrderings,
  productTextMax,
  screeningEligibilities,
  vendorFilterValuesMax,
  warningStatuses,
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

const list = <T extends z.ZodType>(item: T) => z.array(item).max(vendorFilterValuesMax);
const text = z.string().min(1).max(productTextMax);

export const productFilterRules = {
  search: z.string().max(nameSearchMaxLength),
  country_of_origin: list(z.string().regex(/^[A-Z]{2}$/)),
  import_country: list(z.string().regex(/^[A-Z]{2}$/)),
  supply_stream: list(z.uuid()),
  category: list(z.string().regex(/^[1-9]\d{0,9}$/)),
  screening_eligibility: list(z.enum(screeningEligibilities)),
  warning: list(z.enum(warningStatuses)),
  warning_type: list(z.uuid()),
  name: list(text),
  sku: list(text),
  product_id: list(text),
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
