import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import type { MappingForm } from "./mapping-form";

/** The supply_stream step's picker, given by the app (the supply-streams feature's): `""` is no stream. */
export type CatalogueStreamSelect = (props: {
  label: string;
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error: string | undefined;
  testId: string;
}) => ReactNode;

/** supply_stream: the stream every product of the catalogue joins, or none. */
export function SupplyStreamStep({
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
