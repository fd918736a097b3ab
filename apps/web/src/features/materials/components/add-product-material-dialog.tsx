import { Autocomplete, Button, Group, Select, Stack, Text } from "@mantine/core";
import {
  foldedKey,
  nameSchema,
  type SupplyStreamStage,
  suggestUflpaInput,
  supplyStreamStageLabels,
  supplyStreamStages,
  type UflpaInput,
  uflpaInputKeys,
  uflpaInputLabels,
} from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { addProductMaterialExplains, useAddProductMaterial } from "../api/add-product-material";
import { useMaterials } from "../api/get-materials";
import { useResourceUsageTypes } from "../api/get-resource-usage-types";

/** The form: a material picked or named, its UFLPA input ("" none, "auto" as the name says), stage, usage type. */
const formSchema = z.object({
  material: nameSchema,
  uflpa_input: z.string(),
  stage: z.string(),
  usage_type_id: z.string(),
});
type FormValues = z.infer<typeof formSchema>;
const empty: FormValues = { material: "", uflpa_input: "auto", stage: "", usage_type_id: "" };

/**
 * "Add material" on a product: pick one of the workspace's materials or type a new one, say where in
 * the chain it goes in and how it is used. A new material's UFLPA input is suggested from its name
 * (contracts `suggestUflpaInput`) and may be changed; a picked one keeps its own.
 */
export function AddProductMaterialDialog({
  productId,
  opened,
  onClose,
}: {
  productId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const materials = useMaterials();
  const usageTypes = useResourceUsageTypes();
  const add = useAddProductMaterial(productId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: formSchema,
    defaultValues: empty,
    warnUnsaved: false,
    explainStatuses: addProductMaterialExplains,
    fieldOf: (field) =>
      field === "material_id" || field === "name" ? "material" : (field as keyof FormValues),
    submit: (values) =>
      add.mutateAsync({
        material: {
          name: values.material,
          ...(values.uflpa_input === "auto"
            ? {}
            : { uflpa_input: values.uflpa_input ? (values.uflpa_input as UflpaInput) : null }),
        },
        entry: {
          stage: values.stage ? (values.stage as SupplyStreamStage) : null,
          usage_type_id: values.usage_type_id || null,
        },
      }),
    onSuccess: (entry) => {
      showSuccessSnackbar(`${entry.material.name} added`);
      form.reset(empty);
      onClose();
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const typed = form.watch("material");
  const known = (materials.data ?? []).find((m) => foldedKey(m.name) === foldedKey(typed ?? ""));
  const suggested = known ? known.uflpa_input : suggestUflpaInput(typed ?? "");

  return (
    <ModalContainer opened={opened} onClose={close} title="Add material" width="sm">
      <Form onSubmit={onSubmit} aria-label="Add material" data-testid="add-material-form">
        <Stack gap="md">
          {formError && <ErrorAlert testId="add-material-error">{formError}</ErrorAlert>}
          <Controller
            control={form.control}
            name="material"
            render={({ field }) => (
              <Autocomplete
                label="Material"
                description="Pick one of your materials or type a new one"
                withAsterisk
                data={[...new Set((materials.data ?? []).map((m) => m.name))]}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.material?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="add-material-name"
              />
            )}
          />
          {known ? (
            <Text size="sm" c="dimmed" data-testid="add-material-known">
              {known.uflpa_input
                ? `A UFLPA high-priority input: ${uflpaInputLabels[known.uflpa_input]}`
                : "One of your materials; not a UFLPA high-priority input"}
            </Text>
          ) : (
            <Controller
              control={form.control}
              name="uflpa_input"
              render={({ field }) => (
                <Select
                  label="UFLPA high-priority input"
                  data={[
                    {
                      value: "auto",
                      label: suggested
                        ? `${uflpaInputLabels[suggested]} (from the name)`
                        : "None (from the name)",
                    },
                    ...uflpaInputKeys.map((input) => ({ value: input, label: uflpaInputLabels[input] })),
                    { value: "", label: "None" },
                  ]}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? "auto")}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  data-testid="add-material-uflpa"
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="stage"
            render={({ field }) => (
              <Select
                label="Supply stream stage"
                placeholder="Not given"
                clearable
                data={supplyStreamStages.map((stage) => ({
                  value: stage,
                  label: supplyStreamStageLabels[stage],
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                error={errors.stage?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="add-material-stage"
              />
            )}
          />
          <Controller
            control={form.control}
            name="usage_type_id"
            render={({ field }) => (
              <Select
                label="Used as"
                placeholder="Not given"
                clearable
                data={(usageTypes.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                error={errors.usage_type_id?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="add-material-usage"
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="add-material-submit">
              Add material
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
