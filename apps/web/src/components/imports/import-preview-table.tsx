import { ScrollArea, Table } from "@mantine/core";

/** A file's rows as a table of text under its column names, scrolled sideways when wide. */
export function ImportPreviewTable({
  columns,
  rows,
  testId,
}: {
  columns: string[];
  /** Each row's cells, in column order. */
  rows: string[][];
  testId?: string;
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        striped
        withRowBorders={false}
        fz="xs"
        verticalSpacing={4}
        miw={columns.length * 120}
        data-testid={testId}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} style={{ whiteSpace: "nowrap" }}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((cells, index) => (
            // Sample rows have no id of their own: their place in the file is theirs.
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows never reorder.
            <Table.Tr key={index}>
              {columns.map((column, cell) => (
                <Table.Td key={column} style={{ whiteSpace: "nowrap" }}>
                  {cells[cell] ?? ""}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
