import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ScreeningSearchedSource } from "@tierline/contracts";
import { formatTime } from "../../../lib/format";

/** The sources a search did not cover in full: not loaded at all, or searched at an older version. */
export function sourcesNotSearched(sources: ScreeningSearchedSource[]): ScreeningSearchedSource[] {
  return sources.filter((source) => source.status !== "searched");
}

function why(source: ScreeningSearchedSource): string {
  const failed = source.last_error_at ? ` (last refresh failed: ${formatTime(source.last_error_at)})` : "";
  return source.status === "not_loaded"
    ? `not searched, not loaded${failed}`
    : `searched at version ${source.version}, not the latest${failed}`;
}

/**
 * Says which lists a search did not cover, so that a short or empty answer is not read as an all-clear
 * (the lists panel below has each source's error).
 */
export function SearchCoverageAlert({ sources }: { sources: ScreeningSearchedSource[] }) {
  const missing = sourcesNotSearched(sources);
  if (missing.length === 0) return null;
  const none = missing.every((source) => source.status === "not_loaded");
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={none ? "Some lists were not searched" : "Some lists were not searched in full"}
      data-testid="screening-not-searched"
    >
      <List size="sm" spacing={2}>
        {missing.map((source) => (
          <List.Item key={source.source} data-testid={`screening-not-searched-${source.source}`}>
            <Text span size="sm" fw={600}>
              {source.label}
            </Text>
            : {why(source)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
