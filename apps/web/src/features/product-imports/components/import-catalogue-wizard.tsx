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
  addProductListRequestSchema,
  type ProductImportField,
  type ProductImportWire,
  type ProductListMetaData,
  productImportFieldLabels,
  type ResourceUploadResponse,
  successMessages,
} from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { Controller, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { ModalContainer } from "../../../components/modal-container";
import { showErrorSnackbar, showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format";
import { saveTextFile } from "../../../lib/save-file";
import { useApiForm } from "../../../lib/use-api-form";
import { addProductListExplains, addProductListMutationOptions } from "../api/add-product-list";
import { createProductListDocument } from "../api/create-product-list-document";
import { isProductImportFinished } from "../api/get-product-import";
import { getRejectedProductRowsCsv, useRejectedProductRows } from "../api/get-product-import-rows";
import { useProductListMetaData } from "../api/get-product-list-meta-data";
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

/** The mapping and the stream as POST /products/add-product-list/{id} takes them: the form's values. */
type MappingValues = { columns_mapping: Record<string, unknown>; supply_stream?: string | null };
type MappingForm = UseFormReturn<MappingValues, unknown, MappingValues>;

/** A field's message (the schema's or the server's), or the mapping's own ("Please select all required columns"). */
function mappingErrors(errors: FieldErrors<MappingValues>) {
  const mapping = errors.columns_mapping as
    | (Record<string, { message?: string } | undefined> & { message?: string; root?: { message?: string } })
    | undefined;
  return {
    whole: mapping?.root?.message ?? mapping?.message,
    field: (field: ProductImportField) => mapping?.[field]?.message,
  };
}

function ColumnMapStep({
  meta,
  form,
  checked,
}: {
  meta: ProductListMetaData;
  form: MappingForm;
  /** Next was asked once: the mapping's rules are said, and said again on every choice. */
  checked: boolean;
}) {
  const errors = mappingErrors(form.formState.errors);
  const columns = meta.columns.map((column) => ({ value: column, label: column }));
  return (
    <Stack gap="md" data-testid="product-import-column-map">
      <Text size="sm" c="dimmed">
        Tell us which column of your file holds each detail.{" "}
        {meta.remembered_mapping
          ? "The columns you chose last time are chosen again where this file has them."
          : "We have matched the columns we recognised; check them."}
      </Text>
      {errors.whole && <ErrorAlert testId="product-mapping-error">{errors.whole}</ErrorAlert>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {meta.fields.map(({ field, label, required }) => (
          <Controller
            key={field}
            control={form.control}
            name={`columns_mapping.${field}`}
            render={({ field: input }) => (
              <Select
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
                value={(input.value as string | null | undefined) ?? null}
                onChange={(value) => {
                  input.onChange(value);
                  if (checked) void form.trigger("columns_mapping");
                }}
                onBlur={input.onBlur}
                ref={input.ref}
                clearable
                searchable
                error={errors.field(field)}
                comboboxProps={{ withinPortal: true }}
                data-testid={`product-mapping-${field}`}
              />
            )}
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

function ReviewStep({
  meta,
  mapping,
}: {
  meta: ProductListMetaData;
  mapping: MappingValues["columns_mapping"];
}) {
  const columnOf = (field: ProductImportField) => (typeof mapping[field] === "string" ? mapping[field] : "");
  const mapped = meta.fields.filter(({ field }) => columnOf(field));
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
                {columnOf(field)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder radius="md">
        <SampleTable
          columns={mapped.map(({ label }) => label)}
          rows={meta.products.map((cells) =>
            mapped.map(({ field }) => cells[meta.columns.indexOf(columnOf(field))] ?? ""),
          )}
          testId="product-import-mapped-rows"
        />
      </Paper>
    </Stack>
  );
}

function SupplyStreamStep({
  form,
  streamSelect,
}: {
  form: MappingForm;
  streamSelect: CatalogueStreamSelect;
}) {
  return (
    <Stack gap="md" data-testid="product-import-supply-stream">
      <Text size="sm" c="dimmed">
        Every product of this catalogue can join one of your supply streams, so its vendors per stage apply to
        them. You can change a product's streams later.
      </Text>
      <Controller
        control={form.control}
        name="supply_stream"
        render={({ field, fieldState }) => (
          <>
            {streamSelect({
              label: "Supply stream",
              value: field.value ?? "",
              onChange: (next) => field.onChange(next ? next : null),
              onBlur: field.onBlur,
              error: fieldState.error?.message,
              testId: "product-import-stream",
            })}
          </>
        )}
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
 * What the app gives the wizard from features it may not import: the upload step's dropzone (the
 * resources feature's), which announces the file with `announce` and says which resource it became;
 * and the supply_stream step's picker (the supply-streams feature's), where `""` is no stream.
 */
export interface ImportCatalogueSlots {
  dropzone: (props: {
    label: string;
    announce: (file: File) => Promise<ResourceUploadResponse>;
    onUploaded: (resource: { id: string }) => void;
  }) => ReactNode;
  streamSelect: CatalogueStreamSelect;
}
type CatalogueStreamSelect = (props: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error: string | undefined;
  testId: string;
}) => ReactNode;

interface MappingStepsProps {
  resourceId: string;
  step: Exclude<Step, "upload">;
  onStep: (step: Step) => void;
  /** The import was started: its progress follows. */
  onStarted: (started: ProductImportWire) => void;
  /** The step's footer around its primary action (the wizard's Back). */
  footer: (primary: ReactNode) => ReactNode;
  streamSelect: CatalogueStreamSelect;
}

/**
 * column_map, review_col_map and supply_stream: one form of the contracts' request (the mapping's rules
 * and messages), sent from the last step. What the server refuses is said on its input, and the wizard
 * goes back to the step that holds it (a column the file lacks: column_map).
 */
function MappingSteps({
  meta,
  resourceId,
  step,
  onStep,
  onStarted,
  footer,
  streamSelect,
}: MappingStepsProps & { meta: ProductListMetaData }) {
  const add = useMutation(addProductListMutationOptions());
  const [checked, setChecked] = useState(false);
  const { form, onSubmit, submitting, formError } = useApiForm<
    MappingValues,
    MappingValues,
    ProductImportWire
  >({
    schema: addProductListRequestSchema,
    defaultValues: { columns_mapping: meta.columns_mapping, supply_stream: null },
    submit: (body) => add.mutateAsync({ resourceId, body }),
    explainStatuses: addProductListExplains,
    validate: "onSubmit",
    onSuccess: (started) => {
      showSuccessSnackbar(successMessages.productCatalogAdded);
      onStarted(started);
    },
  });
  const next = async () => {
    setChecked(true);
    if (await form.trigger("columns_mapping")) onStep("review_col_map");
  };
  const start = async () => {
    await onSubmit();
    if (form.getFieldState("columns_mapping").invalid) onStep("column_map");
  };
  return (
    <>
      {formError && <ErrorAlert testId="product-import-error">{formError}</ErrorAlert>}
      {step === "column_map" && <ColumnMapStep meta={meta} form={form} checked={checked} />}
      {step === "review_col_map" && <ReviewStep meta={meta} mapping={form.watch("columns_mapping")} />}
      {step === "supply_stream" && <SupplyStreamStep form={form} streamSelect={streamSelect} />}
      {footer(
        step === "column_map" ? (
          <Button onClick={() => void next()} data-testid="product-import-next">
            Next
          </Button>
        ) : step === "review_col_map" ? (
          <Button onClick={() => onStep("supply_stream")} data-testid="product-import-next">
            Next
          </Button>
        ) : (
          <Button onClick={() => void start()} loading={submitting} data-testid="product-import-start">
            Import products
          </Button>
        ),
      )}
    </>
  );
}

/** The steps after the upload, once the file's columns are read. */
function FileMapping(props: MappingStepsProps) {
  const meta = useProductListMetaData(props.resourceId);
  if (!meta.data) {
    return (
      <>
        {meta.isError ? <ErrorAlert>{errorText(meta.error)}</ErrorAlert> : <Skeleton height={300} />}
        {props.footer(null)}
      </>
    );
  }
  return <MappingSteps meta={meta.data} {...props} />;
}

/**
 * The catalogue import wizard (spec section 2: upload, column_map, review_col_map, supply_stream), then
 * the import's progress and result with the rejected rows explained and downloadable. Closing it with
 * an uploaded file not yet imported asks first (the spec's unsaved-changes warning).
 */
export function ImportCatalogueWizard({
  opened,
  onClose,
  slots,
}: {
  opened: boolean;
  onClose: () => void;
  slots: ImportCatalogueSlots;
}) {
  const [step, setStep] = useState<Step>("upload");
  const [resourceId, setResourceId] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const narrow = useMediaQuery("(max-width: 36em)");

  const close = () => {
    setStep("upload");
    setResourceId(null);
    setImportId(null);
    setConfirmClose(false);
    onClose();
  };
  const requestClose = () => (resourceId && !importId ? setConfirmClose(true) : close());
  const at = productImportSteps.indexOf(step);
  const footer = (primary: ReactNode) => (
    <Group justify="space-between">
      <Button
        variant="default"
        onClick={() => (at === 0 ? requestClose() : setStep(productImportSteps[at - 1]!))}
        data-testid="product-import-back"
      >
        {at === 0 ? "Cancel" : "Back"}
      </Button>
      {primary}
    </Group>
  );

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
            {step === "upload" || !resourceId ? (
              <>
                <Stack gap="md">
                  <Text size="sm" c="dimmed">
                    Upload your product catalogue: an export of your shop or ERP, or any spreadsheet with at
                    least each product's name and country of origin.
                  </Text>
                  {slots.dropzone({
                    label: "Upload your product catalogue",
                    announce,
                    onUploaded: (resource) => {
                      setResourceId(resource.id);
                      setStep("column_map");
                    },
                  })}
                </Stack>
                {footer(null)}
              </>
            ) : (
              <FileMapping
                key={resourceId}
                resourceId={resourceId}
                step={step}
                onStep={setStep}
                onStarted={(started) => setImportId(started.id)}
                footer={footer}
                streamSelect={slots.streamSelect}
              />
            )}
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
