import { Group, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type SortDirection = "ascending" | "descending" | "none";

const nextLabel: Record<SortDirection, string> = {
  none: "sort ascending",
  ascending: "sort descending",
  descending: "remove sorting",
};

/** A sortable column's header: a button cycling ascending, descending and unsorted (`aria-sort` sits on the th). */
export function SortHeader({
  direction,
  onSort,
  testId,
  children,
}: {
  direction: SortDirection;
  onSort: () => void;
  testId: string;
  children: ReactNode;
}) {
  const Icon =
    direction === "ascending" ? IconArrowUp : direction === "descending" ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton onClick={onSort} data-testid={testId} fw={600} fz="sm">
      <Group gap={4} wrap="nowrap">
        {children}
        <Icon size={14} aria-hidden stroke={1.8} />
        <VisuallyHidden>, {nextLabel[direction]}</VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
