import { Button, Group } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ProductLookupFilter, productLookupFilterLabels } from "@tierline/contracts";
import { useMemo, useRef, useState } from "react";
import { FilterFolding, FilterMultiSelect, FilterSearch } from "../../../components/filter-bar";
import { useProductLookup } from "../api/get-product-lookup";
import { activeFilterCount, type ProductListFilters } from "../lib/product-filters";

/** The filter menus, in the order shown: the common ones first. */
const controls: ProductLookupFilter[] = [
  "country_of_origin",
  "import_country",
  "supply_stream",
  "category",
  "screening_eligibility",
  "warning",
  "warning_type",
  "name",
  "sku",
  "product_id",
];

/**
 * One filter's menu, fed by its lookup (GET /products/lookups?filter=): the values in the catalogue
 * with how many products have each; typing searches the lookup. Values picked keep their labels while
 * a search hides them.
 */
function LookupFilter({
  workspaceId,
  filter,
  value,
  onChange,
}: {
  workspaceId: string;
  filter: ProductLookupFilter;
  value: string[];
  onChange: (values: string[]) => void;
}) {
  const [opened, setOpened] = useState(value.length > 0);
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const lookup = useProductLookup(workspaceId, filter, debounced, opened);
  const labels = useRef(new Map<string, string>());
  const data = useMemo(() => {
    const found = (lookup.data?.results ?? []).map((item) => {
      labels.current.set(item.value, item.label);
      return { value: item.value, label: `${item.label} (${item.count})` };
    });
    const shown = new Set(found.map((item) => item.value));
    const picked = value
      .filter((v) => !shown.has(v))
      .map((v) => ({ value: v, label: labels.current.get(v) ?? v }));
    return [...picked, ...found];
  }, [lookup.data, value]);
  const label = productLookupFilterLabels[filter];
  return (
    <FilterMultiSelect
      aria-label={label}
      placeholder={label}
      data={data}
      value={value}
      onChange={onChange}
      onDropdownOpen={() => setOpened(true)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      clearable
      maxDropdownHeight={280}
      nothingFoundMessage={lookup.isFetching ? "Loading…" : "Nothing found"}
      w={{ base: "100%", sm: 190 }}
      comboboxProps={{ withinPortal: true }}
      data-testid={`product-filter-${filter}`}
    />
  );
}

/** The catalogue's search and one menu per filter (each repeatable: any of the values chosen). */
export function ProductFilterBar({
  workspaceId,
  filters,
  onChange,
}: {
  workspaceId: string;
  filters: Partial<ProductListFilters>;
  onChange: (patch: Partial<ProductListFilters>) => void;
}) {
  const active = activeFilterCount(filters);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="product-filters">
      <FilterSearch
        label="Search products by name, SKU or product number"
        value={filters.search ?? ""}
        onSearch={(search) => onChange({ search })}
        placeholder="Search name, SKU or number"
        width={300}
        testId="products-search"
      />
      <FilterFolding active={active} testId="product-filters-toggle">
        {controls.map((key) => (
          <LookupFilter
            key={key}
            workspaceId={workspaceId}
            filter={key}
            value={(filters[key] ?? []) as string[]}
            onChange={(values) => onChange({ [key]: values } as Partial<ProductListFilters>)}
          />
        ))}
        {active > 0 && (
          <Button
            variant="subtle"
            size="sm"
            onClick={() => onChange(Object.fromEntries(controls.map((key) => [key, []])))}
            data-testid="product-filters-clear"
          >
            Clear filters ({active})
          </Button>
        )}
      </FilterFolding>
    </Group>
  );
}
