import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPencil } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import type { StreamProductWire } from "@tierline/contracts";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { LoadState } from "../../../components/load-state";
import { PageHeader } from "../../../components/page-header";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useStreamProducts } from "../api/get-stream-products";
import { useSupplyStream, useSupplyStreamStats } from "../api/get-supply-stream";
import { useRemoveStreamProducts } from "../api/remove-stream-products";
import { StreamEditor } from "../components/stream-editor";
import { ExposureSummary, StreamPicture } from "../components/stream-picture";

const productColumns: ColumnDef<StreamProductWire, unknown>[] = [
  {
    id: "name",
    header: "Product",
    meta: { phone: "title" },
    cell: ({ row }) => (
      <Anchor component={Link} to={`/products/${row.original.product.id}`}>
        {row.original.product.name}
      </Anchor>
    ),
  },
  { id: "sku", header: "SKU", cell: ({ row }) => row.original.product.sku ?? "—" },
  { id: "number", header: "Product number", cell: ({ row }) => row.original.product.product_number ?? "—" },
  {
    id: "origin",
    header: "Country of origin",
    cell: ({ row }) => row.original.product.country_of_origin ?? "—",
  },
];

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * `/products/supply-streams/:id`: the picture of a stream (its five stages, the vendors at each and
 * their risk), its figures, and its products (remove from the stream).
 */
export function SupplyStreamRoute() {
  const { id = "" } = useParams();
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const mayWrite = can("products.write");
  const stream = useSupplyStream(workspaceId, id);
  const stats = useSupplyStreamStats(workspaceId, id);
  const query = useTableQuery();
  const products = useStreamProducts(workspaceId, id, { page: query.page, pageSize: query.pageSize });
  const remove = useRemoveStreamProducts(workspaceId);
  const [editing, setEditing] = useState(false);

  if (!stream.data) return <LoadState error={stream.error} />;
  const s = stream.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/products/supply-streams" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Supply streams
        </Group>
      </Anchor>
      <PageHeader
        title={s.name}
        description="Each stage in the colour of its riskiest vendor."
        actions={
          mayWrite && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="stream-edit-button"
            >
              Edit stream
            </Button>
          )
        }
      />
      <ExposureSummary stream={s} />
      <StreamPicture stream={s} />
      {stats.data && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="stream-stats">
          <Figure label="Products" value={stats.data.products_count} testId="stream-stats-products" />
          <Figure label="Vendors" value={stats.data.vendors_count} testId="stream-stats-vendors" />
          <Figure label="Stages exposed" value={stats.data.exposed_stages} testId="stream-stats-exposed" />
          <Figure
            label="Stages without vendors"
            value={stats.data.unassigned_stages}
            testId="stream-stats-unassigned"
          />
        </SimpleGrid>
      )}
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Products
        </Title>
        <DataTable
          id="stream-products"
          label={`Products of ${s.name}`}
          columns={productColumns}
          source={products}
          query={query}
          getRowId={(p) => p.id}
          rowTestId={(p) => `stream-product-${p.product.id}`}
          headingLevel={3}
          empty="No products in this stream yet. Add products to it from the product catalogue."
          bulkActions={
            mayWrite
              ? (selected, clear) => (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate({ id: s.id, linkIds: selected.map((p) => p.id) }, { onSuccess: clear })
                    }
                    data-testid="stream-products-remove"
                  >
                    Remove from stream
                  </Button>
                )
              : undefined
          }
        />
      </Stack>
      {editing && (
        <StreamEditor workspaceId={workspaceId} stream={s} opened onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
