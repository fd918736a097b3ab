import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { productImportFieldLabels } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { ImportFailure } from "../../../components/imports/import-failure";
import { ImportFigures } from "../../../components/imports/import-figures";
import { ImportProgress } from "../../../components/imports/import-progress";
import { RejectedRowsDownload } from "../../../components/imports/rejected-rows-download";
import { errorText } from "../../../lib/form-errors";
import { isProductImportFinished } from "../api/get-product-import";
import { getRejectedProductRowsCsv, useRejectedProductRows } from "../api/get-product-import-rows";
import { useProductImportProgress } from "../hooks/use-product-import-progress";

/** The first rows the import did not take, each with its reasons, and every one of them as a CSV. */
function RejectedProductRows({ importId }: { importId: string }) {
  const rejected = useRejectedProductRows(importId);
  if (!rejected.data || rejected.data.count === 0) return null;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          Rows not imported
        </Text>
        <RejectedRowsDownload
          download={() => getRejectedProductRowsCsv(importId)}
          fileName={`rejected-rows-${importId}.csv`}
          testId="product-import-download-rejected"
        />
      </Group>
      <Stack gap={6} data-testid="product-import-rejected-rows">
        {rejected.data.results.map((row) => (
          <Alert
            key={row.row_number}
            color="red"
            variant="light"
            p="xs"
            data-testid="product-import-rejected-row"
          >
            <Text size="sm" fw={500}>
              Row {row.row_number}
            </Text>
            {row.reasons.map((reason) => (
              <Text key={`${reason.field}-${reason.message}`} size="xs" style={{ overflowWrap: "anywhere" }}>
                {reason.field ? `${productImportFieldLabels[reason.field]}: ` : ""}
                {reason.message}
              </Text>
            ))}
          </Alert>
        ))}
      </Stack>
    </Stack>
  );
}

/** The import's progress, then what it did (or why the file could not be imported) and its rejected rows. */
export function ImportResult({ importId, onClose }: { importId: string; onClose: () => void }) {
  const found = useProductImportProgress(importId);
  const data = found.data;
  if (!data)
    return found.isError ? <ErrorAlert>{errorText(found.error)}</ErrorAlert> : <Skeleton height={120} />;
  const finished = isProductImportFinished(data);
  return (
    <Stack gap="md" data-testid="product-import-result">
      {!finished && (
        <ImportProgress
          found={data}
          doing="Preparing your catalogue..."
          testId="product-import-progress"
          rateTestId="product-import-rate"
        />
      )}
      {data.status === "FAILED" && <ImportFailure error={data.error} testId="product-import-failed" />}
      {data.status === "COMPLETED" && (
        <ImportFigures
          figures={[
            { label: "Rows read", value: data.processed_rows, testId: "product-import-rows" },
            { label: "Products added", value: data.created_products, testId: "product-import-created" },
            { label: "Merged or updated", value: data.merged_rows, testId: "product-import-merged" },
            { label: "Rejected", value: data.rejected_rows, testId: "product-import-rejected" },
          ]}
        />
      )}
      {finished && data.rejected_rows > 0 && <RejectedProductRows importId={importId} />}
      {finished && (
        <Group justify="flex-end">
          <Button onClick={onClose} data-testid="product-import-done">
            Done
          </Button>
        </Group>
      )}
    </Stack>
  );
}
