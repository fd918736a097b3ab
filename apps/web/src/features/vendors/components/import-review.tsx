import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { ColumnDef } from "@tanstack/react-table";
import { type VendorImportWire, vendorImportFieldLabels } from "@tierline/contracts";
import { type ReactNode, useMemo } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { ErrorAlert } from "../../../components/error-alert";
import { ImportFailure } from "../../../components/imports/import-failure";
import { ImportFigures } from "../../../components/imports/import-figures";
import { ImportProgress } from "../../../components/imports/import-progress";
import { RejectedRowsDownload } from "../../../components/imports/rejected-rows-download";
import { errorText } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format";
import { getRejectedRowsCsv, useRejectedRows } from "../api/get-rejected-rows";
import { isImportFinished, useVendorImport } from "../api/get-vendor-import";
import { useVendorListMetaData } from "../api/get-vendor-list-meta-data";

export interface ImportReviewProps {
  importId: string;
  /** The footer around the step's primary action, shown once the import has finished. */
  footer: (primary: ReactNode) => ReactNode;
  /** Going on from the review (the import is done). */
  onContinue: () => Promise<void> | void;
}

type RejectedRow = {
  row_number: number;
  reasons: { field: string | null; message: string }[];
  cells: string[];
};

/** The file's cell under the column the vendor name was mapped to, to tell the rows apart. */
function nameCell(found: VendorImportWire, columns: string[] | undefined, cells: string[]): string {
  const column = found.columns_mapping.name;
  const index = column && columns ? columns.indexOf(column) : -1;
  return index >= 0 ? (cells[index] ?? "") : "";
}

function RejectedRows({ found }: { found: VendorImportWire }) {
  const query = useTableQuery();
  const rows = useRejectedRows(found.id, { page: query.page, page_size: query.pageSize }, true);
  // The file's column names, to find the vendor name among a row's cells (none once the file is deleted).
  const meta = useVendorListMetaData(found.resource_id);
  const columns = meta.data?.columns;

  const tableColumns = useMemo<ColumnDef<RejectedRow, unknown>[]>(
    () => [
      {
        id: "row",
        header: "Row",
        meta: { width: 80 },
        cell: ({ row }) => <Text size="sm">{row.original.row_number}</Text>,
      },
      {
        id: "name",
        header: "Vendor name",
        cell: ({ row }) => <Text size="sm">{nameCell(found, columns, row.original.cells) || "—"}</Text>,
      },
      {
        id: "reasons",
        header: "Reasons",
        cell: ({ row }) => (
          <Stack gap={2}>
            {row.original.reasons.map((reason) => (
              <Text key={`${reason.field}-${reason.message}`} size="sm" c="red.8">
                {reason.field
                  ? `${vendorImportFieldLabels[reason.field as keyof typeof vendorImportFieldLabels] ?? reason.field}: `
                  : ""}
                {reason.message}
              </Text>
            ))}
          </Stack>
        ),
      },
    ],
    [found, columns],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Rejected rows</Text>
        <RejectedRowsDownload
          download={() => getRejectedRowsCsv(found.id)}
          fileName={`rejected-rows-${found.id}.csv`}
          testId="rejected-rows-download"
        />
      </Group>
      <Text size="sm" c="dimmed">
        These rows were left out. Fix them in your file and upload it again: the vendors already imported are
        not added twice.
      </Text>
      <DataTable<RejectedRow>
        id="rejected-rows"
        label="Rejected rows"
        columns={tableColumns}
        source={rows}
        query={query}
        getRowId={(row) => String(row.row_number)}
        rowTestId={(row) => `rejected-row-${row.row_number}`}
        headingLevel={3}
      />
    </Stack>
  );
}

function Finished({ found }: { found: VendorImportWire }) {
  if (found.status === "FAILED") return <ImportFailure error={found.error} testId="import-failed" />;
  return (
    <Stack gap="lg">
      <ImportFigures
        testId="import-totals"
        figures={[
          { label: "Rows read", value: found.total_rows, testId: "import-total" },
          { label: "Vendors accepted", value: found.accepted_rows, testId: "import-accepted" },
          { label: "Duplicates merged", value: found.merged_rows, testId: "import-merged" },
          { label: "Rows rejected", value: found.rejected_rows, testId: "import-rejected" },
        ]}
      />
      <Text size="sm" c="dimmed" data-testid="import-created">
        {formatNumber(found.created_vendors)} new {found.created_vendors === 1 ? "vendor" : "vendors"} added
        to your register with the status Pending, and queued for restricted-party screening.
        {found.rows_per_second !== null &&
          ` Read at ${formatNumber(Math.round(found.rows_per_second))} rows/s.`}
      </Text>
      {found.rejected_rows > 0 && <RejectedRows found={found} />}
    </Stack>
  );
}

/**
 * Review: the import's progress while it runs (rows read of the estimate, rows per second), then what
 * it did: rows accepted, duplicates merged, and the rejected rows with their reasons, downloadable.
 */
export function ImportReview({ importId, footer, onContinue }: ImportReviewProps) {
  const found = useVendorImport(importId);
  const data = found.data;
  const done = isImportFinished(data);
  return (
    <Stack gap="lg" data-testid="import-review" data-status={data?.status}>
      {found.isError && !data && <ErrorAlert>{errorText(found.error)}</ErrorAlert>}
      {!data && !found.isError && <Skeleton height={120} />}
      {data && !done && (
        <ImportProgress
          found={data}
          doing="Importing your vendors..."
          testId="import-progress"
          rateTestId="import-rate"
        />
      )}
      {data && done && <Finished found={data} />}
      {data?.status === "FAILED" && (
        <Alert color="gray" variant="light">
          Go back to upload another file.
        </Alert>
      )}
      {footer(
        <Button
          onClick={() => void onContinue()}
          disabled={!done || data?.status === "FAILED"}
          data-testid="review-continue"
        >
          Continue
        </Button>,
      )}
    </Stack>
  );
}
