import { Button, Collapse, Group, MultiSelect, Select, Stack, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconFilter, IconSearch } from "@tabler/icons-react";
import {
  riskSeverities,
  riskSeverityLabels,
  sanctionListKeys,
  sanctionListLabels,
  sanctionSourceIds,
  sanctionSourceLabels,
} from "@tierline/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { useIsPhone } from "../../../lib/use-is-phone";
import type { QueueFilters } from "./queue-filters";

const listOptions = sanctionListKeys.map((value) => ({ value, label: sanctionListLabels[value] }));
const sourceOptions = sanctionSourceIds.map((value) => ({ value, label: sanctionSourceLabels[value] }));
const severityOptions = riskSeverities.map((value) => ({ value, label: riskSeverityLabels[value] }));
/** Ages a manager asks about: yesterday's, last week's, last month's, last quarter's. */
const ageOptions = [1, 7, 30, 90].map((days) => ({
  value: String(days),
  label: `Open ${days === 1 ? "over a day" : `over ${days} days`}`,
}));
const approvalOptions = [
  { value: "true", label: "Awaiting approval" },
  { value: "false", label: "Not awaiting approval" },
];

/** A multi-select that shows a pick at once while the address (its source of truth) catches up. */
function Choices({
  value,
  onChange,
  label,
  data,
  testId,
}: {
  value: string[];
  onChange: (values: string[]) => void;
  label: string;
  data: { value: string; label: string }[];
  testId: string;
}) {
  const [shown, setShown] = useState(value);
  const key = value.join("\u0000");
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address by content, not identity.
  useEffect(() => setShown(value), [key]);
  return (
    <MultiSelect
      aria-label={label}
      placeholder={shown.length === 0 ? label : undefined}
      data={data}
      value={shown}
      onChange={(values) => {
        setShown(values);
        onChange(values);
      }}
      clearable
      searchable
      w={{ base: "100%", sm: 160 }}
      data-testid={testId}
    />
  );
}

/** On a phone the filters fold under a "Filters" button, so the queue stays in view; elsewhere they show. */
function Folding({ active, children }: { active: number; children: ReactNode }) {
  const phone = useIsPhone();
  const [opened, { toggle }] = useDisclosure(false);
  if (!phone) return children;
  return (
    <Stack gap="xs" w="100%">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconFilter size={16} />}
        onClick={toggle}
        aria-expanded={opened}
        data-testid="queue-filters-toggle"
      >
        {active > 0 ? `Filters (${active})` : "Filters"}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="xs">{children}</Stack>
      </Collapse>
    </Stack>
  );
}

/** The queue's search and filters: list, source, severity (any of those picked), age and approval. */
export function QueueFilterBar({
  filters,
  onChange,
}: {
  filters: Partial<QueueFilters>;
  onChange: (patch: Partial<QueueFilters>) => void;
}) {
  // Typing asks once the user pauses, not on every key.
  const search = useDebouncedCallback((text: string) => onChange({ search: text }), 300);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid="queue-filters">
      <TextInput
        type="search"
        aria-label="Search vendors by name"
        placeholder="Search vendors"
        leftSection={<IconSearch size={16} />}
        defaultValue={filters.search ?? ""}
        onChange={(event) => search(event.currentTarget.value.trim())}
        w={{ base: "100%", sm: 170 }}
        data-testid="queue-search"
      />
      <Folding
        active={
          [filters.list, filters.source, filters.severity].filter((v) => (v ?? []).length > 0).length +
          (filters.older_than ? 1 : 0) +
          (filters.awaiting_approval ? 1 : 0)
        }
      >
        <Choices
          label="List"
          data={listOptions}
          value={filters.list ?? []}
          onChange={(list) => onChange({ list: list as QueueFilters["list"] })}
          testId="queue-filter-list"
        />
        <Choices
          label="Source"
          data={sourceOptions}
          value={filters.source ?? []}
          onChange={(source) => onChange({ source: source as QueueFilters["source"] })}
          testId="queue-filter-source"
        />
        <Choices
          label="Severity"
          data={severityOptions}
          value={filters.severity ?? []}
          onChange={(severity) => onChange({ severity: severity as QueueFilters["severity"] })}
          testId="queue-filter-severity"
        />
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
      </Folding>
    </Group>
  );
}
