import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type VendorCreate, vendorCreateSchema } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { addVendorExplains, useAddVendor } from "../api/add-vendor";
import type { Option } from "../lib/vendor-filters";

/** A blank optional input is left out, not sent as "" (which its rule would refuse). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

/** The contracts schema of POST /workspaces/{id}/vendors, with blank optional inputs left out. */
const addVendorFormSchema = vendorCreateSchema.omit({ identifiers: true }).extend({
  registered_name: optional(vendorCreateSchema.shape.registered_name),
  website: optional(vendorCreateSchema.shape.website),
  contact_email: optional(vendorCreateSchema.shape.contact_email),
});

const empty = { name: "", country: "", registered_name: "", website: "", contact_email: "" };

/**
 * "Add vendor": one vendor by hand (name and country required; registered name, website and contact
 * e-mail optional), with the contracts' rules and messages. Enter does not submit (the house's Form);
 * a vendor with the same name and country already there is said above the form.
 */
export function AddVendorModal({
  workspaceId,
  opened,
  onClose,
  countries,
}: {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
  countries: Option[];
}) {
  const add = useAddVendor(workspaceId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: addVendorFormSchema,
    defaultValues: empty,
    submit: (body) => add.mutateAsync({ workspaceId, body: body as VendorCreate }),
    explainStatuses: addVendorExplains,
    onSuccess: (vendor) => {
      showSuccessSnackbar(`${vendor.name} added`);
      form.reset(empty);
      onClose();
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(empty);
    onClose();
  };

  return (
    <ModalContainer opened={opened} onClose={close} title="Add vendor" width="sm">
      <Form onSubmit={onSubmit} aria-label="Add vendor" data-testid="add-vendor-form">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The vendor starts Pending and is screened against the restricted-party lists.
          </Text>
          {formError && <ErrorAlert testId="add-vendor-error">{formError}</ErrorAlert>}
          <TextInput
            label="Vendor name"
            withAsterisk
            {...form.register("name")}
            error={errors.name?.message}
            data-testid="add-vendor-name"
          />
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label="Country"
                withAsterisk
                searchable
                data={countries}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                error={errors.country?.message}
                comboboxProps={{ withinPortal: true }}
                data-testid="add-vendor-country"
              />
            )}
          />
          <TextInput
            label="Registered name"
            {...form.register("registered_name")}
            error={errors.registered_name?.message}
            data-testid="add-vendor-registered-name"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Website"
              placeholder="https://"
              {...form.register("website")}
              error={errors.website?.message}
              data-testid="add-vendor-website"
            />
            <TextInput
              label="Contact email"
              {...form.register("contact_email")}
              error={errors.contact_email?.message}
              data-testid="add-vendor-email"
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="add-vendor-submit">
              Add vendor
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
