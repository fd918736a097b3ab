import { Group, Pagination, Select, Text } from "@mantine/core";
import { type PageSize, pageSizeOptions } from "@tierline/contracts";
import { formatNumber } from "../../lib/format";

const pageSizeData = pageSizeOptions.map(String);

/** "1–10 of 23", rows per page (10/20/50/100) and the page buttons under a list. */
export function DataTablePagination({
  page,
  pageSize,
  count,
  onPage,
  onPageSize,
  testId,
  unit,
}: {
  page: number;
  pageSize: PageSize;
  count: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  testId: string;
  /** What a page counts when it is not rows (singular, plural): the search pages listed parties. */
  unit?: readonly [string, string];
}) {
  const counted = unit ? ` ${count === 1 ? unit[0] : unit[1]}` : "";
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid={`${testId}-count`} aria-live="polite">
          {first > count
            ? `0 of ${formatNumber(count)}${counted}`
            : `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(count)}${counted}`}
        </Text>
        <Select
          aria-label={unit ? `${unit[1][0]!.toUpperCase()}${unit[1].slice(1)} per page` : "Rows per page"}
          size="xs"
          w={80}
          data={pageSizeData}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => value && onPageSize(Number(value) as PageSize)}
          data-testid={`${testId}-page-size`}
        />
      </Group>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
          getControlProps={(control) => ({
            "aria-label":
              control === "next"
                ? "Next page"
                : control === "previous"
                  ? "Previous page"
                  : control === "first"
                    ? "First page"
                    : "Last page",
          })}
          data-testid={`${testId}-pagination`}
          aria-label="Pages"
          component="nav"
        />
      )}
    </Group>
  );
}
