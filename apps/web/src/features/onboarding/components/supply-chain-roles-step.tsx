import { Button, Checkbox, MultiSelect, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type AttestationClaim,
  type EntityWire,
  fieldMessages,
  type SupplyChainRole,
  supplyChainRolesSchema,
} from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { useApiForm } from "../../../lib/use-api-form";
import { createAttestationsMutationOptions } from "../api/create-attestations";
import { useOnboardingClaims } from "../api/get-attestation-claims";
import { entityQueryKey, useEntity } from "../api/get-entity";
import { useSupplyChainRoles } from "../api/get-supply-chain-roles";
import { saveSupplyChainRolesMutationOptions } from "../api/save-supply-chain-roles";
import type { OnboardingStepBodyProps } from "./onboarding-wizard";

/** At least one role ("Please select at least one role"), and every statement confirmed. */
const rolesFormSchema = (claims: AttestationClaim[]) =>
  z.object({
    roles: supplyChainRolesSchema,
    claims: z
      .array(z.string())
      .refine((checked) => claims.every((claim) => checked.includes(claim.id)), fieldMessages.claimsRequired),
  });

/** Server fields of either call, on the form's two inputs. */
const fieldOf = (field: string) =>
  field.startsWith("roles") ? "roles" : field.startsWith("claims") ? "claims" : null;

function RolesForm({
  entity,
  roles,
  claims,
  onDone,
  footer,
}: {
  entity: EntityWire;
  roles: SupplyChainRole[];
  claims: AttestationClaim[];
} & Pick<OnboardingStepBodyProps, "onDone" | "footer">) {
  const queryClient = useQueryClient();
  const saveRoles = useMutation(saveSupplyChainRolesMutationOptions());
  const attest = useMutation(createAttestationsMutationOptions());
  const attested = new Set(entity.attestations_claims.map((attestation) => attestation.claim.id));
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: rolesFormSchema(claims),
    defaultValues: {
      roles: entity.roles.map((assignment) => assignment.role.id),
      claims: claims.filter((claim) => attested.has(claim.id)).map((claim) => claim.id),
    },
    submit: async (values) => {
      await saveRoles.mutateAsync({ entity: entity.id, roles: values.roles.map((role) => ({ role })) });
      // An attestation is a record of who attested what and when: only the claims not attested yet.
      const fresh = values.claims.filter((claim) => !attested.has(claim));
      if (fresh.length > 0) await attest.mutateAsync({ entity: entity.id, claims: fresh });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: entityQueryKey(entity.id) });
      showSuccessSnackbar("Changes saved");
      await onDone();
    },
    explainStatuses: [400],
    fieldOf,
  });
  const { errors } = form.formState;

  return (
    <Form onSubmit={onSubmit} aria-label="Supply chain roles and attestations" data-testid="roles-form">
      <Stack gap="lg">
        {formError && <ErrorAlert testId="roles-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <MultiSelect
              label="Supply chain roles"
              description="What your company does in the supply chains it is part of"
              required
              searchable
              data={roles.map((role) => ({ value: role.id, label: role.role }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.roles?.message}
              comboboxProps={{ withinPortal: true }}
              data-testid="roles-select"
            />
          )}
        />
        <Controller
          control={form.control}
          name="claims"
          render={({ field }) => (
            <Checkbox.Group
              label="Attestations"
              description="As an officer of the company, you confirm:"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={errors.claims?.message}
              data-testid="claims-group"
            >
              <Stack gap="sm" mt="xs">
                {claims.map((claim) => (
                  <Paper key={claim.id} withBorder radius="sm" p="sm">
                    {/* The claim's exact text: it is what the attestation records. */}
                    <Checkbox value={claim.id} label={claim.text} data-testid={`claim-${claim.code}`} />
                  </Paper>
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Text size="xs" c="dimmed">
          Each confirmation is recorded with your name, the time and the statement's text.
        </Text>
        {footer(
          <Button type="submit" loading={submitting} data-testid="roles-submit">
            Save and continue
          </Button>,
        )}
      </Stack>
    </Form>
  );
}

/** Step 3: the company's supply chain roles, and its officer's onboarding attestations (claim type OB). */
export function SupplyChainRolesStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const entity = useEntity(state.entity);
  const roles = useSupplyChainRoles();
  const claims = useOnboardingClaims();
  const failed = entity.error ?? roles.error ?? claims.error;
  if (!entity.data || !roles.data || !claims.data) {
    return failed ? <ErrorAlert>{errorText(failed)}</ErrorAlert> : <Skeleton height={280} />;
  }
  return (
    <RolesForm entity={entity.data} roles={roles.data} claims={claims.data} onDone={onDone} footer={footer} />
  );
}
