import { Button, Checkbox, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row,
  type RowSelectionState,
  useReactTable,
} from "@tanstack/react-table";
import type { Paginated } from "@tierline/contracts";
import { type ReactNode, useMemo, useState } from "react";
import { errorText } from "../../lib/form-errors";
import { useIsPhone } from "../../lib/use-is-phone";
import { ErrorAlert } from "../error-alert";
import { ColumnChooser } from "./column-chooser";
import { columnLabel, phonePlacement, selectColumnId } from "./column-meta";
import { DataTablePagination } from "./data-table-pagination";
import { PhoneRows } from "./phone-rows";
import { nextSort, SortHeader, sortDirection } from "./sort-header";
import { useHiddenColumns } from "./use-hidden-columns";
import type { TableQuery } from "./use-table-query";
import { VirtualRows } from "./virtual-rows";

/** What the table needs of a list query (a React Query result fits). */
export interface DataTableSource<T> {
  data: Paginated<T> | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Pages with at least this many rows scroll virtually: only the rows in view are in the document. */
export const virtualRowsFrom = 50;

export interface DataTableProps<T> {
  /** Names the table: test ids (`<id>-table`, `<id>-empty`...) and the remembered column choice. */
  id: string;
  /** The table's accessible name (its caption). */
  label: string;
  columns: ColumnDef<T, unknown>[];
  source: DataTableSource<T>;
  query: TableQuery;
  getRowId: (row: T) => string;
  /** What an empty list says: text, or a block of its own (it is shown inside a div). */
  empty?: ReactNode;
  /** Turns on row selection: the bar shown while rows are selected. */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Filters and other controls, shown left of the column chooser. */
  toolbar?: ReactNode;
  rowTestId?: (row: T) => string;
  /** Height of the scroll area of a virtual page. */
  virtualHeight?: number;
  /** On a phone, the level of each row's heading: one below the heading the table sits under. */
  headingLevel?: 2 | 3 | 4;
}

function selectionColumn<T>(label: (row: T) => string): ColumnDef<T, unknown> {
  return {
    id: selectColumnId,
    enableHiding: false,
    meta: { label: "Select", width: 44 },
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
        data-testid="table-select-all"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${label(row.original)}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        data-testid="table-select-row"
      />
    ),
  };
}

/**
 * The one list table (spec: every list of the product): a page of a server-side list with paging,
 * sorting and filters kept in the query string (`useTableQuery`), column choice remembered per
 * device, row selection for bulk actions, skeleton rows while loading, empty and error states, and
 * virtual scrolling for long pages. Built on @tanstack/react-table (headless) with Mantine's table.
 * Below the `sm` breakpoint the rows are cards instead (`PhoneRows`); toolbar, column choice,
 * selection and paging stay the same.
 */
export function DataTable<T>({
  id,
  label,
  columns,
  source,
  query,
  getRowId,
  empty = "Nothing to show.",
  bulkActions,
  toolbar,
  rowTestId,
  virtualHeight = 640,
  headingLevel = 2,
}: DataTableProps<T>) {
  const isPhone = useIsPhone();
  const { hidden, setColumnHidden } = useHiddenColumns(id);
  // Selection belongs to the rows on screen: another page, sort or filter starts with none.
  const [selection, setSelection] = useState<{ view: string; rows: RowSelectionState }>({
    view: query.viewKey,
    rows: {},
  });
  const rowSelection = selection.view === query.viewKey ? selection.rows : {};

  const allColumns = useMemo(() => {
    if (!bulkActions) return columns;
    const name = (row: T) => rowTestId?.(row) ?? getRowId(row);
    return [selectionColumn<T>(name), ...columns];
  }, [columns, bulkActions, rowTestId, getRowId]);

  const data = source.data;
  const columnVisibility = useMemo(
    () => Object.fromEntries(hidden.map((column) => [column, false])),
    [hidden],
  );
  const table = useReactTable<T>({
    data: data?.results ?? [],
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: data?.count ?? 0,
    enableRowSelection: Boolean(bulkActions),
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: (updater) =>
      setSelection({
        view: query.viewKey,
        rows: typeof updater === "function" ? updater(rowSelection) : updater,
      }),
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const clearSelection = () => setSelection({ view: query.viewKey, rows: {} });
  const loading = !data && !source.isError;
  const failed = source.isError && !data;
  const virtual = rows.length >= virtualRowsFrom;

  const renderRow = (row: Row<T>, extra?: { index: number; measure: (node: Element | null) => void }) => (
    <Table.Tr
      key={row.id}
      ref={extra?.measure}
      data-index={extra?.index}
      aria-rowindex={extra ? extra.index + 2 : undefined}
      aria-selected={bulkActions ? row.getIsSelected() : undefined}
      data-testid={rowTestId?.(row.original)}
    >
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id} w={cell.column.columnDef.meta?.width}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );

  const header = (
    <Table.Thead
      style={virtual ? { position: "sticky", top: 0, zIndex: 1 } : undefined}
      bg="var(--mantine-color-body)"
    >
      {table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((column) => {
            const meta = column.column.columnDef.meta;
            const content = column.isPlaceholder
              ? null
              : flexRender(column.column.columnDef.header, column.getContext());
            const sortKey = meta?.sortKey;
            const direction = sortKey ? sortDirection(sortKey, query.sort) : "none";
            return (
              <Table.Th key={column.id} w={meta?.width} aria-sort={sortKey ? direction : undefined}>
                {meta?.hideHeader ? (
                  <VisuallyHidden>{meta.label ?? content}</VisuallyHidden>
                ) : sortKey ? (
                  <SortHeader
                    direction={direction}
                    onSort={() => query.setSort(nextSort(sortKey, direction))}
                    testId={`${id}-sort-${column.id}`}
                  >
                    {content}
                  </SortHeader>
                ) : (
                  content
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      ))}
    </Table.Thead>
  );

  const skeletonCount = Math.min(query.pageSize, 10);
  const skeletonRows = Array.from({ length: skeletonCount }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <Table.Tr key={index} data-testid={`${id}-skeleton`}>
      {visibleColumns.map((column) => (
        <Table.Td key={column.id}>
          <Skeleton height={20} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));

  // A column a phone leaves out is not offered there: choosing it would change nothing on screen.
  const allLeaves = table.getAllLeafColumns();
  const hideable = allLeaves.filter(
    (column) => column.getCanHide() && !(isPhone && phonePlacement(column, allLeaves) === "hidden"),
  );

  return (
    <Stack gap="sm">
      {(toolbar || hideable.length > 0 || selected.length > 0) && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm">
            {selected.length > 0 && bulkActions ? (
              <Group gap="sm" role="region" aria-label="Bulk actions" data-testid={`${id}-bulk-bar`}>
                <Text size="sm" fw={600} data-testid={`${id}-selected-count`}>
                  {selected.length} selected
                </Text>
                {bulkActions(selected, clearSelection)}
                <Button variant="subtle" size="xs" onClick={clearSelection}>
                  Clear selection
                </Button>
              </Group>
            ) : (
              toolbar
            )}
          </Group>
          {hideable.length > 0 && (
            <ColumnChooser
              columns={hideable.map((column) => ({
                id: column.id,
                label: columnLabel(column),
                visible: column.getIsVisible(),
              }))}
              onToggle={(columnId, visible) => setColumnHidden(columnId, !visible)}
              testId={`${id}-columns`}
            />
          )}
        </Group>
      )}

      {failed ? (
        <ErrorAlert testId={`${id}-error`}>
          <Group justify="space-between" gap="sm">
            <span>{errorText(source.error)}</span>
            <Button size="xs" variant="white" color="red" onClick={() => void source.refetch()}>
              Try again
            </Button>
          </Group>
        </ErrorAlert>
      ) : isPhone ? (
        <PhoneRows
          id={id}
          label={label}
          table={table}
          query={query}
          loading={loading}
          fetching={source.isFetching}
          empty={empty}
          skeletons={skeletonCount}
          rowTestId={rowTestId}
          headingLevel={headingLevel}
        />
      ) : (
        // relative: the card also clips the visually hidden header labels, which are placed absolutely
        // and would otherwise widen the page on a phone past the table's own sideways scroll.
        <Paper withBorder radius="md" pos="relative" style={{ overflow: "hidden" }}>
          <Table.ScrollContainer minWidth={560} type="native">
            <VirtualRows enabled={virtual} rows={rows} height={virtualHeight}>
              {({ scrollRef, items, paddingTop, paddingBottom, measure }) => (
                <div
                  ref={scrollRef}
                  style={virtual ? { maxHeight: virtualHeight, overflowY: "auto" } : undefined}
                >
                  <Table
                    verticalSpacing="sm"
                    horizontalSpacing="md"
                    highlightOnHover
                    aria-busy={loading || source.isFetching}
                    aria-rowcount={virtual ? rows.length + 1 : undefined}
                    data-testid={`${id}-table`}
                    style={{ opacity: source.isFetching && data ? 0.7 : 1, transition: "opacity 120ms" }}
                  >
                    <caption>
                      <VisuallyHidden>{label}</VisuallyHidden>
                    </caption>
                    {header}
                    <Table.Tbody>
                      {loading && skeletonRows}
                      {data && rows.length === 0 && (
                        <Table.Tr>
                          <Table.Td colSpan={visibleColumns.length}>
                            <Text
                              component="div"
                              size="sm"
                              c="dimmed"
                              ta="center"
                              py="lg"
                              data-testid={`${id}-empty`}
                            >
                              {empty}
                            </Text>
                          </Table.Td>
                        </Table.Tr>
                      )}
                      {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
                      {virtual
                        ? items.map((item) => {
                            const row = rows[item.index] as Row<T>;
                            return renderRow(row, { index: item.index, measure });
                          })
                        : rows.map((row) => renderRow(row))}
                      {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
                    </Table.Tbody>
                  </Table>
                </div>
              )}
            </VirtualRows>
          </Table.ScrollContainer>
        </Paper>
      )}

      {data && data.count > 0 && (
        <DataTablePagination
          page={query.page}
          pageSize={query.pageSize}
          count={data.count}
          onPage={query.setPage}
          onPageSize={query.setPageSize}
          testId={id}
        />
      )}
    </Stack>
  );
}
