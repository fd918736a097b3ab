import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconPlus } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import {
  entityStatusLabels,
  relationshipStatusLabels,
  type VendorFilters,
  type VendorListQuery,
  type VendorWire,
} from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { PageHeader } from "../../../components/page-header";
import { showErrorSnackbar } from "../../../components/snackbar/snackbar";
import { TruncatedText } from "../../../components/truncated-text";
import { formatDate, formatNumber } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { exportVendors } from "../api/export-vendors";
import { useVendorStats } from "../api/get-vendor-stats";
import { useVendors } from "../api/get-vendors";
import { AddVendorModal } from "../components/add-vendor-modal";
import { VendorFilterBar, type VendorFilterChoices } from "../components/vendor-filter-bar";
import { statusColours, VendorStatsHeader } from "../components/vendor-stats-header";
import {
  defaultVendorSort,
  type VendorListFilters,
  vendorFilterRules,
  vendorSortKeys,
} from "../lib/vendor-filters";

const names = (items: { name: string }[]) => items.map((item) => item.name).join(", ");

const columns: ColumnDef<VendorWire, unknown>[] = [
  {
    id: "name",
    header: "Vendor",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/vendors/${row.original.id}`}
        size="sm"
        fw={600}
        data-testid="vendor-link"
      >
        <TruncatedText size="sm" fw={600} text={row.original.name} inherit />
      </Anchor>
    ),
  },
  {
    id: "country",
    header: "Country",
    meta: { sortKey: "country" },
    cell: ({ row }) => <Text size="sm">{row.original.country?.name ?? "—"}</Text>,
  },
  {
    id: "status",
    header: "Status",
    meta: { sortKey: "status" },
    cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        <Badge variant="light" color={statusColours[row.original.status]} size="sm">
          {relationshipStatusLabels[row.original.status]}
        </Badge>
        {row.original.proposer === "VENDOR" && (
          <Badge
            variant="light"
            color="grape"
            size="sm"
            title="Proposed by vendor"
            data-testid="vendor-row-proposed-by-vendor"
          >
            Proposed by vendor
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: "verification_status",
    header: "Verification",
    cell: ({ row }) => (
      <Badge
        variant="dot"
        color={row.original.verification_status === "VALIDATED" ? "teal" : "gray"}
        size="sm"
      >
        {entityStatusLabels[row.original.verification_status]}
      </Badge>
    ),
  },
  {
    id: "roles",
    header: "Roles",
    cell: ({ row }) => <TruncatedText size="sm" text={names(row.original.roles) || "—"} />,
  },
  {
    id: "tags",
    header: "Tags",
    cell: ({ row }) =>
      row.original.tags.length === 0 ? (
        <Text size="sm">—</Text>
      ) : (
        <Group gap={4} wrap="wrap">
          {row.original.tags.map((tag) => (
            <Badge key={tag.id} size="xs" variant="outline" color="gray">
              {tag.name}
            </Badge>
          ))}
        </Group>
      ),
  },
  {
    id: "open_risks",
    header: "Open risks",
    cell: ({ row }) => (
      <Text
        size="sm"
        c={row.original.open_risks > 0 ? "red" : undefined}
        fw={row.original.open_risks > 0 ? 600 : undefined}
      >
        {formatNumber(row.original.open_risks)}
      </Text>
    ),
  },
  {
    id: "created",
    header: "Added",
    meta: { sortKey: "created" },
    cell: ({ row }) => <Text size="sm">{formatDate(row.original.created)}</Text>,
  },
];

/** The list call's filters from the page's (lists as they are, search only when set). */
const toFilters = ({ search, ...lists }: Partial<VendorListFilters>): VendorFilters => ({
  ...(search ? { search } : {}),
  ...lists,
});

function ExportButton({
  onExport,
  label,
  testId,
}: {
  onExport: () => Promise<void>;
  label: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      showErrorSnackbar(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void run()}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

export interface VendorsRouteProps {
  /** The choices of the filters the app composes from other features (countries, roles, tags, streams). */
  choices: VendorFilterChoices;
  /** Further actions on the selected vendors, composed by the app (tag, approve). */
  bulkActions?: (selected: VendorWire[], clear: () => void) => ReactNode;
}

/**
 * / : the vendor list. Search, every filter of GET /workspaces/{id}/vendors, sorts and pages kept in
 * the address (spec section 2: a shared link opens the same view, back and forward step through
 * views), the stats header under the same filters, CSV export of the filtered list or the selected
 * rows, and a vendor added by hand.
 */
export function VendorsRoute({ choices, bulkActions }: VendorsRouteProps) {
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const query = useTableQuery<VendorListFilters>({
    filters: vendorFilterRules,
    sortable: vendorSortKeys,
    defaultSort: defaultVendorSort,
    history: "push",
  });
  const filters = toFilters(query.filters);
  const vendors = useVendors(workspaceId, { ...query.params, ...filters } as VendorListQuery);
  const stats = useVendorStats(workspaceId, filters);
  const filtered = Object.keys(filters).length > 0;

  return (
    <Stack gap="md">
      <PageHeader
        title="Vendors"
        description="Your suppliers, their compliance status and their risks."
        actions={
          <Group gap="xs">
            <ExportButton
              label="Export CSV"
              testId="vendors-export"
              onExport={() =>
                exportVendors(workspaceId, { ...filters, ordering: query.params.ordering as never })
              }
            />
            {can("vendors.write") && (
              <Button leftSection={<IconPlus size={16} />} onClick={openAdd} data-testid="vendors-add">
                Add vendor
              </Button>
            )}
          </Group>
        }
      />
      <VendorStatsHeader stats={stats.data} />
      <DataTable<VendorWire>
        id="vendors"
        label="Vendors"
        columns={columns}
        source={vendors}
        query={query}
        getRowId={(vendor) => vendor.id}
        rowTestId={(vendor) => `vendor-row-${vendor.name}`}
        toolbar={
          <VendorFilterBar
            filters={query.filters}
            choices={choices}
            onChange={(patch) => query.setFilters(patch)}
          />
        }
        bulkActions={(selected, clear) => (
          <Group gap="xs">
            <ExportButton
              label="Export selected"
              testId="vendors-export-selected"
              onExport={() => exportVendors(workspaceId, { id: selected.map((vendor) => vendor.id) })}
            />
            {bulkActions?.(selected, clear)}
          </Group>
        )}
        empty={
          filtered
            ? "No vendor matches these filters."
            : "No vendors yet. Import your vendor list or add a vendor and they appear here."
        }
      />
      <AddVendorModal
        workspaceId={workspaceId}
        opened={adding}
        onClose={closeAdd}
        countries={choices.country}
      />
    </Stack>
  );
}
