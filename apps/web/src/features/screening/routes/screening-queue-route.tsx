import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from "@mantine/core";
import { IconCircleCheck, IconSearch } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import {
  entityStatusLabels,
  type RiskSeverity,
  relationshipStatusLabels,
  riskSeverityLabels,
  type ScreeningQueueItemWire,
  type ScreeningQueueQuery,
  type ScreeningQueueStatsWire,
} from "@tierline/contracts";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { ErrorAlert } from "../../../components/error-alert";
import { PageHeader } from "../../../components/page-header";
import { formatNumber, formatRelativeTime } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useScreeningQueue, useScreeningQueueStats } from "../api/get-screening-queue";
import { QueueFilterBar } from "../components/queue-filter-bar";
import {
  type QueueFilters,
  queueFilterRules,
  queueSortKeys,
  toQueueFilters,
} from "../components/queue-filters";
import { ScoreBar } from "../components/score";

const severityColor: Record<RiskSeverity, string> = { HIGH: "red", LOW: "yellow" };

/** Where a row leads: the vendor's Risk tab with its possible-matches flow open at its start. */
const reviewPath = (item: ScreeningQueueItemWire) => `/vendors/${item.vendor.id}?tab=risk&pmStep=0`;

const columns: ColumnDef<ScreeningQueueItemWire, unknown>[] = [
  {
    id: "severity",
    header: "Severity",
    // On a phone the vendor heads the card; the severity is a line of it.
    meta: { sortKey: "severity", width: 110, phone: "line" },
    cell: ({ row }) => (
      <Badge color={severityColor[row.original.severity]} variant="light" data-testid="queue-severity">
        {riskSeverityLabels[row.original.severity]}
      </Badge>
    ),
  },
  {
    id: "vendor",
    header: "Vendor",
    meta: { sortKey: "name", phone: "title" },
    cell: ({ row }) => (
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor
          component={Link}
          to={reviewPath(row.original)}
          size="sm"
          fw={600}
          lineClamp={2}
          title={row.original.vendor.name}
          data-testid="queue-vendor"
        >
          {row.original.vendor.name}
        </Anchor>
        {row.original.vendor.country && (
          <Text size="xs" c="dimmed">
            {row.original.vendor.country.name}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: "vendor_status",
    header: "Vendor status",
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="outline" color="gray" size="sm" data-testid="queue-vendor-status">
          {relationshipStatusLabels[row.original.vendor.status]}
        </Badge>
        {/* Said in words: "Pending" twice (relationship and verification) would read as one fact. */}
        <Text
          size="xs"
          c={row.original.vendor.verification_status === "VALIDATED" ? "teal.8" : "dimmed"}
          data-testid="queue-vendor-verification"
        >
          {row.original.vendor.verification_status === "VALIDATED"
            ? entityStatusLabels.VALIDATED
            : `Verification ${entityStatusLabels.PENDING.toLowerCase()}`}
        </Text>
      </Stack>
    ),
  },
  {
    id: "match",
    header: "Possible match",
    cell: ({ row }) => {
      const [best, ...others] = row.original.parties;
      return (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={500} lineClamp={2} title={best?.name} data-testid="queue-party">
              {best?.name ?? "—"}
            </Text>
            {others.length > 0 && (
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }} data-testid="queue-more-parties">
                +{others.length} more {others.length === 1 ? "party" : "parties"}
              </Text>
            )}
          </Group>
          <Text size="xs" c="dimmed" data-testid="queue-lists">
            {row.original.lists.map((list) => list.label).join(" · ")}
          </Text>
        </Stack>
      );
    },
  },
  {
    id: "score",
    header: "Score",
    meta: { sortKey: "score", width: 120 },
    cell: ({ row }) => <ScoreBar score={row.original.score} />,
  },
  {
    id: "raised",
    header: "Raised",
    meta: { sortKey: "raised", width: 130 },
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }} title={new Date(row.original.raised).toLocaleString()}>
        {formatRelativeTime(row.original.raised)}
      </Text>
    ),
  },
  {
    id: "review",
    header: "Review",
    meta: { hideHeader: true, phone: "actions", width: 190 },
    cell: ({ row }) => (
      <Group gap={6} wrap="nowrap" justify="flex-end">
        {row.original.awaiting_approval && (
          <Badge color="grape" variant="light" size="sm" data-testid="queue-awaiting-approval">
            Awaiting approval
          </Badge>
        )}
        <Button
          component={Link}
          to={reviewPath(row.original)}
          size="xs"
          variant={row.original.awaiting_approval ? "default" : "filled"}
          data-testid="queue-review"
        >
          Review
        </Button>
      </Group>
    ),
  },
];

function Counter({
  label,
  value,
  testId,
  color,
}: {
  label: string;
  value: number;
  testId: string;
  color?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={value > 0 ? color : undefined} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** The queue's counts under its filters. */
function QueueStats({ stats }: { stats: ScreeningQueueStatsWire | undefined }) {
  if (!stats) return <Skeleton height={74} radius="md" data-testid="queue-stats-loading" />;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm" data-testid="queue-stats">
      <Counter label="To review" value={stats.total} testId="queue-stats-total" />
      <Counter label="High" value={stats.by_severity.HIGH} testId="queue-stats-high" color="red" />
      <Counter label="Low" value={stats.by_severity.LOW} testId="queue-stats-low" />
      <Counter
        label="Open over a week"
        value={stats.older_than_week}
        testId="queue-stats-week"
        color="orange"
      />
      <Counter label="Awaiting approval" value={stats.awaiting_approval} testId="queue-stats-approval" />
    </SimpleGrid>
  );
}

function AllClear() {
  return (
    <Stack align="center" gap={6} py="lg" data-testid="queue-all-clear">
      <ThemeIcon size={44} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={26} />
      </ThemeIcon>
      <Text fw={600}>All clear</Text>
      <Text size="sm" c="dimmed" ta="center">
        No possible match is waiting for review. New matches show here as soon as vendors are screened.
      </Text>
    </Stack>
  );
}

function ScreeningQueue() {
  const workspaceId = useWorkspaceId();
  const query = useTableQuery<QueueFilters>({
    filters: queueFilterRules,
    sortable: queueSortKeys,
    defaultSort: "-severity",
    history: "push",
  });
  const filters = toQueueFilters(query.filters);
  const queue = useScreeningQueue(workspaceId, { ...query.params, ...filters } as ScreeningQueueQuery);
  const stats = useScreeningQueueStats(workspaceId, filters);
  const filtered = Object.keys(filters).length > 0;
  return (
    <Stack gap="md">
      <QueueStats stats={stats.data} />
      <DataTable<ScreeningQueueItemWire>
        id="screening-queue"
        label="Matches to review"
        columns={columns}
        source={queue}
        query={query}
        getRowId={(item) => item.risk}
        rowTestId={(item) => `queue-row-${item.vendor.name}`}
        toolbar={<QueueFilterBar filters={query.filters} onChange={(patch) => query.setFilters(patch)} />}
        empty={filtered ? "No possible match fits these filters." : <AllClear />}
      />
    </Stack>
  );
}

/**
 * /screening/queue: every open possible match across the workspace's vendors, the most serious first,
 * filtered and sorted in the address; each row opens the vendor's review flow on its Risk tab.
 */
export function ScreeningQueueRoute() {
  const { can } = usePermissions();
  return (
    <>
      <PageHeader
        title="Matches to review"
        description="Every open possible match across your vendors, the most serious first. Review one to confirm it or dismiss it."
        actions={
          <Button
            component={Link}
            to="/screening"
            variant="default"
            size="sm"
            leftSection={<IconSearch size={16} />}
            data-testid="queue-to-search"
          >
            Search the lists
          </Button>
        }
      />
      {can("screening.decide") ? (
        <ScreeningQueue />
      ) : (
        <ErrorAlert testId="queue-forbidden">
          Only Admins and Compliance Managers review restricted-party matches.
        </ErrorAlert>
      )}
    </>
  );
}
