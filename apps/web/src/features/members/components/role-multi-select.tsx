import { MultiSelect } from "@mantine/core";
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

/** Roles chosen from GET /member-roles in a searchable list (spec section 2); values are role ids. */
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
      nothingFoundMessage={roles.isPending ? "Loading roles..." : "No role matches"}
      disabled={disabled}
      autoFocus={autoFocus}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
