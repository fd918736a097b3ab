import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconArrowLeft, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ProductWire } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatDate } from "../../../lib/format";
import { usePermissions } from "../../../lib/use-permissions";
import { useDeleteProduct } from "../api/delete-products";
import { useUpdateProduct } from "../api/save-product";
import { countryName } from "../lib/product-filters";
import { CategoryBreadcrumb } from "./category-breadcrumb";
import { type CountryOption, ProductFormModal } from "./product-form-modal";

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div data-testid={testId} style={{ overflowWrap: "anywhere" }}>
        {children}
      </div>
    </Stack>
  );
}

const textOf = (value: string | null) => <Text size="sm">{value || "—"}</Text>;

/**
 * A product's page: its fields, Edit (the add form, filled) and Delete (confirmed, back to the list).
 * `sections` are what other features show of the product (streams, materials, image, category),
 * composed by the app.
 */
export function ProductDetail({
  workspaceId,
  product,
  countries,
  sections,
}: {
  workspaceId: string;
  product: ProductWire;
  countries: CountryOption[];
  sections?: ReactNode;
}) {
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [editing, { open: openEdit, close: closeEdit }] = useDisclosure(false);
  const [deleting, { open: openDelete, close: closeDelete }] = useDisclosure(false);
  const remove = useDeleteProduct(workspaceId);
  const update = useUpdateProduct(workspaceId);
  const confirmDelete = async () => {
    await remove.mutateAsync(product.id);
    showSuccessSnackbar(`${product.name} deleted`);
    closeDelete();
    navigate("/products");
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/products" size="sm" data-testid="product-back">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Products
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz="h2" style={{ overflowWrap: "anywhere" }} data-testid="product-name">
            {product.name}
          </Title>
          <Text size="sm" c="dimmed">
            {[product.sku && `SKU ${product.sku}`, product.product_number && `No. ${product.product_number}`]
              .filter(Boolean)
              .join(" · ") || "No SKU or product number"}
          </Text>
        </Stack>
        {can("products.write") && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={openEdit}
              data-testid="product-edit"
            >
              Edit
            </Button>
            <Button
              variant="default"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={openDelete}
              data-testid="product-delete"
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
      <Paper withBorder radius="md" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          <Field label="Country of origin" testId="product-origin">
            {textOf(product.country_of_origin ? countryName(product.country_of_origin) : null)}
          </Field>
          <Field label="Import countries" testId="product-import-countries">
            {product.import_countries.length === 0 ? (
              textOf(null)
            ) : (
              <Group gap={4}>
                {product.import_countries.map((code) => (
                  <Badge key={code} variant="light" color="gray" size="sm">
                    {countryName(code)}
                  </Badge>
                ))}
              </Group>
            )}
          </Field>
          <Field label="Category" testId="product-category">
            <CategoryBreadcrumb
              productId={product.id}
              categoryId={product.category?.id ?? null}
              onApplySuggestion={
                can("products.write")
                  ? (category) => update.mutate({ id: product.id, body: { category: category.id } })
                  : undefined
              }
            />
          </Field>
          <Field label="Supply streams" testId="product-supply-streams">
            {textOf(product.supply_streams.map((s) => s.name).join(", "))}
          </Field>
          <Field label="Added" testId="product-created">
            {textOf(formatDate(product.created_at))}
          </Field>
          <Field label="Last updated" testId="product-updated">
            {textOf(formatDate(product.updated_at))}
          </Field>
        </SimpleGrid>
        <Stack mt="lg" gap={2}>
          <Field label="Description" testId="product-description">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {product.description || "—"}
            </Text>
          </Field>
        </Stack>
      </Paper>
      {sections}
      <ProductFormModal
        workspaceId={workspaceId}
        opened={editing}
        onClose={closeEdit}
        countries={countries}
        product={product}
      />
      <ConfirmDialog
        opened={deleting}
        title={`Delete ${product.name}?`}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onCancel={closeDelete}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
      >
        The product and its import countries are deleted from your catalogue and it leaves its supply streams.
        This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
