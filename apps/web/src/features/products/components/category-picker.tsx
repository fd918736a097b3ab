import { CloseButton, Combobox, Loader, Stack, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconCategory } from "@tabler/icons-react";
import { categoryPathText, type ProductCategory } from "@tierline/contracts";
import { useEffect, useState } from "react";
import { useProductCategories } from "../api/get-product-categories";

/** What the picker shows of a category: its name and its path from the top. */
export type PickedCategory = Pick<ProductCategory, "id" | "name" | "path">;

export interface CategoryPickerProps {
  value: PickedCategory | null;
  onChange: (category: PickedCategory | null) => void;
  label?: string;
  placeholder?: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Choose a product category from the Google product taxonomy: typing searches the whole tree by the words
 * of the names (GET /products/categories?search=), each option showing its path so "Shirts & Tops" under
 * Clothing is told from any other; with nothing typed, the top level. Clearing leaves the product without
 * a category.
 */
export function CategoryPicker({
  value,
  onChange,
  label = "Category",
  placeholder = "Search categories, e.g. t-shirts",
  error,
  disabled,
}: CategoryPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? "");
  // A category chosen from outside (the form opened on another product) shows its name.
  useEffect(() => setSearch(value?.name ?? ""), [value?.name]);
  const [debounced] = useDebouncedValue(search.trim(), 200);
  // The picked category's own name in the box is not a search: the dropdown then shows the top level.
  const searching = debounced !== "" && debounced !== value?.name;
  const categories = useProductCategories(searching ? { search: debounced } : {});
  const options = categories.data?.results ?? [];

  const pick = (category: PickedCategory | null) => {
    setSearch(category?.name ?? "");
    onChange(category);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(chosen) => {
        const category = options.find((option) => String(option.id) === chosen);
        if (category) pick(category);
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={search}
          disabled={disabled}
          error={error}
          description={value ? categoryPathText(value.path) : undefined}
          leftSection={<IconCategory size={14} />}
          rightSection={
            categories.isFetching ? (
              <Loader size={14} />
            ) : value && !disabled ? (
              <CloseButton size="sm" aria-label="Clear category" onClick={() => pick(null)} />
            ) : (
              <Combobox.Chevron />
            )
          }
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value?.name ?? "");
          }}
          data-testid="category-picker-input"
        />
      </Combobox.Target>
      <Combobox.Dropdown data-testid="category-picker-options">
        <Combobox.Options mah={280} style={{ overflowY: "auto" }}>
          {options.map((category) => (
            <Combobox.Option
              value={String(category.id)}
              key={category.id}
              active={category.id === value?.id}
              data-testid="category-picker-option"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {category.name}
                </Text>
                {category.path.length > 1 && (
                  <Text size="xs" c="dimmed" truncate title={categoryPathText(category.path)}>
                    {categoryPathText(category.path.slice(0, -1))}
                  </Text>
                )}
              </Stack>
            </Combobox.Option>
          ))}
          {options.length === 0 && (
            <Combobox.Empty>
              {categories.isFetching
                ? "Loading…"
                : categories.isError
                  ? "Categories are not available right now"
                  : "No category matches"}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
