import { Button, Group } from "@mantine/core";
import { FilterFolding, FilterMultiSelect, FilterSearch } from "../../../components/filter-bar";
import {
  activeFilterCount,
  fixedFilterOptions,
  type Option,
  type VendorListFilters,
} from "../lib/vendor-filters";

/** The filters whose choices the app gives (the workspace's countries, roles, tags, supply streams, stages). */
export interface VendorFilterChoices {
  country: Option[];
  role: Option[];
  tag: Option[];
  supply_stream: Option[];
  /** The statuses and, after them, the workspace's procurement stages (the procurement feature's). */
  procurement_stage: Option[];
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
      <FilterSearch
        label="Search vendors by name"
        value={filters.search ?? ""}
        onSearch={(search) => onChange({ search })}
        placeholder="Search by name"
        width={240}
        testId="vendors-search"
      />
      <FilterFolding active={active} testId="vendor-filters-toggle">
        {controls.map(({ key, label }) => (
          <FilterMultiSelect
            key={key}
            aria-label={label}
            placeholder={label}
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
      </FilterFolding>
    </Group>
  );
}
