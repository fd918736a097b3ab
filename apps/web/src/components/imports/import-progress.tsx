import { Group, Progress, Stack, Text } from "@mantine/core";
import { formatNumber } from "../../lib/format";

/** What an import says of itself while it runs (the vendor and product imports' common fields). */
export interface RunningImport {
  status: string;
  progress: number;
  processed_rows: number;
  total_rows: number;
  rows_per_second: number | null;
}

/** A running import: waiting or `doing`, rows read of the estimate and the rate, and its progress bar. */
export function ImportProgress({
  found,
  doing,
  testId,
  rateTestId,
}: {
  found: RunningImport;
  /** What the import is doing once started ("Importing your vendors..."). */
  doing: string;
  testId: string;
  rateTestId: string;
}) {
  const percent = Math.round(found.progress * 100);
  return (
    <Stack gap="xs" data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {found.status === "QUEUED" ? "Waiting to start..." : doing}
        </Text>
        <Text size="sm" c="dimmed" data-testid={rateTestId}>
          {formatNumber(found.processed_rows)} of about {formatNumber(found.total_rows)} rows
          {found.rows_per_second !== null && ` · ${formatNumber(Math.round(found.rows_per_second))} rows/s`}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated
        striped
        aria-label={`Import ${percent}% done`}
      />
    </Stack>
  );
}
