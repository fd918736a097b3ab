import { Alert, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { type VendorImportWire, vendorImportFieldLabels } from "@tierline/contracts";
import { type ReactNode, useMemo, useState } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { ErrorAlert } from "../../../components/error-alert";
import { showErrorSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format";
import { saveTextFile } from "../../../lib/save-file";
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

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {formatNumber(value)}
      </Text>
    </Paper>
  );
}

function Running({ found }: { found: VendorImportWire }) {
  const percent = Math.round(found.progress * 100);
  return (
    <Stack gap="xs" data-testid="import-progress">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {found.status === "QUEUED" ? "Waiting to start..." : "Importing your vendors..."}
        </Text>
        <Text size="sm" c="dimmed" data-testid="import-rate">
          {formatNumber(found.processed_rows)} of about {formatNumber(found.total_rows)} rows
          {found.rows_per_second !== null && ` · ${formatNumber(Math.round(found.rows_per_second))} rows/s`}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        animated
        striped
        aria-label={`Import ${percent}% done`}
      />
    </Stack>
  );
}

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
  const [downloading, setDownloading] = useState(false);

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

  // A signed call (the file is the workspace's): fetched, then saved from memory.
  const download = async () => {
    setDownloading(true);
    try {
      saveTextFile(await getRejectedRowsCsv(found.id), `rejected-rows-${found.id}.csv`);
    } catch (error) {
      showErrorSnackbar(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>Rejected rows</Text>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          loading={downloading}
          data-testid="rejected-rows-download"
        >
          Download rejected rows (CSV)
        </Button>
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
  if (found.status === "FAILED") {
    return <ErrorAlert testId="import-failed">{found.error ?? "The file could not be imported."}</ErrorAlert>;
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="import-totals">
        <Figure label="Rows read" value={found.total_rows} testId="import-total" />
        <Figure label="Vendors accepted" value={found.accepted_rows} testId="import-accepted" />
        <Figure label="Duplicates merged" value={found.merged_rows} testId="import-merged" />
        <Figure label="Rows rejected" value={found.rejected_rows} testId="import-rejected" />
      </SimpleGrid>
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
      {data && !done && <Running found={data} />}
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
