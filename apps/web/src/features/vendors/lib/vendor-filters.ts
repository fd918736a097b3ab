import {
  entityStatuses,
  entityStatusLabels,
  nameSearchMaxLength,
  relationshipStatusLabels,
  relationshipStatusPrecedence,
  supplyStreamStageLabels,
  supplyStreamStages,
  vendorActionLabels,
  vendorActions,
  vendorFilterValuesMax,
  vendorOrderings,
} from "@tierline/contracts";
import { z } from "zod";

/**
 * The vendor list's filters as kept in the page's query string (spec section 2): each a JSON list
 * (`?country=["US","DE"]`), removed when empty; `search` JSON text. A value that breaks its rule is
 * ignored, so a hand-edited address falls back to no filter.
 */
export type VendorListFilters = {
  search: string;
  country: string[];
  verification_status: (typeof entityStatuses)[number][];
  /** Relationship statuses and ids of the workspace's procurement stages. */
  procurement_stage: string[];
  actions: (typeof vendorActions)[number][];
  role: string[];
  tag: string[];
  supply_stream: string[];
  supply_stage: (typeof supplyStreamStages)[number][];
};

const list = <T extends z.ZodType>(item: T) => z.array(item).max(vendorFilterValuesMax);

export const vendorFilterRules = {
  search: z.string().max(nameSearchMaxLength),
  country: list(z.string().regex(/^[A-Z]{2}$/)),
  verification_status: list(z.enum(entityStatuses)),
  procurement_stage: list(z.union([z.enum(relationshipStatusPrecedence), z.uuid()])),
  actions: list(z.enum(vendorActions)),
  role: list(z.uuid()),
  tag: list(z.uuid()),
  supply_stream: list(z.uuid()),
  supply_stage: list(z.enum(supplyStreamStages)),
} satisfies { [K in keyof VendorListFilters]: z.ZodType<VendorListFilters[K]> };

/** The sort keys of the list (`ordering`, `-` descending). */
export const vendorSortKeys = [...new Set(vendorOrderings.map((o) => o.replace(/^-/, "")))];

export type Option = { value: string; label: string };

/** The choices of the filters whose values the app knows in advance. */
export const fixedFilterOptions = {
  verification_status: entityStatuses.map((value) => ({ value, label: entityStatusLabels[value] })),
  procurement_stage: relationshipStatusPrecedence.map((value) => ({
    value,
    label: relationshipStatusLabels[value],
  })),
  actions: vendorActions.map((value) => ({ value, label: vendorActionLabels[value] })),
  supply_stage: supplyStreamStages.map((value) => ({ value, label: supplyStreamStageLabels[value] })),
} satisfies Partial<Record<keyof VendorListFilters, Option[]>>;

/** How many filters are set (search aside), for the "Clear filters" button. */
export const activeFilterCount = (filters: Partial<VendorListFilters>) =>
  Object.entries(filters).filter(
    ([key, value]) => key !== "search" && Array.isArray(value) && value.length > 0,
  ).length;

/** The list's default order (newest first); not written into the address. */
export const defaultVendorSort = "-created";
