import { MultiSelect, Stack, Text } from "@mantine/core";
import { useMemberRoles } from "../api/get-member-roles";

export interface RoleMultiSelectProps {
  value: string[];
  onChange: (roleIds: string[]) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
  testId: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Roles chosen from GET /member-roles in a searchable list (spec section 2), each option with what the
 * role may do; values are role ids.
 */
export function RoleMultiSelect({
  value,
  onChange,
  onBlur,
  error,
  label = "Roles",
  testId,
  disabled = false,
  autoFocus,
}: RoleMultiSelectProps) {
  const roles = useMemberRoles();
  const data = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  const descriptions = new Map((roles.data ?? []).map((role) => [role.id, role.description]));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? "Search roles" : undefined}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      searchable
      clearable
      hidePickedOptions
      // Room for the four roles with their descriptions without scrolling.
      maxDropdownHeight={340}
      // Each role says what it may do, so the choice is made knowing it (decisions.md, roles).
      renderOption={({ option }) => (
        <Stack gap={0} data-testid={`role-option-${option.label}`}>
          <Text size="sm">{option.label}</Text>
          <Text size="xs" c="dimmed">
            {descriptions.get(option.value)}
          </Text>
        </Stack>
      )}
      nothingFoundMessage={roles.isPending ? "Loading roles..." : "No role matches"}
      disabled={disabled}
      autoFocus={autoFocus}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
