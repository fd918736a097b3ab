import {
  nameSearchMaxLength,
  riskSeverities,
  type ScreeningQueueFilters,
  sanctionListKeys,
  sanctionSourceIds,
  screeningQueueAgeMaxDays,
  screeningQueueOrderings,
  vendorFilterValuesMax,
} from "@tierline/contracts";
import { z } from "zod";

/**
 * The work queue's filters as kept in the page's query string (spec section 2): the lists as JSON
 * lists, removed when empty. A value that breaks its rule is ignored, so a hand-edited address falls
 * back to no filter.
 */
export type QueueFilters = {
  search: string;
  list: (typeof sanctionListKeys)[number][];
  source: (typeof sanctionSourceIds)[number][];
  severity: (typeof riskSeverities)[number][];
  older_than: number;
  awaiting_approval: "true" | "false";
};

const list = <T extends z.ZodType>(item: T) => z.array(item).max(vendorFilterValuesMax);

export const queueFilterRules = {
  search: z.string().max(nameSearchMaxLength),
  list: list(z.enum(sanctionListKeys)),
  source: list(z.enum(sanctionSourceIds)),
  severity: list(z.enum(riskSeverities)),
  older_than: z.number().int().min(1).max(screeningQueueAgeMaxDays),
  awaiting_approval: z.enum(["true", "false"]),
} satisfies { [K in keyof QueueFilters]: z.ZodType<QueueFilters[K]> };

/** The queue's sort keys (`ordering`, `-` descending). */
export const queueSortKeys = [...new Set(screeningQueueOrderings.map((o) => o.replace(/^-/, "")))];

/** The call's filters from the page's (search only when set). */
export const toQueueFilters = ({ search, ...rest }: Partial<QueueFilters>): ScreeningQueueFilters => ({
  ...(search ? { search } : {}),
  ...rest,
});
