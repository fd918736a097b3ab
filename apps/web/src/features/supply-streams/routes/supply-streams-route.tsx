import { ActionIcon, Anchor, Button, Group, Menu, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconDots, IconPlus, IconSearch } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import {
  nameSearchSchema,
  type SupplyStreamOrdering,
  type SupplyStreamWire,
  supplyStreamOrderings,
} from "@tierline/contracts";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { plural } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useDeleteSupplyStream } from "../api/delete-supply-stream";
import { useSupplyStreams } from "../api/get-supply-streams";
import { StreamEditor } from "../components/stream-editor";
import { StreamStageStrip } from "../components/stream-stage-strip";

type Filters = { search?: string };
const filters = { search: nameSearchSchema };

function columns(actions: {
  mayWrite: boolean;
  onEdit: (s: SupplyStreamWire) => void;
  onDelete: (s: SupplyStreamWire) => void;
}): ColumnDef<SupplyStreamWire, unknown>[] {
  return [
    {
      id: "name",
      header: "Stream",
      meta: { sortKey: "name", phone: "title" },
      cell: ({ row }) => (
        <Anchor
          component={Link}
          to={`/products/supply-streams/${row.original.id}`}
          fw={600}
          data-testid="stream-link"
        >
          {row.original.name}
        </Anchor>
      ),
    },
    {
      id: "stages",
      header: "Vendors per stage",
      meta: { label: "Vendors per stage" },
      cell: ({ row }) => <StreamStageStrip stream={row.original} />,
    },
    {
      id: "products",
      header: "Products",
      meta: { width: 110 },
      cell: ({ row }) => plural(row.original.products_count, "product"),
    },
    ...(actions.mayWrite
      ? [
          {
            id: "actions",
            header: "Actions",
            meta: { hideHeader: true, width: 56, phone: "actions" as const, label: "Actions" },
            cell: ({ row }: { row: { original: SupplyStreamWire } }) => (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Actions for ${row.original.name}`}
                    data-testid="stream-actions"
                  >
                    <IconDots size={16} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => actions.onEdit(row.original)} data-testid="stream-edit">
                    Edit
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    onClick={() => actions.onDelete(row.original)}
                    data-testid="stream-delete"
                  >
                    Delete
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            ),
          },
        ]
      : []),
  ];
}

/**
 * Products → Supply Streams (`/products/supply-streams`): the workspace's streams with their vendors per
 * stage at a glance (each stage coloured by its worst vendor's risk), create, edit and delete.
 */
export function SupplyStreamsRoute() {
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const mayWrite = can("products.write");
  const query = useTableQuery<Filters>({
    filters,
    sortable: supplyStreamOrderings,
    defaultSort: "name",
  });
  const streams = useSupplyStreams(workspaceId, {
    search: query.filters.search,
    ordering: (query.sort ?? "name") as SupplyStreamOrdering,
    page: query.page,
    pageSize: query.pageSize,
  });
  const [editing, setEditing] = useState<SupplyStreamWire | "new" | null>(null);
  const [deleting, setDeleting] = useState<SupplyStreamWire | null>(null);
  const remove = useDeleteSupplyStream(workspaceId);
  const [search, setSearch] = useState(query.filters.search ?? "");
  const applySearch = useDebouncedCallback(
    (text: string) => query.setFilters({ search: text.trim() || undefined }),
    300,
  );
  const cols = useMemo(() => columns({ mayWrite, onEdit: setEditing, onDelete: setDeleting }), [mayWrite]);

  return (
    <Stack gap="md">
      {/* The Supply Streams tab of the catalogue, whose header names the page. */}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          Your products' supply chains in five stages, with the vendors at each and their risk.
        </Text>
        {mayWrite && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing("new")}
            data-testid="stream-new"
          >
            New stream
          </Button>
        )}
      </Group>
      <DataTable
        id="supply-streams"
        label="Supply streams"
        columns={cols}
        source={streams}
        query={query}
        getRowId={(s) => s.id}
        rowTestId={(s) => `stream-row-${s.id}`}
        empty="No supply streams yet. Create one to map a product's chain from raw materials to retail."
        toolbar={
          <TextInput
            type="search"
            aria-label="Search streams"
            placeholder="Search streams"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              applySearch(e.currentTarget.value);
            }}
            maw={280}
            data-testid="stream-search"
          />
        }
      />
      {editing !== null && (
        <StreamEditor
          key={editing === "new" ? "new" : editing.id}
          workspaceId={workspaceId}
          stream={editing === "new" ? undefined : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete supply stream"
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      >
        {deleting && (
          <Text size="sm">
            Delete {deleting.name}? Its {plural(deleting.products_count, "product")} stay in the catalogue.
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
