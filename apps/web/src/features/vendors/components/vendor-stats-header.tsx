import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import {
  entityStatusLabels,
  type RelationshipStatus,
  relationshipStatusLabels,
  relationshipStatusPrecedence,
  type VendorStats,
} from "@tierline/contracts";
import { formatNumber } from "../../../lib/format";

/** Each status's colour, in the stacked bar and its legend. */
export const statusColours: Record<RelationshipStatus, string> = {
  CONTRACTED_ACTIVE: "teal",
  APPROVED: "blue",
  PENDING: "yellow",
  NOT_APPROVED: "orange",
  CONTRACTED_COMPLETE: "gray",
  TERMINATED: "red",
  PAST_VENDOR: "dark",
};

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/**
 * The list's header: how many vendors the filters keep, how many are Validated, how many have open
 * risks, and a bar of their statuses (GET /workspaces/{id}/vendors-stats, under the same filters).
 */
export function VendorStatsHeader({ stats }: { stats: VendorStats | undefined }) {
  if (!stats) return <Skeleton height={120} radius="md" data-testid="vendor-stats-loading" />;
  const shown = relationshipStatusPrecedence.filter((status) => stats.by_status[status] > 0);
  return (
    <Stack gap="sm" data-testid="vendor-stats">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Counter label="Vendors" value={stats.total} testId="vendor-stats-total" />
        <Counter
          label={entityStatusLabels.VALIDATED}
          value={stats.by_verification_status.VALIDATED}
          testId="vendor-stats-validated"
        />
        <Counter
          label="Verification pending"
          value={stats.by_verification_status.PENDING}
          testId="vendor-stats-unverified"
        />
        <Counter label="With open risks" value={stats.with_open_risks} testId="vendor-stats-risks" />
      </SimpleGrid>
      {stats.total > 0 && (
        <Stack gap={6}>
          <Progress.Root size="lg" aria-label="Vendors by status">
            {shown.map((status) => (
              <Tooltip
                key={status}
                label={`${relationshipStatusLabels[status]}: ${formatNumber(stats.by_status[status])}`}
              >
                <Progress.Section
                  value={(stats.by_status[status] / stats.total) * 100}
                  color={statusColours[status]}
                />
              </Tooltip>
            ))}
          </Progress.Root>
          <Group gap="md" wrap="wrap">
            {shown.map((status) => (
              <Group key={status} gap={6} wrap="nowrap" data-testid={`vendor-stats-status-${status}`}>
                <Text span size="xs" c={statusColours[status]} aria-hidden>
                  ●
                </Text>
                <Text span size="xs">
                  {relationshipStatusLabels[status]} {formatNumber(stats.by_status[status])}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
