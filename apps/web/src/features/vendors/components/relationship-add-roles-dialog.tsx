import { Button, Group, MultiSelect, Stack } from "@mantine/core";
import { relationshipRolesAddSchema, successMessages } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useAddRelationshipRoles } from "../api/add-relationship-roles";

export interface RoleOption {
  id: string;
  role: string;
}

/** Adds supply chain roles to the relationship; each starts Pending. */
export function RelationshipAddRolesDialog({
  relationshipId,
  options,
  onClose,
}: {
  relationshipId: string;
  /** The roles it does not have yet. */
  options: RoleOption[];
  onClose: () => void;
}) {
  const add = useAddRelationshipRoles(relationshipId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: relationshipRolesAddSchema,
    defaultValues: { roles: [] },
    submit: (body) => add.mutateAsync(body),
    warnUnsaved: false,
    onSuccess: () => {
      showSuccessSnackbar(successMessages.changesSaved);
      onClose();
    },
  });
  return (
    <ModalContainer opened onClose={onClose} title="Add roles" width="sm">
      <Form onSubmit={onSubmit} aria-label="Add roles" data-testid="relationship-add-roles">
        <Stack gap="md">
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                label="Roles this vendor plays for your company"
                placeholder="Select roles"
                data={options.map((o) => ({ value: o.id, label: o.role }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={form.formState.errors.roles?.message}
                comboboxProps={{ withinPortal: true }}
                searchable
                data-testid="relationship-add-roles-select"
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="relationship-add-roles-submit">
              Add roles
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
