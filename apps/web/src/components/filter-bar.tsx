import { Button, Collapse, MultiSelect, type MultiSelectProps, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconFilter, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useIsPhone } from "../lib/use-is-phone";

/** A list's search. Typing asks once the user pauses, not on every key. */
export function FilterSearch({
  value,
  onSearch,
  label,
  placeholder,
  width,
  testId,
}: {
  value: string;
  onSearch: (text: string) => void;
  /** What the search looks through, for assistive technology (the placeholder goes once typed in). */
  label: string;
  placeholder: string;
  width: number;
  testId: string;
}) {
  const search = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      defaultValue={value}
      onChange={(event) => search(event.currentTarget.value.trim())}
      w={{ base: "100%", sm: width }}
      data-testid={testId}
    />
  );
}

/**
 * One filter's multi-select. It shows what was picked at once, while the address (its source of
 * truth) catches up: two quick picks both count, the second never replaces the first. The
 * placeholder (the filter's name) shows only while nothing is picked.
 */
export function FilterMultiSelect({
  value,
  onChange,
  placeholder,
  ...props
}: Omit<MultiSelectProps, "value" | "onChange"> & { value: string[]; onChange: (values: string[]) => void }) {
  const [shown, setShown] = useState(value);
  const key = value.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address by content, not identity.
  useEffect(() => setShown(value), [key]);
  return (
    <MultiSelect
      {...props}
      placeholder={shown.length === 0 ? placeholder : undefined}
      value={shown}
      onChange={(values) => {
        setShown(values);
        onChange(values);
      }}
    />
  );
}

/** On a phone the filters fold under a "Filters" button (the list stays in view); elsewhere they show. */
export function FilterFolding({
  active,
  testId,
  children,
}: {
  active: number;
  testId: string;
  children: ReactNode;
}) {
  const phone = useIsPhone();
  const [opened, { toggle }] = useDisclosure(false);
  if (!phone) return children;
  return (
    <Stack gap="xs" w="100%">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        data-testid={testId}
      >
        {active > 0 ? `Filters (${active})` : "Filters"}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="xs">{children}</Stack>
      </Collapse>
    </Stack>
  );
}
