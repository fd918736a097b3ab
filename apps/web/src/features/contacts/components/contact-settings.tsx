import { Button, Checkbox, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  type ContactCategoryWire,
  createContactCategoryRequestSchema,
  setContactRequirementsRequestSchema,
} from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { usePermissions } from "../../../lib/use-permissions";
import { addContactCategoryExplains, useAddContactCategory } from "../api/add-contact-category";
import { useContactRequirements, useSetContactRequirements } from "../api/contact-requirements";
import { useContactCategories } from "../api/get-contact-categories";

/** A new category by name; a name the workspace has already is said under the input (409). */
function AddCategoryForm() {
  const add = useAddContactCategory();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: createContactCategoryRequestSchema,
    defaultValues: { name: "" },
    submit: (body) => add.mutateAsync(body),
    explainStatuses: addContactCategoryExplains,
    onSuccess: (category) => {
      showSuccessSnackbar(`${category.name} added`);
      form.reset({ name: "" });
    },
  });
  return (
    <Form onSubmit={onSubmit} aria-label="Add contact category" data-testid="add-contact-category-form">
      <Stack gap="xs">
        {formError && <ErrorAlert testId="add-contact-category-error">{formError}</ErrorAlert>}
        <Group gap="sm" align="flex-start">
          <TextInput
            label="New category"
            placeholder="e.g. Compliance"
            style={{ flex: 1, minWidth: 0 }}
            {...form.register("name")}
            error={form.formState.errors.name?.message}
            data-testid="contact-category-name"
          />
          <Button type="submit" loading={submitting} mt={25} data-testid="contact-category-add">
            Add
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** The categories every vendor must provide a contact in: the whole ticked list is saved in one call. */
function RequiredCategoriesForm({
  entityId,
  categories,
  required,
  editable,
}: {
  entityId: string;
  categories: ContactCategoryWire[];
  required: string[];
  editable: boolean;
}) {
  const save = useSetContactRequirements(entityId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: setContactRequirementsRequestSchema,
    values: { categories: required },
    submit: (body) => save.mutateAsync({ entityId, body }),
    onSuccess: () => showSuccessSnackbar("Required contacts saved"),
  });
  if (categories.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="contact-categories-empty">
        No contact categories yet.
        {editable ? " Add one below, then tick the ones every vendor must provide." : ""}
      </Text>
    );
  return (
    <Form onSubmit={onSubmit} aria-label="Required contacts" data-testid="contact-requirements-form">
      <Stack gap="sm">
        {formError && <ErrorAlert testId="contact-requirements-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={field.onChange}
              error={form.formState.errors.categories?.message}
              label="Every vendor must provide a contact in"
            >
              <Stack gap="xs" mt="xs">
                {categories.map((category) => (
                  <Checkbox
                    key={category.id}
                    value={category.id}
                    label={category.name}
                    disabled={!editable}
                    data-testid={`contact-requirement-${category.name}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        {editable && (
          <Group>
            <Button
              type="submit"
              loading={submitting}
              disabled={!form.formState.isDirty}
              data-testid="contact-requirements-save"
            >
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}

/**
 * Settings → Procurement, contacts: the workspace's contact categories, and which of them every vendor
 * must provide (the requirements of the workspace's own entity). Roles with vendors.write change them;
 * the others read them.
 */
export function ContactSettings({ entityId }: { entityId: string }) {
  const editable = usePermissions().can("vendors.write");
  const categories = useContactCategories();
  const requirements = useContactRequirements(entityId);
  const failed = categories.error ?? requirements.error;
  return (
    <SettingsCard
      title="Vendor contacts"
      description="The kinds of contact you keep for vendors. A vendor missing a required one shows 'Contact missing' on its profile."
      testId="contact-settings"
    >
      {failed || !categories.data || !requirements.data ? (
        <LoadState error={failed} />
      ) : (
        <Stack gap="lg">
          <RequiredCategoriesForm
            entityId={entityId}
            categories={categories.data}
            required={requirements.data.categories.map((c) => c.id)}
            editable={editable}
          />
          {editable && <AddCategoryForm />}
        </Stack>
      )}
    </SettingsCard>
  );
}
