import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ColumnDef } from "@tanstack/react-table";
import { type ProductWire, productCategoryLabel } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { DataTable } from "../../../components/data-table/data-table";
import { useTableQuery } from "../../../components/data-table/use-table-query";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { TruncatedText } from "../../../components/truncated-text";
import { formatDate } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useWorkspaceId } from "../../../lib/use-workspace";
import { useDeleteProducts } from "../api/delete-products";
import { useProducts } from "../api/get-products";
import { ProductFilterBar } from "../components/product-filter-bar";
import { type CountryOption, ProductFormModal } from "../components/product-form-modal";
import { ProductThumbnail } from "../components/product-thumbnail";
import {
  countryName,
  defaultProductSort,
  type ProductListFilters,
  productFilterRules,
  productSortKeys,
} from "../lib/product-filters";

function Identifier({ value }: { value: string | null }) {
  if (!value) return <Text size="sm">—</Text>;
  return <TruncatedText size="sm" text={value} style={{ whiteSpace: "nowrap" }} />;
}

const columns: ColumnDef<ProductWire, unknown>[] = [
  {
    id: "name",
    header: "Product",
    meta: { sortKey: "name" },
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ProductThumbnail url={row.original.image?.thumbnail_url} size={32} alt="" />
        <Anchor
          component={Link}
          to={`/products/${row.original.id}`}
          size="sm"
          fw={600}
          style={{ minWidth: 0 }}
          data-testid="product-link"
        >
          <TruncatedText size="sm" fw={600} text={row.original.name} inherit />
        </Anchor>
      </Group>
    ),
  },
  {
    id: "sku",
    header: "SKU",
    // A code reads whole on one line ("CHN-002", not "CHN-" over "002"); a long one is cut, in full on hover.
    cell: ({ row }) => <Identifier value={row.original.sku} />,
  },
  {
    id: "product_number",
    header: "Product number",
    cell: ({ row }) => <Identifier value={row.original.product_number} />,
  },
  {
    id: "country_of_origin",
    header: "Country of origin",
    meta: { sortKey: "country_of_origin" },
    cell: ({ row }) => <Text size="sm">{countryName(row.original.country_of_origin)}</Text>,
  },
  {
    id: "import_countries",
    header: "Import countries",
    cell: ({ row }) =>
      row.original.import_countries.length === 0 ? (
        <Text size="sm">—</Text>
      ) : (
        <Group gap={4} wrap="wrap">
          {row.original.import_countries.map((code) => (
            <Badge key={code} size="xs" variant="outline" color="gray" title={countryName(code)}>
              {code}
            </Badge>
          ))}
        </Group>
      ),
  },
  {
    id: "category",
    header: "Category",
    cell: ({ row }) => {
      const { category } = row.original;
      return <TruncatedText size="sm" text={category ? productCategoryLabel(category) : "—"} />;
    },
  },
  {
    id: "supply_streams",
    header: "Supply streams",
    cell: ({ row }) => (
      <TruncatedText size="sm" text={row.original.supply_streams.map((s) => s.name).join(", ") || "—"} />
    ),
  },
  {
    id: "created",
    header: "Added",
    meta: { sortKey: "created" },
    cell: ({ row }) => <Text size="sm">{formatDate(row.original.created_at)}</Text>,
  },
];

function BulkDeleteButton({
  workspaceId,
  selected,
  onDone,
}: {
  workspaceId: string;
  selected: ProductWire[];
  onDone: () => void;
}) {
  const [confirming, { open, close }] = useDisclosure(false);
  const remove = useDeleteProducts(workspaceId);
  const many = selected.length === 1 ? "1 product" : `${selected.length} products`;
  const confirm = async () => {
    const { count } = await remove.mutateAsync(selected.map((product) => product.id));
    showSuccessSnackbar(count === 1 ? "1 product deleted" : `${count} products deleted`);
    close();
    onDone();
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        size="sm"
        leftSection={<IconTrash size={16} />}
        onClick={open}
        data-testid="products-bulk-delete"
      >
        Delete
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`Delete ${many}?`}
        onConfirm={() => void confirm().catch(() => undefined)}
        onCancel={close}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
      >
        {`The ${many} and their import countries are deleted from your catalogue and leave their supply streams. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}

export interface ProductsRouteProps {
  /** The country choices of the form (the locations feature's look-up, composed by the app). */
  countries: CountryOption[];
  /** Further actions beside "Add product", composed by the app (the catalogue import). */
  actions?: ReactNode;
}

/**
 * /products: the catalogue. Search, every filter of GET /products fed by its lookup, sorts and pages
 * kept in the address; rows selected for a bulk delete; a product added by hand.
 */
export function ProductsRoute({ countries, actions }: ProductsRouteProps) {
  const workspaceId = useWorkspaceId();
  const { can } = usePermissions();
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const query = useTableQuery<ProductListFilters>({
    filters: productFilterRules,
    sortable: productSortKeys,
    defaultSort: defaultProductSort,
    history: "push",
  });
  const products = useProducts(workspaceId, query.params);
  const filtered = Object.keys(query.filters).length > 0;
  const writable = can("products.write");

  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {actions}
        {writable && (
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd} data-testid="products-add">
            Add product
          </Button>
        )}
      </Group>
      <DataTable<ProductWire>
        id="products"
        label="Products"
        columns={columns}
        source={products}
        query={query}
        getRowId={(product) => product.id}
        rowTestId={(product) => `product-row-${product.name}`}
        toolbar={
          <ProductFilterBar
            workspaceId={workspaceId}
            filters={query.filters}
            onChange={(patch) => query.setFilters(patch)}
          />
        }
        bulkActions={
          writable
            ? (selected, clear) => (
                <BulkDeleteButton workspaceId={workspaceId} selected={selected} onDone={clear} />
              )
            : undefined
        }
        empty={
          filtered
            ? "No product matches these filters."
            : "No products yet. Add a product or import your catalogue and they appear here."
        }
      />
      <ProductFormModal workspaceId={workspaceId} opened={adding} onClose={closeAdd} countries={countries} />
    </Stack>
  );
}
