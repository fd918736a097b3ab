import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type ContactWire, type CreateContactRequest, createContactRequestSchema } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { addContactExplains, useAddContact } from "../api/add-contact";
import { useContactCategories } from "../api/get-contact-categories";

const empty: CreateContactRequest = { category: "", first_name: "", last_name: "", email: "", phone: "" };

/**
 * "Add contact": a person at the vendor for one of the workspace's contact categories, with the
 * contracts' rules and messages (the API's field messages land under the same inputs).
 */
export function AddContactDialog({
  relationshipId,
  opened,
  onClose,
}: {
  relationshipId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const categories = useContactCategories();
  const add = useAddContact(relationshipId);
  return (
    <ContactDialog
      opened={opened}
      onClose={onClose}
      categories={categories.data ?? []}
      submit={(body) => add.mutateAsync({ relationshipId, body })}
    />
  );
}

/**
 * The contact form in its dialog, for whoever adds: the customer's member on the vendor profile, or the
 * vendor's own user in its compliance section (the categories the customer requires, its own call).
 * Bad input (400) is explained under the inputs.
 */
export function ContactDialog({
  opened,
  onClose,
  categories,
  submit,
}: {
  opened: boolean;
  onClose: () => void;
  categories: { id: string; name: string }[];
  submit: (body: CreateContactRequest) => Promise<ContactWire>;
}) {
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: createContactRequestSchema,
    defaultValues: empty,
    submit,
    explainStatuses: addContactExplains,
    onSuccess: (contact) => {
      showSuccessSnackbar(`${contact.first_name} ${contact.last_name} added`);
      form.reset(empty);
      onClose();
    },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(empty);
    onClose();
  };
  const options = categories.map((c) => ({ value: c.id, label: c.name }));

  return (
    <ModalContainer opened={opened} onClose={close} title="Add contact" width="sm">
      <Form onSubmit={onSubmit} aria-label="Add contact" data-testid="add-contact-form">
        <Stack gap="md">
          {formError && <ErrorAlert testId="add-contact-error">{formError}</ErrorAlert>}
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Select
                label="Category"
                withAsterisk
                data={options}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? "")}
                onBlur={field.onBlur}
                error={errors.category?.message}
                nothingFoundMessage="No categories yet: add them in Settings, Procurement"
                comboboxProps={{ withinPortal: true }}
                data-testid="add-contact-category"
              />
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="First name"
              withAsterisk
              {...form.register("first_name")}
              error={errors.first_name?.message}
              data-testid="add-contact-first-name"
            />
            <TextInput
              label="Last name"
              withAsterisk
              {...form.register("last_name")}
              error={errors.last_name?.message}
              data-testid="add-contact-last-name"
            />
          </SimpleGrid>
          <TextInput
            label="Email"
            withAsterisk
            {...form.register("email")}
            error={errors.email?.message}
            data-testid="add-contact-email"
          />
          <TextInput
            label="Phone"
            withAsterisk
            {...form.register("phone")}
            error={errors.phone?.message}
            data-testid="add-contact-phone"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="add-contact-submit">
              Add contact
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
