import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { type EntityWire, successMessages, supplyChainRolesSchema } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useSetSupplyChainRoles, useSupplyChainRoles } from "../api/supply-chain-roles";

/** At least one role (spec section 5: "Please select at least one role"). */
const rolesFormSchema = z.object({ roles: supplyChainRolesSchema });

export interface SupplyChainRolesFieldProps {
  entity: EntityWire;
  editable: boolean;
  submitLabel?: string;
  onSaved?: () => void;
}

/**
 * The entity's supply chain roles, chosen from the list and saved as a whole (POST
 * /entity/supply-chain-roles: the server keeps the assignments whose role stays, adds and removes the
 * rest). Used in Settings → Entities and in the onboarding wizard.
 */
export function SupplyChainRolesField({
  entity,
  editable,
  submitLabel = "Save roles",
  onSaved,
}: SupplyChainRolesFieldProps) {
  const roles = useSupplyChainRoles();
  const save = useSetSupplyChainRoles(entity.id);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: rolesFormSchema,
    defaultValues: { roles: entity.roles.map((assignment) => assignment.role.id) },
    submit: (values) => save.mutateAsync(values.roles),
    onSuccess: () => {
      showSuccessSnackbar(successMessages.changesSaved);
      onSaved?.();
    },
    warnUnsaved: editable,
  });
  if (!roles.data) return <LoadState error={roles.error} />;
  const error = form.formState.errors.roles?.message;

  return (
    <Form onSubmit={onSubmit} aria-label="Supply chain roles" data-testid="supply-chain-roles-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="supply-chain-roles-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <Checkbox.Group
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={error}
              label="Your company's roles in the supply chain"
              description="Choose every role that applies; vendors see the requirements of each."
              withAsterisk
              readOnly={!editable}
              data-testid="supply-chain-roles"
            >
              <SimpleGrid
                cols={{ base: 1, sm: 2 }}
                spacing="sm"
                verticalSpacing="sm"
                mt="xs"
                mb={error ? "xs" : 0}
              >
                {roles.data.results.map((role) => (
                  <Checkbox
                    key={role.id}
                    value={role.id}
                    disabled={!editable || submitting}
                    label={role.role}
                    description={role.description}
                    data-testid={`supply-chain-role-${role.id}`}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        {!editable && entity.roles.length === 0 && (
          <Text size="sm" c="dimmed">
            No roles chosen yet.
          </Text>
        )}
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} data-testid="supply-chain-roles-save">
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}
