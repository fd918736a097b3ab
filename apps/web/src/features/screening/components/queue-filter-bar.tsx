import { Group, Select } from "@mantine/core";
import {
  riskSeverities,
  riskSeverityLabels,
  sanctionListKeys,
  sanctionListLabels,
  sanctionSourceIds,
  sanctionSourceLabels,
} from "@tierline/contracts";
import { FilterFolding, FilterMultiSelect, FilterSearch } from "../../../components/filter-bar";
import type { QueueFilters } from "./queue-filters";

const listOptions = sanctionListKeys.map((value) => ({ value, label: sanctionListLabels[value] }));
const sourceOptions = sanctionSourceIds.map((value) => ({ value, label: sanctionSourceLabels[value] }));
const severityOptions = riskSeverities.map((value) => ({ value, label: riskSeverityLabels[value] }));
/** The filters that take any of several values. */
const multiSelects: {
  key: "list" | "source" | "severity";
  label: string;
  data: { value: string; label: string }[];
}[] = [
  { key: "list", label: "List", data: listOptions },
  { key: "source", label: "Source", data: sourceOptions },
  { key: "severity", label: "Severity", data: severityOptions },
];
/** Ages a manager asks about: yesterday's, last week's, last month's, last quarter's. */
const ageOptions = [1, 7, 30, 90].map((days) => ({
  value: String(days),
  label: `Open ${days === 1 ? "over a day" : `over ${days} days`}`,
}));
const approvalOptions = [
  { value: "true", label: "Awaiting approval" },
  { value: "false", label: "Not awaiting approval" },
];

/** The queue's search and filters: list, source, severity (any of those picked), age and approval. */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: Partial<QueueFilters>;
  onChange: (patch: Partial<QueueFilters>) => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="queue-filters">
      <FilterSearch
        label="Search vendors by name"
        value={filters.search ?? ""}
        onSearch={(search) => onChange({ search })}
        placeholder="Search vendors"
        width={170}
        testId="queue-search"
      />
      <FilterFolding
        testId="queue-filters-toggle"
        active={
          multiSelects.filter(({ key }) => (filters[key] ?? []).length > 0).length +
          (filters.older_than ? 1 : 0) +
          (filters.awaiting_approval ? 1 : 0)
        }
      >
        {multiSelects.map(({ key, label, data }) => (
          <FilterMultiSelect
            key={key}
            aria-label={label}
            placeholder={label}
            data={data}
            value={filters[key] ?? []}
            onChange={(values) => onChange({ [key]: values } as Partial<QueueFilters>)}
            clearable
            searchable
            w={{ base: "100%", sm: 160 }}
            data-testid={`queue-filter-${key}`}
          />
        ))}
        <Select
          aria-label="Age"
          placeholder="Any age"
          data={ageOptions}
          value={filters.older_than ? String(filters.older_than) : null}
          onChange={(value) => onChange({ older_than: value ? Number(value) : undefined })}
          clearable
          w={{ base: "100%", sm: 150 }}
          data-testid="queue-filter-age"
        />
        <Select
          aria-label="Approval"
          placeholder="Approval"
          data={approvalOptions}
          value={filters.awaiting_approval ?? null}
          onChange={(value) =>
            onChange({ awaiting_approval: (value ?? undefined) as QueueFilters["awaiting_approval"] })
          }
          clearable
          w={{ base: "100%", sm: 180 }}
          data-testid="queue-filter-approval"
        />
      </FilterFolding>
    </Group>
  );
}
