import { Box, Group, Stack, Text } from "@mantine/core";
import { riskSeverityLabels, type UpstreamSummaryWire, upstreamBandLabel } from "@tierline/contracts";

const severityColor = { HIGH: "red", LOW: "yellow" } as const;

/** The smallest scale, so one or two risks never fill a bar. */
const minScale = 10;

/**
 * The upstream risks per severity as bars. A count is a band, so each bar is solid up to the band's
 * lower end and shaded up to its upper end: the chart shows no more precision than the answer has.
 */
export function UpstreamRiskChart({ risks }: { risks: UpstreamSummaryWire["open_risks"] }) {
  const scale = Math.max(minScale, ...risks.map(({ count }) => count.max ?? count.min * 1.25));
  const width = (n: number) => `${(n * 100) / scale}%`;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="upstream-risk-chart">
      {risks.map(({ severity, count }) => (
        <Group key={severity} component="li" gap="sm" wrap="nowrap" data-testid={`upstream-risk-${severity}`}>
          <Text size="sm" w={40} style={{ flexShrink: 0 }}>
            {riskSeverityLabels[severity]}
          </Text>
          <Box
            aria-hidden
            h={12}
            style={{
              flex: 1,
              position: "relative",
              background: "var(--mantine-color-gray-1)",
              borderRadius: 6,
            }}
          >
            <Box
              h="100%"
              w={width(count.max ?? count.min * 1.25)}
              bg={`${severityColor[severity]}.2`}
              style={{ position: "absolute", borderRadius: 6 }}
            />
            <Box
              h="100%"
              w={width(count.min)}
              bg={`${severityColor[severity]}.6`}
              style={{ position: "absolute", borderRadius: 6 }}
            />
          </Box>
          <Text size="sm" fw={600} w={48} ta="right" style={{ flexShrink: 0 }}>
            {upstreamBandLabel(count)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
