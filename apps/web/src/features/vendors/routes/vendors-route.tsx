import { Badge, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { relationshipStatusLabels, type VendorWire, vendorListQuerySchema } from "@tierline/contracts";
import { useMemo } from "react";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { PageHeader } from "../../../components/page-header";
import { TruncatedText } from "../../../components/truncated-text";
import { formatDate } from "../../../lib/format";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useVendors } from "../api/get-vendors";

type VendorFilters = { search: string };
const vendorFilters = { search: vendorListQuerySchema.shape.search.unwrap() };

const columns: ColumnDef<VendorWire, unknown>[] = [
  {
    id: "name",
    header: "Vendor",
    cell: ({ row }) => <TruncatedText size="sm" fw={600} text={row.original.name} />,
  },
  {
    id: "country",
    header: "Country",
    cell: ({ row }) => <Text size="sm">{row.original.country?.name ?? "—"}</Text>,
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Badge variant="light" color={row.original.status === "PENDING" ? "yellow" : "gray"} size="sm">
        {relationshipStatusLabels[row.original.status]}
      </Badge>
    ),
  },
  {
    id: "created",
    header: "Added",
    cell: ({ row }) => <Text size="sm">{formatDate(row.original.created)}</Text>,
  },
];

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  // Typing asks once the user pauses, not on every key.
  const search = useDebouncedCallback(onSearch, 300);
  return (
    <TextInput
      type="search"
      aria-label="Search vendors by name"
      placeholder="Search by name"
      leftSection={<IconSearch size={16} />}
      defaultValue={value}
      onChange={(event) => search(event.currentTarget.value.trim())}
      w={{ base: "100%", sm: 280 }}
      data-testid="vendors-search"
    />
  );
}

/** / : the vendor register, newest first, searchable by name. The vendors issue adds its filters and profiles. */
export function VendorsRoute() {
  const workspaceId = useWorkspaceId();
  const query = useTableQuery<VendorFilters>({ filters: vendorFilters });
  const vendors = useVendors(workspaceId, query.params);
  const table = useMemo(() => columns, []);
  return (
    <Stack gap={0}>
      <PageHeader title="Vendors" description="Your suppliers, their compliance status and their risks." />
      <DataTable<VendorWire>
        id="vendors"
        label="Vendors"
        columns={table}
        source={vendors}
        query={query}
        getRowId={(vendor) => vendor.id}
        rowTestId={(vendor) => `vendor-row-${vendor.name}`}
        toolbar={
          <SearchBox value={query.filters.search ?? ""} onSearch={(search) => query.setFilters({ search })} />
        }
        empty={
          query.filters.search
            ? "No vendor has that name."
            : "No vendors yet. Import your vendor list and they appear here."
        }
      />
    </Stack>
  );
}
