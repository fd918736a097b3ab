import { ActionIcon, Box, Button, Flex, Select, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { type LocationIdentifierType, locationIdentifiersMax } from "@tierline/contracts";
import { Controller, useFieldArray, useWatch } from "react-hook-form";
import { useIdentifierTypes } from "../api/get-location-lookups";
import { type LocationForm, maskedIdentifier } from "./location-form-values";

/** What each type's number looks like (its mask, in words). */
const numberPlaceholders: Record<LocationIdentifierType, string> = {
  SAM: "12 letters or digits",
  LEI: "20 letters or digits",
  UFI: "9 digits",
  EIN: "12-3456789",
  DUNS: "9 digits",
  GLN: "13 digits",
  EORI: "Country code, then up to 15",
};

/**
 * A location's identifiers, one row each: type, what it identifies, and the number, typed into the
 * type's mask. The types are those offered for the location's country (a US location: EIN and SAM).
 */
export function IdentifierRows({ form, country }: { form: LocationForm; country: string | null }) {
  const rows = useFieldArray({ control: form.control, name: "identifiers" });
  const types = useIdentifierTypes(country);
  const typeOptions = (types.data?.results ?? []).map((t) => ({ value: t.id, label: t.name }));
  const kindOptions = (types.data?.kinds ?? []).map((k) => ({ value: k.id, label: k.name }));
  const values = useWatch({ control: form.control, name: "identifiers" });
  const { errors } = form.formState;
  const listError = errors.identifiers?.root?.message ?? errors.identifiers?.message;

  return (
    <Stack gap="xs" data-testid="location-identifiers">
      <Text size="sm" fw={600}>
        Identifiers
      </Text>
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {country === "US"
            ? "A US location takes an EIN or a SAM Unique Entity ID."
            : "Company, product or facility identifiers such as an LEI, a GLN or an EORI number."}
        </Text>
      )}
      {listError && (
        <Text size="xs" c="red" role="alert">
          {listError}
        </Text>
      )}
      {rows.fields.map((row, index) => {
        const type = values?.[index]?.type ?? "";
        const rowErrors = errors.identifiers?.[index];
        return (
          <Flex
            key={row.id}
            direction={{ base: "column", sm: "row" }}
            align={{ base: "stretch", sm: "flex-start" }}
            gap="xs"
            data-testid={`identifier-row-${index}`}
          >
            <Controller
              control={form.control}
              name={`identifiers.${index}.type`}
              render={({ field }) => (
                <Select
                  size="md"
                  label="Type"
                  placeholder="Type"
                  data={typeOptions}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? "");
                    const number = form.getValues(`identifiers.${index}.number`);
                    if (number)
                      form.setValue(`identifiers.${index}.number`, maskedIdentifier(value ?? "", number));
                  }}
                  onBlur={field.onBlur}
                  error={rowErrors?.type?.message}
                  w={{ base: "100%", sm: 170 }}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`identifier-type-${index}`}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`identifiers.${index}.kind`}
              render={({ field }) => (
                <Select
                  size="md"
                  label="Identifies"
                  placeholder="Company, product..."
                  data={kindOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? "")}
                  onBlur={field.onBlur}
                  error={rowErrors?.kind?.message}
                  w={{ base: "100%", sm: 170 }}
                  comboboxProps={{ withinPortal: true }}
                  data-testid={`identifier-kind-${index}`}
                />
              )}
            />
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Controller
                control={form.control}
                name={`identifiers.${index}.number`}
                render={({ field }) => (
                  <TextInput
                    label="Number"
                    placeholder={numberPlaceholders[type as LocationIdentifierType] ?? "Choose a type first"}
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(maskedIdentifier(type, event.currentTarget.value));
                      // A message the row got before this input was left (a save, another input of the
                      // row) is checked again as the number is typed, not only once it is left.
                      if (rowErrors?.number) void form.trigger(`identifiers.${index}.number`);
                    }}
                    onBlur={field.onBlur}
                    error={rowErrors?.number?.message}
                    autoComplete="off"
                    spellCheck={false}
                    styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
                    data-testid={`identifier-number-${index}`}
                  />
                )}
              />
            </Box>
            <Tooltip label="Remove identifier">
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                mt={{ base: 0, sm: 25 }}
                ml={{ base: "auto", sm: 0 }}
                aria-label={`Remove identifier ${index + 1}`}
                onClick={() => rows.remove(index)}
                data-testid={`identifier-remove-${index}`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Flex>
        );
      })}
      <Box>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ type: "", kind: "company", number: "" })}
          disabled={rows.fields.length >= locationIdentifiersMax}
          data-testid="identifier-add"
        >
          Add identifier
        </Button>
      </Box>
    </Stack>
  );
}
