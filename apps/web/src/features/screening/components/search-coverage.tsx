import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ScreeningListNotSearched, ScreeningSearchedSource } from "@tierline/contracts";
import { formatTime } from "../../../lib/format";

/** What a screening covered: the search's answer and a vendor's screening both carry it. */
export interface ScreeningCoverage {
  sources: ScreeningSearchedSource[];
  lists_not_searched: ScreeningListNotSearched[];
  max_list_age_hours: number;
}

/**
 * What the coverage leaves out: the lists not searched in full, and the sources not searched that no such
 * list names (the UN's listings, filed under the EU list, when the EU list itself was searched).
 */
export function notSearched(coverage: ScreeningCoverage): {
  lists: ScreeningListNotSearched[];
  sources: ScreeningSearchedSource[];
} {
  const named = new Set(coverage.lists_not_searched.flatMap((list) => list.sources));
  return {
    lists: coverage.lists_not_searched,
    sources: coverage.sources.filter((source) => source.status !== "searched" && !named.has(source.source)),
  };
}

/** Whether every list and source the screening was meant to cover was searched, on a current copy. */
export function coveredInFull(coverage: ScreeningCoverage): boolean {
  const { lists, sources } = notSearched(coverage);
  return lists.length === 0 && sources.length === 0;
}

function why(
  status: ScreeningSearchedSource["status"],
  source: ScreeningSearchedSource | undefined,
  maxAgeHours: number,
): string {
  switch (status) {
    case "failed":
      return `not searched, loading it failed${source?.last_error_at ? ` (${formatTime(source.last_error_at)})` : ""}`;
    case "stale":
      return `searched on a copy not refreshed for over ${maxAgeHours} hours${
        source?.last_success_at ? ` (last refreshed ${formatTime(source.last_success_at)})` : ""
      }`;
    default:
      return "not searched, not loaded";
  }
}

/**
 * Says which lists a screening did not cover (never loaded, failed to load, or not refreshed within the
 * maximum age), so that a short or empty answer is not read as an all-clear (the lists panel of the
 * screening page has each source's error).
 */
export function SearchCoverageAlert({ coverage }: { coverage: ScreeningCoverage }) {
  const { lists, sources } = notSearched(coverage);
  if (lists.length === 0 && sources.length === 0) return null;
  const sourceOf = (list: ScreeningListNotSearched) =>
    coverage.sources.find((s) => list.sources.includes(s.source) && s.status === list.status);
  const none = [...lists, ...sources].every((item) => item.status !== "stale");
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={none ? "Some lists were not searched" : "Some lists were not searched in full"}
      data-testid="screening-not-searched"
    >
      <List size="sm" spacing={2}>
        {lists.map((list) => (
          <List.Item key={list.list} data-testid={`screening-not-searched-${list.list}`}>
            <Text span size="sm" fw={600}>
              {list.label}
            </Text>
            : {why(list.status, sourceOf(list), coverage.max_list_age_hours)}
          </List.Item>
        ))}
        {sources.map((source) => (
          <List.Item key={source.source} data-testid={`screening-not-searched-${source.source}`}>
            <Text span size="sm" fw={600}>
              {source.label}
            </Text>
            : {why(source.status, source, coverage.max_list_age_hours)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
