import {
  type PageSize,
  pageSizeOptions,
  type RiskOrdering,
  type RiskStatus,
  riskOrderings,
} from "@tierline/contracts";

/**
 * The Risk tab's state in the page address, so a shared link opens the same segment, sort and page:
 * `?segment=open|resolved|confirmed&ordering=-created|created|-severity|severity&page=2&page_size=20`.
 * Plain values (not JSON text): they are choices of one list each, like `tab`, not the list filters
 * spec section 2 writes as JSON. Anything unknown falls back to the default, which is left out of the
 * address.
 */

const riskSegments = ["open", "resolved", "confirmed"] as const;
export type RiskSegment = (typeof riskSegments)[number];
export const riskSegmentStatus: Record<RiskSegment, RiskStatus> = {
  open: "OPEN",
  resolved: "RESOLVED",
  confirmed: "CONFIRMED",
};

export interface RiskView {
  segment: RiskSegment;
  ordering: RiskOrdering;
  page: number;
  pageSize: PageSize;
}

export const defaultRiskView: RiskView = { segment: "open", ordering: "-created", page: 1, pageSize: 10 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function parseRiskView(params: URLSearchParams): RiskView {
  const page = Number(params.get("page"));
  const size = Number(params.get("page_size"));
  return {
    segment: oneOf(riskSegments, params.get("segment"), defaultRiskView.segment),
    ordering: oneOf(riskOrderings, params.get("ordering"), defaultRiskView.ordering),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (pageSizeOptions as readonly number[]).includes(size) ? (size as PageSize) : 10,
  };
}

/**
 * The address after a change of the view: the other parameters (the tab, the notes modal's
 * `modalMetaId`) kept; defaults removed; a new segment, sort or page size starts at page 1.
 */
export function withRiskView(params: URLSearchParams, change: Partial<RiskView>): URLSearchParams {
  const current = parseRiskView(params);
  const resetsPage = ["segment", "ordering", "pageSize"].some(
    (key) => key in change && change[key as keyof RiskView] !== current[key as keyof RiskView],
  );
  const next = { ...current, ...change, ...(resetsPage && !("page" in change) ? { page: 1 } : {}) };
  const out = new URLSearchParams(params);
  const write = (key: string, value: string | number, fallback: string | number) => {
    if (value === fallback) out.delete(key);
    else out.set(key, String(value));
  };
  write("segment", next.segment, defaultRiskView.segment);
  write("ordering", next.ordering, defaultRiskView.ordering);
  write("page", next.page, defaultRiskView.page);
  write("page_size", next.pageSize, defaultRiskView.pageSize);
  return out;
}
