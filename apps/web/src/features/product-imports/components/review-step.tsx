import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ProductImportField, ProductListMetaData } from "@tierline/contracts";
import { ImportPreviewTable } from "../../../components/imports/import-preview-table";
import type { MappingValues } from "./mapping-form";

/** review_col_map: the columns each product takes, and the file's first rows as they will be read. */
export function ReviewStep({
  meta,
  mapping,
}: {
  meta: ProductListMetaData;
  mapping: MappingValues["columns_mapping"];
}) {
  const columnOf = (field: ProductImportField) => {
    const column = mapping[field];
    return typeof column === "string" ? column : "";
  };
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
        <ImportPreviewTable
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
