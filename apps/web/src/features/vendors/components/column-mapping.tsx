import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { addVendorsRequestSchema, type VendorImportWire, type VendorListMetaData } from "@tierline/contracts";
import type { ReactNode } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { columnMappingErrors } from "../../../components/imports/column-mapping-errors";
import { ColumnMappingFields } from "../../../components/imports/column-mapping-fields";
import { ImportFilePreview } from "../../../components/imports/import-file-preview";
import { errorText } from "../../../lib/form-errors";
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
  const errors = columnMappingErrors(form.formState.errors.columns_mapping);
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
        <ColumnMappingFields
          control={form.control}
          fields={meta.fields}
          columns={meta.columns}
          error={errors.field}
          onPicked={() => {
            if (form.formState.isSubmitted) void form.trigger();
          }}
          testIdPrefix="mapping-"
        />
        <ImportFilePreview
          fileName={meta.file_name}
          totalRows={meta.total_vendors}
          columns={meta.columns}
          rows={meta.vendors.slice(0, previewRows)}
          testId="vendor-list-preview"
          totalTestId="vendor-list-total"
        />
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
