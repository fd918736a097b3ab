import { Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconTag } from "@tabler/icons-react";
import { type TagType, type TagWire, tagNameSchema } from "@tierline/contracts";
import { useState } from "react";
import { useEnsureTag } from "../api/ensure-tag";
import { useTags } from "../api/get-tags";

const createValue = "\u0000create";

export interface TagPickerProps {
  workspaceId: string;
  /** The picked tag; its name shows in the input. */
  value: TagWire | null;
  onChange: (tag: TagWire) => void;
  /** vendor (default) or contract. */
  type?: TagType;
  /** May the user make a new tag (`vendors.write`)? Without it the picker only chooses. */
  canCreate?: boolean;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  /** false inside a popover, so picking an option is not a click outside it. */
  withinPortal?: boolean;
}

/**
 * Choose a tag of the workspace, or make one by typing its name: the options are the tags whose names
 * contain the text, and "Create <text>" when none is called exactly that (POST /tags answers the tag
 * of that name, made or found). Used by the vendor list's bulk tagging, composed by the app.
 */
export function TagPicker({
  workspaceId,
  value,
  onChange,
  type = "vendor",
  canCreate = true,
  label = "Tag",
  placeholder = "Choose or create a tag",
  disabled,
  withinPortal = true,
}: TagPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.name ?? "");
  const [debounced] = useDebouncedValue(search, 200);
  const [error, setError] = useState<string | null>(null);
  const tags = useTags(workspaceId, { type, search: debounced.trim() || undefined });
  const ensure = useEnsureTag();

  const text = search.trim();
  const options = tags.data?.results ?? [];
  const exact = options.some((tag) => tag.name.toLowerCase() === text.toLowerCase());
  const offerCreate = canCreate && text.length > 0 && !exact && !tags.isFetching;

  const pick = (tag: TagWire) => {
    setSearch(tag.name);
    setError(null);
    onChange(tag);
    combobox.closeDropdown();
  };
  const create = () => {
    const parsed = tagNameSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    ensure.mutate({ workspace: workspaceId, name: parsed.data, type }, { onSuccess: pick });
  };

  return (
    <Combobox
      store={combobox}
      withinPortal={withinPortal}
      onOptionSubmit={(chosen) => {
        if (chosen === createValue) create();
        else {
          const tag = options.find((option) => option.id === chosen);
          if (tag) pick(tag);
        }
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={search}
          disabled={disabled}
          error={error}
          leftSection={<IconTag size={14} />}
          rightSection={tags.isFetching || ensure.isPending ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setError(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (!text) setSearch(value?.name ?? "");
          }}
          data-testid="tag-picker-input"
        />
      </Combobox.Target>
      <Combobox.Dropdown data-testid="tag-picker-options">
        <Combobox.Options mah={240} style={{ overflowY: "auto" }}>
          {options.map((tag) => (
            <Combobox.Option
              value={tag.id}
              key={tag.id}
              active={tag.id === value?.id}
              data-testid="tag-picker-option"
            >
              <Group gap="xs" wrap="nowrap">
                {tag.colour && (
                  <span
                    aria-hidden
                    style={{ width: 10, height: 10, borderRadius: 5, background: tag.colour, flexShrink: 0 }}
                  />
                )}
                <Text size="sm" truncate>
                  {tag.name}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
          {offerCreate && (
            <Combobox.Option value={createValue} data-testid="tag-picker-create">
              <Group gap="xs" wrap="nowrap">
                <IconPlus size={14} />
                <Text size="sm" truncate>
                  Create “{text}”
                </Text>
              </Group>
            </Combobox.Option>
          )}
          {options.length === 0 && !offerCreate && (
            <Combobox.Empty>{tags.isFetching ? "Loading…" : "No tags yet"}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
