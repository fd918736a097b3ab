import { Button, Stack, Text } from "@mantine/core";
import { type AttestationClaim, type EntityWire, successMessages } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { useAttest, useOnboardingClaims } from "../api/attestations";
import { useSetSupplyChainRoles } from "../api/supply-chain-roles";
import { AttestationsInput, attestedClaimsSchema } from "./attestations-field";
import { SupplyChainRolesInput, supplyChainRolesFormSchema } from "./supply-chain-roles-field";

export interface RolesAndAttestationsFormProps {
  entity: EntityWire;
  submitLabel: string;
  onSaved: () => Promise<void>;
  /** The wizard's Back and Skip around the submit button. */
  footer: (primary: ReactNode) => ReactNode;
}

/**
 * The onboarding wizard's step 3 (spec: "supply chain roles and attestations"): the same roles and
 * attestations inputs as Settings → Entities, in one form with one button. The roles are saved first
 * (the diff call), then every confirmed claim is attested.
 */
export function RolesAndAttestationsForm(props: RolesAndAttestationsFormProps) {
  const claims = useOnboardingClaims();
  if (!claims.data) return <LoadState error={claims.error} />;
  return <CombinedForm {...props} claims={claims.data.results} />;
}

function CombinedForm({
  entity,
  submitLabel,
  onSaved,
  footer,
  claims,
}: RolesAndAttestationsFormProps & { claims: AttestationClaim[] }) {
  const saveRoles = useSetSupplyChainRoles(entity.id);
  const attest = useAttest(entity.id);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: supplyChainRolesFormSchema.extend({ claims: attestedClaimsSchema(claims) }),
    defaultValues: { roles: entity.roles.map((assignment) => assignment.role.id), claims: [] as string[] },
    submit: async (values) => {
      await saveRoles.mutateAsync(values.roles);
      await attest.mutateAsync(values.claims);
    },
    onSuccess: async () => {
      showSuccessSnackbar(successMessages.changesSaved);
      await onSaved();
    },
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
            <SupplyChainRolesInput
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              error={errors.roles?.message}
              disabled={submitting}
            />
          )}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            As an officer of the company, you confirm:
          </Text>
          <Controller
            control={form.control}
            name="claims"
            render={({ field }) => (
              <AttestationsInput
                entity={entity}
                claims={claims}
                value={field.value}
                onChange={field.onChange}
                error={errors.claims?.message}
                editable
                disabled={submitting}
              />
            )}
          />
          <Text size="xs" c="dimmed">
            Each confirmation is recorded with your name, the time and the statement's text.
          </Text>
        </Stack>
        {footer(
          <Button type="submit" loading={submitting} data-testid="roles-submit">
            {submitLabel}
          </Button>,
        )}
      </Stack>
    </Form>
  );
}
