import {
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import {
  addVendorsRequestSchema,
  type VendorImportField,
  type VendorImportWire,
  type VendorListMetaData,
} from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller, type FieldErrors } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { errorText } from "../../../lib/form-errors";
import { formatNumber } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { addVendorsExplains, addVendorsMutationOptions } from "../api/add-vendors";
import { useVendorListMetaData } from "../api/get-vendor-list-meta-data";

/** How many of the file's first rows the preview shows. */
const previewRows = 5;

export interface ColumnMappingProps {
  resourceId: string;
  /** The import was started with the mapping: go on to its review. */
  onImported: (started: VendorImportWire) => Promise<void> | void;
  /** The step's footer around its primary action (the wizard's Back). */
  footer: (primary: ReactNode) => ReactNode;
}

type MappingForm = { columns_mapping: Partial<Record<VendorImportField, string | null>> };

/** A field's message, or the mapping's own ("Please select all required columns"). */
function mappingErrors(errors: FieldErrors<MappingForm>) {
  const mapping = errors.columns_mapping as
    | (Record<string, { message?: string } | undefined> & { message?: string; root?: { message?: string } })
    | undefined;
  return {
    whole: mapping?.root?.message ?? mapping?.message,
    field: (field: VendorImportField) => mapping?.[field]?.message,
  };
}

function Preview({ meta }: { meta: VendorListMetaData }) {
  const rows = meta.vendors.slice(0, previewRows);
  return (
    <Paper withBorder radius="md" data-testid="vendor-list-preview">
      <Group justify="space-between" px="md" pt="sm" pb={4}>
        <Text size="sm" fw={600}>
          {meta.file_name}
        </Text>
        <Text size="xs" c="dimmed" data-testid="vendor-list-total">
          About {formatNumber(meta.total_vendors)} rows · the first {rows.length} shown
        </Text>
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Table striped withRowBorders={false} fz="xs" verticalSpacing={4} miw={meta.columns.length * 120}>
          <Table.Thead>
            <Table.Tr>
              {meta.columns.map((column) => (
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
                {meta.columns.map((column, cell) => (
                  <Table.Td key={column} style={{ whiteSpace: "nowrap" }}>
                    {cells[cell] ?? ""}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Paper>
  );
}

function MappingForm({
  meta,
  resourceId,
  onImported,
  footer,
}: ColumnMappingProps & { meta: VendorListMetaData }) {
  const add = useMutation(addVendorsMutationOptions());
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: addVendorsRequestSchema,
    defaultValues: { columns_mapping: meta.columns_mapping },
    submit: (values) => add.mutateAsync({ resourceId, body: values }),
    onSuccess: (started) => onImported(started),
    explainStatuses: addVendorsExplains,
    // Asked again on every choice: a column taken twice is said at once, on the later field.
    validate: "onSubmit",
  });
  const errors = mappingErrors(form.formState.errors);
  const columns = meta.columns.map((column) => ({ value: column, label: column }));
  const remembered = meta.remembered_mapping !== null;

  return (
    <Form onSubmit={onSubmit} aria-label="Column verification" data-testid="column-mapping-form">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          Tell us which column of your file holds each detail.{" "}
          {remembered
            ? "The columns you chose for your last list are chosen again where this file has them."
            : "We have matched the columns we recognised; check them."}
        </Text>
        {(formError || errors.whole) && (
          <ErrorAlert testId="column-mapping-error">{errors.whole ?? formError}</ErrorAlert>
        )}
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
                    if (form.formState.isSubmitted) void form.trigger();
                  }}
                  onBlur={input.onBlur}
                  ref={input.ref}
                  clearable
                  searchable
                  error={errors.field(field)}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`mapping-${field}`}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Preview meta={meta} />
        {footer(
          <Button type="submit" loading={submitting} data-testid="column-mapping-submit">
            Import vendors
          </Button>,
        )}
      </Stack>
    </Form>
  );
}

/**
 * Column verification: each vendor field mapped to a column of the uploaded file (the spec's rules:
 * every required column, the country mandatory, a column used once), over a preview of its first rows.
 */
export function ColumnMapping(props: ColumnMappingProps) {
  const meta = useVendorListMetaData(props.resourceId);
  if (!meta.data) {
    return meta.isError ? <ErrorAlert>{errorText(meta.error)}</ErrorAlert> : <Skeleton height={360} />;
  }
  return <MappingForm meta={meta.data} {...props} />;
}
