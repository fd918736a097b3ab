import { Badge, Group, Select, SimpleGrid } from "@mantine/core";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";

/**
 * An import's column mapping (a form's `columns_mapping`): for each field, which column of the file
 * holds it, or none ("Not in the file"), marked when the mapping must name it.
 */
export function ColumnMappingFields<T extends FieldValues>({
  control,
  fields,
  columns,
  error,
  onPicked,
  testIdPrefix,
}: {
  control: Control<T>;
  fields: { field: string; label: string; required: boolean }[];
  /** The file's column names. */
  columns: string[];
  error: (field: string) => string | undefined;
  /** After each choice: a form whose rules were asked says them again. */
  onPicked: () => void;
  /** Each select's test id is the prefix and its field. */
  testIdPrefix: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map(({ field, label, required }) => (
        <Controller
          key={field}
          control={control}
          name={`columns_mapping.${field}` as Path<T>}
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
                onPicked();
              }}
              onBlur={input.onBlur}
              ref={input.ref}
              clearable
              searchable
              error={error(field)}
              comboboxProps={{ withinPortal: true }}
              data-testid={`${testIdPrefix}${field}`}
            />
          )}
        />
      ))}
    </SimpleGrid>
  );
}
