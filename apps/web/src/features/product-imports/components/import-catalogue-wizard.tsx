import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Table,
  Text,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconFileImport } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import {
  columnMappingIssues,
  type ProductColumnMapping,
  type ProductImportField,
  type ProductImportWire,
  type ProductListMetaData,
  productColumnMappingRules,
  productImportFieldLabels,
  type ResourceUploadResponse,
  successMessages,
} from "@tierline/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { ModalContainer } from "../../../components/modal-container";
import { showErrorSnackbar, showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { ApiError } from "../../../lib/api-error";
import { errorText } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format";
import { saveTextFile } from "../../../lib/save-file";
import { addProductListMutationOptions } from "../api/add-product-list";
import { createProductListDocument } from "../api/create-product-list-document";
import { isProductImportFinished } from "../api/get-product-import";
import { getRejectedProductRowsCsv, useRejectedProductRows } from "../api/get-product-import-rows";
import { useProductListMetaData } from "../api/get-product-list-meta-data";
import { useSupplyStreamChoices } from "../api/get-supply-streams";
import { useProductImportProgress } from "../hooks/use-product-import-progress";

/** The spec's import steps, in order. */
export const productImportSteps = ["upload", "column_map", "review_col_map", "supply_stream"] as const;
type Step = (typeof productImportSteps)[number];
const stepLabels: Record<Step, string> = {
  upload: "Upload",
  column_map: "Map columns",
  review_col_map: "Review",
  supply_stream: "Supply stream",
};

const announce = (file: File) =>
  createProductListDocument({ file_name: file.name, content_type: file.type, size: file.size });

function SampleTable({ columns, rows, testId }: { columns: string[]; rows: string[][]; testId: string }) {
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
            // biome-ignore lint/suspicious/noArrayIndexKey: sample rows never reorder and have no id.
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

/** The mapping's rule violations (spec section 5), on their fields and on the whole mapping. */
function mappingProblems(mapping: ProductColumnMapping) {
  const issues = columnMappingIssues(mapping, productColumnMappingRules);
  return {
    whole: issues.find((i) => i.field === null)?.message,
    field: (field: ProductImportField) => issues.find((i) => i.field === field)?.message,
    valid: issues.length === 0,
  };
}

function ColumnMapStep({
  meta,
  mapping,
  onChange,
  showErrors,
}: {
  meta: ProductListMetaData;
  mapping: ProductColumnMapping;
  onChange: (mapping: ProductColumnMapping) => void;
  showErrors: boolean;
}) {
  const problems = mappingProblems(mapping);
  const columns = meta.columns.map((column) => ({ value: column, label: column }));
  return (
    <Stack gap="md" data-testid="product-import-column-map">
      <Text size="sm" c="dimmed">
        Tell us which column of your file holds each detail.{" "}
        {meta.remembered_mapping
          ? "The columns you chose last time are chosen again where this file has them."
          : "We have matched the columns we recognised; check them."}
      </Text>
      {showErrors && problems.whole && (
        <ErrorAlert testId="product-mapping-error">{problems.whole}</ErrorAlert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {meta.fields.map(({ field, label, required }) => (
          <Select
            key={field}
            label={
              <Group gap={6} component="span">
                {label}
                {required && (
                  <Badge size="xs" variant="light" component="span">
                    Required
                  </Badge>
                )}
              </Group>
            }
            placeholder="Not in the file"
            data={columns}
            value={mapping[field] ?? null}
            onChange={(value) => onChange({ ...mapping, [field]: value })}
            clearable
            searchable
            error={showErrors ? problems.field(field) : undefined}
            comboboxProps={{ withinPortal: true }}
            data-testid={`product-mapping-${field}`}
          />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md">
        <Group justify="space-between" px="md" pt="sm" pb={4} wrap="wrap">
          <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
            {meta.file_name}
          </Text>
          <Text size="xs" c="dimmed" data-testid="product-list-total">
            About {formatNumber(meta.total_products)} rows · the first {meta.products.length} shown
          </Text>
        </Group>
        <SampleTable columns={meta.columns} rows={meta.products} testId="product-list-preview" />
      </Paper>
    </Stack>
  );
}

function ReviewStep({ meta, mapping }: { meta: ProductListMetaData; mapping: ProductColumnMapping }) {
  const mapped = meta.fields.filter(({ field }) => mapping[field]);
  const index = (column: string | null | undefined) => meta.columns.indexOf(column ?? "");
  return (
    <Stack gap="md" data-testid="product-import-review">
      <Text size="sm" c="dimmed">
        Each product takes these columns of your file. The first rows as they will be read:
      </Text>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={4}>
          {mapped.map(({ field, label }) => (
            <Group key={field} gap="xs" wrap="nowrap" data-testid={`review-${field}`}>
              <Text size="sm" fw={500} w={140} style={{ flexShrink: 0 }}>
                {label}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {mapping[field]}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        <SampleTable
          columns={mapped.map(({ label }) => label)}
          rows={meta.products.map((cells) => mapped.map(({ field }) => cells[index(mapping[field])] ?? ""))}
          testId="product-import-mapped-rows"
        />
      </Paper>
    </Stack>
  );
}

function SupplyStreamStep({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const streams = useSupplyStreamChoices();
  const data = [
    { value: "", label: "No supply stream" },
    ...(streams.data?.results ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <Stack gap="md" data-testid="product-import-supply-stream">
      <Text size="sm" c="dimmed">
        Every product of this catalogue can join one of your supply streams, so its vendors per stage apply to
        them. You can change a product's streams later.
      </Text>
      {streams.isError && <ErrorAlert>{errorText(streams.error)}</ErrorAlert>}
      <Select
        label="Supply stream"
        data={data}
        value={value ?? ""}
        onChange={(next) => onChange(next ? next : null)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="product-import-stream"
      />
    </Stack>
  );
}

function ImportResult({ importId, onClose }: { importId: string; onClose: () => void }) {
  const found = useProductImportProgress(importId);
  const finished = isProductImportFinished(found.data);
  const rejected = useRejectedProductRows(importId, finished && (found.data?.rejected_rows ?? 0) > 0);
  const [downloading, setDownloading] = useState(false);
  if (!found.data)
    return found.isError ? <ErrorAlert>{errorText(found.error)}</ErrorAlert> : <Skeleton height={120} />;
  const i: ProductImportWire = found.data;
  const download = async () => {
    setDownloading(true);
    try {
      saveTextFile(await getRejectedProductRowsCsv(importId), `rejected-rows-${importId}.csv`);
    } catch (error) {
      showErrorSnackbar(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="md" data-testid="product-import-result">
      {!finished && (
        <Stack gap={4} data-testid="product-import-progress">
          <Text size="sm" fw={500}>
            {i.status === "QUEUED" ? "Waiting to start..." : "Preparing your catalogue..."}
          </Text>
          <Progress value={Math.round(i.progress * 100)} animated aria-label="Import progress" />
          <Text size="xs" c="dimmed">
            {formatNumber(i.processed_rows)} of about {formatNumber(i.total_rows)} rows
            {i.rows_per_second ? ` · ${formatNumber(Math.round(i.rows_per_second))} rows/s` : ""}
          </Text>
        </Stack>
      )}
      {i.status === "FAILED" && <ErrorAlert testId="product-import-failed">{i.error}</ErrorAlert>}
      {i.status === "COMPLETED" && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {(
            [
              ["Rows read", i.processed_rows, "rows"],
              ["Products added", i.created_products, "created"],
              ["Merged or updated", i.merged_rows, "merged"],
              ["Rejected", i.rejected_rows, "rejected"],
            ] as const
          ).map(([label, value, id]) => (
            <Paper key={id} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fz="lg" fw={700} data-testid={`product-import-${id}`}>
                {formatNumber(value)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      {rejected.data && rejected.data.count > 0 && (
        <Stack gap="xs">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={600}>
              Rows not imported
            </Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={downloading}
              onClick={() => void download()}
              data-testid="product-import-download-rejected"
            >
              Download rejected rows
            </Button>
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
                  <Text
                    key={`${reason.field}-${reason.message}`}
                    size="xs"
                    style={{ overflowWrap: "anywhere" }}
                  >
                    {reason.field ? `${productImportFieldLabels[reason.field]}: ` : ""}
                    {reason.message}
                  </Text>
                ))}
              </Alert>
            ))}
          </Stack>
        </Stack>
      )}
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

/**
 * The catalogue import wizard (spec section 2: upload, column_map, review_col_map, supply_stream), then
 * the import's progress and result with the rejected rows explained and downloadable. Closing it with
 * an uploaded file not yet imported asks first (the spec's unsaved-changes warning).
 */
/**
 * The upload step's dropzone, given by the app (the resources feature's, which this feature may not
 * import): it announces the file with `announce` and says which resource it became.
 */
export type CatalogueDropzone = (props: {
  label: string;
  announce: (file: File) => Promise<ResourceUploadResponse>;
  onUploaded: (resource: { id: string }) => void;
}) => ReactNode;

export function ImportCatalogueWizard({
  opened,
  onClose,
  dropzone,
}: {
  opened: boolean;
  onClose: () => void;
  dropzone: CatalogueDropzone;
}) {
  const [step, setStep] = useState<Step>("upload");
  const [resourceId, setResourceId] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ProductColumnMapping | null>(null);
  const [stream, setStream] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const add = useMutation(addProductListMutationOptions());
  const narrow = useMediaQuery("(max-width: 36em)");

  const reset = () => {
    setStep("upload");
    setResourceId(null);
    setMapping(null);
    setStream(null);
    setImportId(null);
    setShowErrors(false);
    add.reset();
  };
  const close = () => {
    reset();
    setConfirmClose(false);
    onClose();
  };
  const requestClose = () => (resourceId && !importId ? setConfirmClose(true) : close());
  const at = productImportSteps.indexOf(step);

  const start = async () => {
    if (!resourceId || !mapping) return;
    try {
      const started = await add.mutateAsync({
        resourceId,
        body: { columns_mapping: mapping, supply_stream: stream },
      });
      showSuccessSnackbar(successMessages.productCatalogAdded);
      setImportId(started.id);
    } catch (error) {
      // A mapping the server refuses (a column not in the file) goes back to the mapping.
      if (error instanceof ApiError && error.status === 400) setStep("column_map");
    }
  };

  return (
    <>
      <ModalContainer
        opened={opened}
        onClose={requestClose}
        width="xl"
        title={
          <Group gap="xs">
            <IconFileImport size={20} />
            <Text fw={600}>Import catalogue</Text>
          </Group>
        }
        data-testid="product-import-wizard"
      >
        {importId ? (
          <ImportResult importId={importId} onClose={close} />
        ) : (
          <Stack gap="lg">
            {/* On a phone the numbers alone fit one line; the labels wrapped into ragged rows. */}
            <Stepper active={at} size="xs" allowNextStepsSelect={false} data-testid="product-import-steps">
              {productImportSteps.map((s) => (
                <Stepper.Step
                  key={s}
                  label={narrow ? undefined : stepLabels[s]}
                  aria-label={stepLabels[s]}
                  data-step={s}
                />
              ))}
            </Stepper>
            {step === "upload" && (
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  Upload your product catalogue: an export of your shop or ERP, or any spreadsheet with at
                  least each product's name and country of origin.
                </Text>
                {dropzone({
                  label: "Upload your product catalogue",
                  announce,
                  onUploaded: (resource) => {
                    setResourceId(resource.id);
                    setStep("column_map");
                  },
                })}
              </Stack>
            )}
            {step !== "upload" && resourceId && (
              <WizardBody
                resourceId={resourceId}
                step={step}
                mapping={mapping}
                setMapping={setMapping}
                stream={stream}
                setStream={setStream}
                showErrors={showErrors}
                serverError={add.error}
              />
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => (at === 0 ? requestClose() : setStep(productImportSteps[at - 1]!))}
                data-testid="product-import-back"
              >
                {at === 0 ? "Cancel" : "Back"}
              </Button>
              {step === "column_map" && (
                <Button
                  onClick={() => {
                    setShowErrors(true);
                    if (mapping && mappingProblems(mapping).valid) setStep("review_col_map");
                  }}
                  data-testid="product-import-next"
                >
                  Next
                </Button>
              )}
              {step === "review_col_map" && (
                <Button onClick={() => setStep("supply_stream")} data-testid="product-import-next">
                  Next
                </Button>
              )}
              {step === "supply_stream" && (
                <Button
                  onClick={() => void start()}
                  loading={add.isPending}
                  data-testid="product-import-start"
                >
                  Import products
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </ModalContainer>
      <ConfirmDialog
        opened={confirmClose}
        title="Discard this upload?"
        onConfirm={close}
        onCancel={() => setConfirmClose(false)}
        confirmLabel="Discard"
        destructive
      >
        Your catalogue is uploaded but not imported. If you close now, its column mapping is lost.
      </ConfirmDialog>
    </>
  );
}

function WizardBody({
  resourceId,
  step,
  mapping,
  setMapping,
  stream,
  setStream,
  showErrors,
  serverError,
}: {
  resourceId: string;
  step: Step;
  mapping: ProductColumnMapping | null;
  setMapping: (mapping: ProductColumnMapping) => void;
  stream: string | null;
  setStream: (id: string | null) => void;
  showErrors: boolean;
  serverError: unknown;
}) {
  const meta = useProductListMetaData(resourceId);
  // The mapping the file starts with is kept until the user changes it (so Next has one to check).
  useEffect(() => {
    if (mapping === null && meta.data) setMapping(meta.data.columns_mapping);
  }, [mapping, meta.data, setMapping]);
  if (!meta.data)
    return meta.isError ? <ErrorAlert>{errorText(meta.error)}</ErrorAlert> : <Skeleton height={300} />;
  const current = mapping ?? meta.data.columns_mapping;
  return (
    <>
      {serverError ? <ErrorAlert testId="product-import-error">{errorText(serverError)}</ErrorAlert> : null}
      {step === "column_map" && (
        <ColumnMapStep meta={meta.data} mapping={current} onChange={setMapping} showErrors={showErrors} />
      )}
      {step === "review_col_map" && <ReviewStep meta={meta.data} mapping={current} />}
      {step === "supply_stream" && <SupplyStreamStep value={stream} onChange={setStream} />}
    </>
  );
}
