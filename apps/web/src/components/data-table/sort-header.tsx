import { Group, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArrowDown, IconArrowsSort, IconArrowUp } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type SortDirection = "ascending" | "descending" | "none";

/** Where a column with the server's `sortKey` stands in the list's `ordering` (`key`, `-key` or none). */
export function sortDirection(sortKey: string, sort: string | null): SortDirection {
  return sort === sortKey ? "ascending" : sort === `-${sortKey}` ? "descending" : "none";
}

/** The `ordering` a click on the column's header asks for: ascending, then descending, then none. */
export function nextSort(sortKey: string, direction: SortDirection): string | null {
  return direction === "none" ? sortKey : direction === "ascending" ? `-${sortKey}` : null;
}

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
