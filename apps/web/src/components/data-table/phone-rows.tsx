import { Box, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { type Cell, flexRender, type Row, type Table } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { columnLabel, type PhonePlacement, phonePlacement, selectColumnId } from "./column-meta";
import { nextSort, SortHeader, sortDirection } from "./sort-header";
import type { TableQuery } from "./use-table-query";

type Place = PhonePlacement | "select";

const renderCell = <T,>(cell: Cell<T, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());

/** A label column wide enough for a one-word header ("Invitation") without pushing the value off. */
const lineStyle = {
  display: "grid",
  gridTemplateColumns: "6rem minmax(0, 1fr)",
  columnGap: "var(--mantine-spacing-sm)",
  alignItems: "baseline",
} as const;

function PhoneRow<T>({
  row,
  place,
  headingLevel,
  testId,
}: {
  row: Row<T>;
  place: (columnId: string) => Place;
  headingLevel: number;
  testId?: string;
}) {
  const cells = row.getVisibleCells();
  const at = (where: Place) => cells.filter((cell) => place(cell.column.id) === where);
  const [title] = at("title");
  const lines = at("line");
  return (
    <li data-testid={testId}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        bg={row.getIsSelected() ? "var(--mantine-primary-color-light)" : undefined}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {at("select").map((cell) => (
            <Box key={cell.id} pt={6}>
              {renderCell(cell)}
            </Box>
          ))}
          <Box
            style={{ flex: 1, minWidth: 0 }}
            role={title ? "heading" : undefined}
            aria-level={title ? headingLevel : undefined}
          >
            {title && renderCell(title)}
          </Box>
          {at("actions").map((cell) => (
            <Box key={cell.id}>{renderCell(cell)}</Box>
          ))}
        </Group>
        {lines.length > 0 && (
          <Box component="dl" m={0} mt="xs">
            {lines.map((cell) => (
              <Box key={cell.id} style={lineStyle} py={4}>
                <Text component="dt" size="xs" c="dimmed" fw={500}>
                  {columnLabel(cell.column)}
                </Text>
                <Box component="dd" m={0} style={{ minWidth: 0 }}>
                  {renderCell(cell)}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </li>
  );
}

/** Select all and the sort buttons, which the table's header row holds on a wider screen. */
function PhoneHeader<T>({ id, table, query }: { id: string; table: Table<T>; query: TableQuery }) {
  const selectAll = table.getFlatHeaders().find((header) => header.column.id === selectColumnId);
  const sortable = table.getVisibleLeafColumns().filter((column) => column.columnDef.meta?.sortKey);
  if (!selectAll && sortable.length === 0) return null;
  return (
    <Group justify="space-between" gap="sm" px="sm">
      <Box>{selectAll && flexRender(selectAll.column.columnDef.header, selectAll.getContext())}</Box>
      {sortable.length > 0 && (
        <Group gap="sm" role="group" aria-label="Sort by">
          <Text size="xs" c="dimmed" aria-hidden>
            Sort by
          </Text>
          {sortable.map((column) => {
            const sortKey = column.columnDef.meta?.sortKey as string;
            const direction = sortDirection(sortKey, query.sort);
            return (
              <SortHeader
                key={column.id}
                direction={direction}
                onSort={() => query.setSort(nextSort(sortKey, direction))}
                testId={`${id}-sort-${column.id}`}
              >
                {columnLabel(column)}
                {direction !== "none" && <VisuallyHidden>, sorted {direction}</VisuallyHidden>}
              </SortHeader>
            );
          })}
        </Group>
      )}
    </Group>
  );
}

/**
 * The table's rows on a phone: a list of cards, one per row, with the title column as the card's
 * heading, the row's checkbox and menu beside it and every other visible column as a "label: value"
 * line (a description list). Columns place themselves with `meta.phone`. Only one of the two layouts
 * is ever rendered, so no control exists twice.
 */
export function PhoneRows<T>({
  id,
  label,
  table,
  query,
  loading,
  fetching,
  empty,
  skeletons,
  rowTestId,
  headingLevel,
}: {
  id: string;
  label: string;
  table: Table<T>;
  query: TableQuery;
  loading: boolean;
  fetching: boolean;
  empty: ReactNode;
  skeletons: number;
  rowTestId?: (row: T) => string;
  headingLevel: number;
}) {
  const all = table.getAllLeafColumns();
  const places = new Map(all.map((column) => [column.id, phonePlacement(column, all)]));
  const place = (columnId: string): Place =>
    columnId === selectColumnId ? "select" : (places.get(columnId) ?? "line");
  const rows = table.getRowModel().rows;

  if (!loading && rows.length === 0)
    return (
      <Paper withBorder radius="md">
        <Text component="div" size="sm" c="dimmed" ta="center" py="lg" data-testid={`${id}-empty`}>
          {empty}
        </Text>
      </Paper>
    );

  return (
    <Stack gap="xs">
      {!loading && <PhoneHeader id={id} table={table} query={query} />}
      <Stack
        component="ul"
        role="list"
        gap="xs"
        m={0}
        p={0}
        aria-label={label}
        aria-busy={loading || fetching}
        data-testid={`${id}-cards`}
        style={{ listStyle: "none", opacity: fetching && !loading ? 0.7 : 1, transition: "opacity 120ms" }}
      >
        {loading
          ? Array.from({ length: skeletons }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <li key={index} data-testid={`${id}-skeleton`}>
                <Paper withBorder radius="md" p="sm">
                  <Skeleton height={20} width="60%" radius="sm" />
                  <Skeleton height={14} mt="sm" radius="sm" />
                  <Skeleton height={14} mt="xs" radius="sm" />
                </Paper>
              </li>
            ))
          : rows.map((row) => (
              <PhoneRow
                key={row.id}
                row={row}
                place={place}
                headingLevel={headingLevel}
                testId={rowTestId?.(row.original)}
              />
            ))}
      </Stack>
    </Stack>
  );
}
