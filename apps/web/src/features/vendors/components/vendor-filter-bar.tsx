import { Button, Collapse, Group, MultiSelect, type MultiSelectProps, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconFilter, IconSearch } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useIsPhone } from "../../../lib/use-is-phone";
import {
  activeFilterCount,
  fixedFilterOptions,
  type Option,
  type VendorListFilters,
} from "../lib/vendor-filters";

/** The filters whose choices the app gives (the workspace's countries, roles, tags, supply streams). */
export interface VendorFilterChoices {
  country: Option[];
  role: Option[];
  tag: Option[];
  supply_stream: Option[];
}

const controls: { key: Exclude<keyof VendorListFilters, "search">; label: string }[] = [
  { key: "country", label: "Country" },
  { key: "verification_status", label: "Verification" },
  { key: "procurement_stage", label: "Procurement stage" },
  { key: "role", label: "Role" },
  { key: "tag", label: "Tag" },
  { key: "actions", label: "Actions" },
  { key: "supply_stream", label: "Supply stream" },
  { key: "supply_stage", label: "Supply stage" },
];

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  // Typing asks once the user pauses, not on every key.
  const search = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      aria-label="Search vendors by name"
      placeholder="Search by name"
      leftSection={<IconSearch size={16} />}
      defaultValue={value}
      onChange={(event) => search(event.currentTarget.value.trim())}
      w={{ base: "100%", sm: 240 }}
      data-testid="vendors-search"
    />
  );
}

/**
 * One filter's multi-select. It shows what was picked at once, while the address (its source of
 * truth) catches up: two quick picks both count, the second never replaces the first.
 */
function FilterSelect({
  value,
  onChange,
  ...props
}: Omit<MultiSelectProps, "value" | "onChange"> & { value: string[]; onChange: (values: string[]) => void }) {
  const [shown, setShown] = useState(value);
  const key = value.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address by content, not identity.
  useEffect(() => setShown(value), [key]);
  return (
    <MultiSelect
      {...props}
      value={shown}
      onChange={(values) => {
        setShown(values);
        onChange(values);
      }}
    />
  );
}

/** On a phone the eight filters fold under a "Filters" button (the list stays in view); elsewhere they show. */
function Folding({ active, children }: { active: number; children: ReactNode }) {
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
        data-testid="vendor-filters-toggle"
      >
        {active > 0 ? `Filters (${active})` : "Filters"}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="xs">{children}</Stack>
      </Collapse>
    </Stack>
  );
}

/** The list's search and one multi-select per filter (each repeatable: any of the values chosen). */
export function VendorFilterBar({
  filters,
  choices,
  onChange,
}: {
  filters: Partial<VendorListFilters>;
  choices: VendorFilterChoices;
  onChange: (patch: Partial<VendorListFilters>) => void;
}) {
  const options = { ...fixedFilterOptions, ...choices };
  const active = activeFilterCount(filters);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="vendor-filters">
      <SearchBox value={filters.search ?? ""} onSearch={(search) => onChange({ search })} />
      <Folding active={active}>
        {controls.map(({ key, label }) => (
          <FilterSelect
            key={key}
            aria-label={label}
            placeholder={(filters[key] ?? []).length === 0 ? label : undefined}
            data={options[key]}
            value={(filters[key] ?? []) as string[]}
            onChange={(values) => onChange({ [key]: values } as Partial<VendorListFilters>)}
            searchable
            clearable
            maxDropdownHeight={280}
            nothingFoundMessage="Nothing found"
            w={{ base: "100%", sm: 190 }}
            comboboxProps={{ withinPortal: true }}
            data-testid={`vendor-filter-${key}`}
          />
        ))}
        {active > 0 && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => onChange(Object.fromEntries(controls.map(({ key }) => [key, []])))}
            data-testid="vendor-filters-clear"
          >
            Clear filters ({active})
          </Button>
        )}
      </Folding>
    </Group>
  );
}
