import { Stack, Text } from "@mantine/core";
import type { ProductListMetaData } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { columnMappingErrors } from "../../../components/imports/column-mapping-errors";
import { ColumnMappingFields } from "../../../components/imports/column-mapping-fields";
import { ImportFilePreview } from "../../../components/imports/import-file-preview";
import type { MappingForm } from "./mapping-form";

/** column_map: which column of the file holds each product field, over the file's first rows. */
export function ColumnMapStep({
  meta,
  form,
  checked,
}: {
  meta: ProductListMetaData;
  form: MappingForm;
  /** Next was asked once: the mapping's rules are said, and said again on every choice. */
  checked: boolean;
}) {
  const errors = columnMappingErrors(form.formState.errors.columns_mapping);
  return (
    <Stack gap="md" data-testid="product-import-column-map">
      <Text size="sm" c="dimmed">
        Tell us which column of your file holds each detail.{" "}
        {meta.remembered_mapping
          ? "The columns you chose last time are chosen again where this file has them."
          : "We have matched the columns we recognised; check them."}
      </Text>
      {errors.whole && <ErrorAlert testId="product-mapping-error">{errors.whole}</ErrorAlert>}
      <ColumnMappingFields
        control={form.control}
        fields={meta.fields}
        columns={meta.columns}
        error={errors.field}
        onPicked={() => {
          if (checked) void form.trigger("columns_mapping");
        }}
        testIdPrefix="product-mapping-"
      />
      <ImportFilePreview
        fileName={meta.file_name}
        totalRows={meta.total_products}
        columns={meta.columns}
        rows={meta.products}
        testId="product-list-preview"
        totalTestId="product-list-total"
      />
    </Stack>
  );
}
