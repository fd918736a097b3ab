import { Stack, Text } from "@mantine/core";
import { LoadState } from "../components/load-state";
import { useEntity } from "../features/entities/api/get-entity";
import { EntityDetailsForm } from "../features/entities/components/entity-details-form";
import { RolesAndAttestationsForm } from "../features/entities/components/roles-and-attestations-form";
import type { OnboardingStepBodyProps } from "../features/onboarding/components/onboarding-wizard";

/**
 * The wizard's company steps, composed from the entities feature: the same forms as Settings →
 * Entities, so the house has one entity details form.
 */

/** Step 2: the company's registered name, jurisdiction, entity type, date, names and website. */
export function EntityInformationStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const entity = useEntity(state.entity);
  if (!entity.data) return <LoadState error={entity.error} />;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Your company as it is registered. Tierline uses these details to validate your company and to screen
        your vendors.
      </Text>
      <EntityDetailsForm
        entity={entity.data}
        editable
        submitLabel="Save and continue"
        onSaved={() => onDone()}
        footer={footer}
      />
    </Stack>
  );
}

/** Step 3: the company's supply chain roles, and its officer's onboarding attestations (claim type OB). */
export function SupplyChainRolesStep({ state, onDone, footer }: OnboardingStepBodyProps) {
  const entity = useEntity(state.entity);
  if (!entity.data) return <LoadState error={entity.error} />;
  return (
    <RolesAndAttestationsForm
      entity={entity.data}
      submitLabel="Save and continue"
      onSaved={() => onDone()}
      footer={footer}
    />
  );
}
