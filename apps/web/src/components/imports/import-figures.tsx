import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatNumber } from "../../lib/format";

export interface ImportFigure {
  label: string;
  value: number;
  testId: string;
}

/** What a finished import did, one figure a tile: rows read, taken, merged, rejected. */
export function ImportFigures({ figures, testId }: { figures: ImportFigure[]; testId?: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid={testId}>
      {figures.map((figure) => (
        <Paper key={figure.testId} withBorder radius="md" p="md">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fz="xl" fw={700} data-testid={figure.testId}>
            {formatNumber(figure.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
