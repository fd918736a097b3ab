import { Badge, Group, Stack, Text } from "@mantine/core";
import { type EntityDetailPart, type EntityWire, entityStatusLabels } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { usePermissions } from "../../../lib/use-permissions";
import { useEntity } from "../api/get-entity";
import { AttestationsForm } from "./attestations-field";
import { EntityDetailsForm } from "./entity-details-form";
import { SupplyChainRolesForm } from "./supply-chain-roles-field";

/** What completeness still asks for, in the words of the form. */
const detailPartLabels: Record<EntityDetailPart, string> = {
  registered_name: "registered name",
  registered_jurisdiction: "registered jurisdiction",
  entity_type: "entity type",
  supply_chain_roles: "supply chain roles",
  attestations: "both attestations",
};

function EntityStatus({ entity }: { entity: EntityWire }) {
  const validated = entity.status === "VALIDATED";
  const missing = entity.details_missing;
  return (
    <Stack gap="xs" data-testid="entity-status">
      <Group gap="sm">
        <Badge color={validated ? "green" : "yellow"} variant="light" data-testid="entity-status-badge">
          {entityStatusLabels[entity.status]}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="entity-status-reason">
          {entity.status_reason ?? (validated ? "Validated" : "Not checked yet")}
        </Text>
      </Group>
      <Text size="sm" data-testid="entity-details-missing">
        {missing.length === 0
          ? "The company's details are complete."
          : `Still needed: ${missing.map((part) => detailPartLabels[part]).join(", ")}.`}
      </Text>
    </Stack>
  );
}

/**
 * Settings → Entities (spec section 2): the workspace's own company, its status, registration details,
 * supply chain roles and attestations. Admins change them (workspace settings); other members read them.
 */
export function EntitySettings({ entityId }: { entityId: string }) {
  const entity = useEntity(entityId);
  const { can } = usePermissions();
  const editable = can("workspace.update");
  if (!entity.data) return <LoadState error={entity.error} />;
  const data = entity.data;

  return (
    <Stack gap="lg" data-testid="entities-section">
      <SettingsCard
        title={data.registered_name || data.brand_name}
        description="Your company. Its status says whether its registration could be checked."
        testId="entity-status-card"
      >
        <EntityStatus entity={data} />
      </SettingsCard>
      <SettingsCard
        title="Registration details"
        description={editable ? undefined : "Only an Admin can change your company's details."}
      >
        <EntityDetailsForm entity={data} editable={editable} />
      </SettingsCard>
      <SettingsCard title="Supply chain roles" description="What your company does in the supply chain.">
        <SupplyChainRolesForm entity={data} editable={editable} />
      </SettingsCard>
      <SettingsCard
        title="Attestations"
        description="An officer of the company attests these statements. Each attestation is kept with who made it and when."
      >
        <AttestationsForm entity={data} editable={editable} />
      </SettingsCard>
    </Stack>
  );
}
