import { ActionIcon, Checkbox, Menu, Stack, Tooltip } from "@mantine/core";
import { IconColumns3 } from "@tabler/icons-react";

export interface ChoosableColumn {
  id: string;
  label: string;
  visible: boolean;
}

/** "Columns": show or hide the table's optional columns (the choice is remembered per device). */
export function ColumnChooser({
  columns,
  onToggle,
  testId,
}: {
  columns: ChoosableColumn[];
  onToggle: (columnId: string, visible: boolean) => void;
  testId: string;
}) {
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal>
      <Menu.Target>
        <Tooltip label="Columns">
          <ActionIcon variant="default" size="lg" aria-label="Choose columns" data-testid={testId}>
            <IconColumns3 size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Columns</Menu.Label>
        <Stack gap="xs" p="xs" role="group" aria-label="Visible columns">
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.label}
              checked={column.visible}
              onChange={(event) => onToggle(column.id, event.currentTarget.checked)}
              data-testid={`${testId}-${column.id}`}
            />
          ))}
        </Stack>
      </Menu.Dropdown>
    </Menu>
  );
}
