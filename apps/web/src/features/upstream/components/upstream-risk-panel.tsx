import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type UpstreamSummaryWire, upstreamBandLabel } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { plural } from "../../../lib/format";
import { useUpstreamRisk } from "../api/get-upstream-risk";
import { UpstreamRiskChart } from "./upstream-risk-chart";

function Shared({ summary }: { summary: UpstreamSummaryWire }) {
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Across this vendor's {upstreamBandLabel(summary.active_suppliers)} active suppliers. Who they are
        stays private to the vendor; counts are shown in ranges.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Unresolved risks
          </Text>
          <UpstreamRiskChart risks={summary.open_risks} />
        </Stack>
        <Stack gap="sm" data-testid="upstream-traceability">
          <Text size="sm" fw={600}>
            Traceability
          </Text>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">Completeness</Text>
              <Text size="sm" fw={600} data-testid="upstream-completeness">
                {summary.completeness_percent}%
              </Text>
            </Group>
            <Progress value={summary.completeness_percent} color="teal" size="sm" aria-hidden />
            <Text size="xs" c="dimmed">
              Suppliers validated, screened clear, with the questionnaire submitted and every required contact
              (rounded down).
            </Text>
          </Stack>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Oldest supplier data</Text>
            <Text size="sm" fw={600} data-testid="upstream-recency">
              {summary.oldest_data_days === 0 ? "Today" : `${plural(summary.oldest_data_days, "day")} old`}
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The Risk tab's upstream part: when the vendor is itself on Tierline, its own suppliers' unresolved risks
 * and a traceability index, in aggregate only (spec section 1: the vendor's suppliers are never shared).
 */
export function UpstreamRiskPanel({ relationshipId }: { relationshipId: string }) {
  const upstream = useUpstreamRisk(relationshipId);
  if (upstream.isError) return <LoadState error={upstream.error} />;
  if (!upstream.data) return <Skeleton h={96} radius="md" />;
  const { sharing, summary, min_suppliers } = upstream.data;
  return (
    <Paper withBorder radius="md" p="md" data-testid="upstream-risk" data-sharing={sharing}>
      <Stack gap="sm">
        <Title order={2} fz="h5">
          Upstream risk
        </Title>
        {sharing === "shared" && summary ? (
          <Shared summary={summary} />
        ) : (
          <Text size="sm" c="dimmed">
            {sharing === "withheld"
              ? `This vendor has fewer than ${min_suppliers} active suppliers on Tierline: too few to share figures without pointing at one of them.`
              : "Shown once this vendor joins Tierline by accepting an invitation: its suppliers' risks and how traceable they are, never who they are."}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
