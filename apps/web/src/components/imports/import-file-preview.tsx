import { Group, Paper, Text } from "@mantine/core";
import { formatNumber } from "../../lib/format";
import { ImportPreviewTable } from "./import-preview-table";

/** An uploaded list's name, its estimated size and its first rows, under the column mapping. */
export function ImportFilePreview({
  fileName,
  totalRows,
  columns,
  rows,
  testId,
  totalTestId,
}: {
  fileName: string;
  /** The rows under the header, as the api estimates them. */
  totalRows: number;
  columns: string[];
  rows: string[][];
  testId: string;
  totalTestId: string;
}) {
  return (
    <Paper withBorder radius="md" data-testid={testId}>
      <Group justify="space-between" px="md" pt="sm" pb={4} wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
          {fileName}
        </Text>
        <Text size="xs" c="dimmed" data-testid={totalTestId}>
          About {formatNumber(totalRows)} rows · the first {rows.length} shown
        </Text>
      </Group>
      <ImportPreviewTable columns={columns} rows={rows} />
    </Paper>
  );
}
