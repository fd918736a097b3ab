import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import {
  type ProductCreate,
  type ProductWire,
  productCategoryLabel,
  productCreateSchema,
} from "@tierline/contracts";
import { useEffect, useState } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { saveProductExplains, useCreateProduct, useUpdateProduct } from "../api/save-product";
import { CategoryPicker, type PickedCategory } from "./category-picker";

export type CountryOption = { value: string; label: string };

/** A blank optional input is sent as null (no value), not as "". */
const blankIsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? null : value), schema);

/** The contracts schema of POST /products (the edit sends the same fields to PATCH). */
const productFormSchema = productCreateSchema.extend({
  sku: blankIsNull(productCreateSchema.shape.sku),
  description: blankIsNull(productCreateSchema.shape.description),
  product_number: blankIsNull(productCreateSchema.shape.product_number),
  country_of_origin: blankIsNull(productCreateSchema.shape.country_of_origin),
});

const valuesOf = (product?: ProductWire) => ({
  name: product?.name ?? "",
  sku: product?.sku ?? "",
  description: product?.description ?? "",
  product_number: product?.product_number ?? "",
  country_of_origin: product?.country_of_origin ?? "",
  import_countries: product?.import_countries ?? [],
  category: product?.category?.id ?? null,
});

/** The product's category as the picker shows it: by its id alone while the taxonomy cannot name it. */
const pickedOf = (product?: ProductWire): PickedCategory | null =>
  product?.category ? { ...product.category, name: productCategoryLabel(product.category) } : null;

/**
 * "Add product" and "Edit product": one form with the contracts' rules and messages (name required;
 * SKU, product number, description, country of origin and import countries optional). A product with
 * the same SKU, number or name already in the catalogue is said above the form.
 */
export function ProductFormModal({
  workspaceId,
  opened,
  onClose,
  countries,
  product,
}: {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
  countries: CountryOption[];
  /** The product being edited; none to add one. */
  product?: ProductWire;
}) {
  const create = useCreateProduct(workspaceId);
  const update = useUpdateProduct(workspaceId);
  const editing = Boolean(product);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: productFormSchema,
    defaultValues: valuesOf(product),
    values: opened ? valuesOf(product) : undefined,
    submit: (body) =>
      product ? update.mutateAsync({ id: product.id, body }) : create.mutateAsync(body as ProductCreate),
    explainStatuses: saveProductExplains,
    onSuccess: (saved) => {
      showSuccessSnackbar(editing ? "Changes saved" : `${saved.name} added`);
      form.reset(valuesOf());
      onClose();
    },
  });
  const { errors } = form.formState;
  // The picked category as the picker shows it (name and path); the form holds its id.
  const [picked, setPicked] = useState<PickedCategory | null>(pickedOf(product));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the product's category again each time the form opens.
  useEffect(() => setPicked(pickedOf(product)), [opened, product?.category?.id]);
  const close = () => {
    form.reset(valuesOf(product));
    onClose();
  };
  const title = editing ? "Edit product" : "Add product";

  return (
    <ModalContainer opened={opened} onClose={close} title={title} width="md">
      <Form onSubmit={onSubmit} aria-label={title} data-testid="product-form">
        <Stack gap="md">
          {formError && <ErrorAlert testId="product-form-error">{formError}</ErrorAlert>}
          <TextInput
            label="Product name"
            withAsterisk
            {...form.register("name")}
            error={errors.name?.message}
            data-testid="product-form-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="SKU"
              {...form.register("sku")}
              error={errors.sku?.message}
              data-testid="product-form-sku"
            />
            <TextInput
              label="Product number"
              {...form.register("product_number")}
              error={errors.product_number?.message}
              data-testid="product-form-number"
            />
          </SimpleGrid>
          <Textarea
            label="Description"
            autosize
            minRows={2}
            maxRows={6}
            {...form.register("description")}
            error={errors.description?.message}
            data-testid="product-form-description"
          />
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <CategoryPicker
                value={picked}
                onChange={(category) => {
                  setPicked(category);
                  field.onChange(category?.id ?? null);
                }}
                error={errors.category?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="country_of_origin"
            render={({ field }) => (
              <Select
                label="Country of origin"
                searchable
                clearable
                data={countries}
                value={(field.value as string | null) || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                error={errors.country_of_origin?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="product-form-origin"
              />
            )}
          />
          <Controller
            control={form.control}
            name="import_countries"
            render={({ field }) => (
              <MultiSelect
                label="Import countries"
                searchable
                clearable
                data={countries}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.import_countries?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="product-form-import-countries"
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="product-form-submit">
              {editing ? "Save changes" : "Add product"}
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
