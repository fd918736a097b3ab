import { Button, Checkbox, Group, SimpleGrid, Stack } from "@mantine/core";
import { type EntityWire, successMessages, supplyChainRolesSchema } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useSetSupplyChainRoles, useSupplyChainRoles } from "../api/supply-chain-roles";

/** At least one role (spec section 5: "Please select at least one role"). */
export const supplyChainRolesFormSchema = z.object({ roles: supplyChainRolesSchema });

export interface SupplyChainRolesInputProps {
  /** The chosen role ids. */
  value: string[];
  onChange: (roles: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The supply chain roles to choose from (GET /supply-chain-roles), each with its description: the one
 * input for an entity's roles, in a form of its own (`SupplyChainRolesForm`) or in a larger one.
 */
export function SupplyChainRolesInput({ value, onChange, error, disabled }: SupplyChainRolesInputProps) {
  const roles = useSupplyChainRoles();
  if (!roles.data) return <LoadState error={roles.error} />;
  return (
    <Checkbox.Group
      value={value}
      onChange={onChange}
      error={error}
      label="Your company's roles in the supply chain"
      description="Choose every role that applies."
      withAsterisk
      data-testid="supply-chain-roles"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" mt="xs" mb={error ? "xs" : 0}>
        {roles.data.results.map((role) => (
          <Checkbox
            key={role.id}
            value={role.id}
            disabled={disabled}
            label={role.role}
            description={role.description}
            data-testid={`supply-chain-role-${role.id}`}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

export interface SupplyChainRolesFormProps {
  entity: EntityWire;
  editable: boolean;
  submitLabel?: string;
  onSaved?: () => void;
  /** Where the save button goes (the wizard's Back and Skip around it); a right-aligned row by default. */
  footer?: (primary: ReactNode) => ReactNode;
}

/**
 * The entity's supply chain roles saved as a whole (POST /entity/supply-chain-roles: the server keeps
 * the assignments whose role stays, adds and removes the rest).
 */
export function SupplyChainRolesForm({
  entity,
  editable,
  submitLabel = "Save roles",
  onSaved,
  footer,
}: SupplyChainRolesFormProps) {
  const save = useSetSupplyChainRoles(entity.id);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: supplyChainRolesFormSchema,
    defaultValues: { roles: entity.roles.map((assignment) => assignment.role.id) },
    submit: (values) => save.mutateAsync(values.roles),
    onSuccess: () => {
      showSuccessSnackbar(successMessages.changesSaved);
      onSaved?.();
    },
    warnUnsaved: editable,
  });
  const primary = (
    <Button type="submit" loading={submitting} data-testid="supply-chain-roles-save">
      {submitLabel}
    </Button>
  );

  return (
    <Form onSubmit={onSubmit} aria-label="Supply chain roles" data-testid="supply-chain-roles-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="supply-chain-roles-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <SupplyChainRolesInput
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={form.formState.errors.roles?.message}
              disabled={!editable || submitting}
            />
          )}
        />
        {editable && (footer ? footer(primary) : <Group justify="flex-end">{primary}</Group>)}
      </Stack>
    </Form>
  );
}
