import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  type EntityLocationWire,
  entityStatusLabels,
  locationIdentifierTypeLabels,
  locationTypeLabels,
} from "@tierline/contracts";
import type { ReactNode } from "react";
import { LoadState } from "../components/load-state";
import { PageLoader } from "../components/loader";
import { Detail } from "../components/settings-card";
import { VendorContacts } from "../features/contacts/components/vendor-contacts";
import { useEntity } from "../features/entities/api/get-entity";
import { useLocations } from "../features/locations/api/get-locations";
import { useVendorDocuments } from "../features/vendors/api/get-vendor-documents";
import { useVendorImportedDetails } from "../features/vendors/api/get-vendor-imported-details";
import { formatDate } from "../lib/format";
import { usePermissions } from "../lib/use-permissions";

/**
 * The vendor profile's Details tab, composed by the app from four features' calls: the vendor's
 * entity (GET /entities/{id}), its locations with their identifiers (GET /entities/{id}/locations),
 * the relationship's contacts (GET /entities/relationships/{id}/contacts), and the relationship's
 * documents (GET /entity-relationships/{id}/resources).
 */

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Title order={2} fz="h5" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const none = (text: string) => (
  <Text size="sm" c="dimmed">
    {text}
  </Text>
);

const dash = (value: string | null | undefined) => (value && value.length > 0 ? value : "—");

function locationLine(location: EntityLocationWire): string {
  if (location.type === "online") return location.web_url ?? "";
  return [location.address, location.city, location.state_name, location.postal_code, location.country_name]
    .filter(Boolean)
    .join(", ");
}

function Locations({ entityId, relationshipId }: { entityId: string; relationshipId: string }) {
  const imported = useVendorImportedDetails(relationshipId).data?.imported ?? null;
  const page = { page: 1, page_size: 100 } as const;
  const retail = useLocations(entityId, { type: "retail", ...page });
  const online = useLocations(entityId, { type: "online", ...page });
  const logistics = useLocations(entityId, { type: "logistics", ...page });
  const lists = [retail, online, logistics];
  const failed = lists.find((list) => list.isError);
  if (failed) return <LoadState error={failed.error} />;
  if (lists.some((list) => !list.data)) return <PageLoader />;
  const locations = lists.flatMap((list) => list.data?.results ?? []);
  const identifiers = locations.flatMap((location) => location.identifiers);
  const importedIdentifier =
    imported?.identifier_number != null
      ? { type: imported.identifier_type ?? "Identifier", number: imported.identifier_number }
      : null;
  return (
    <>
      <Section title="Locations" testId="vendor-locations">
        {locations.length === 0 ? (
          none("No locations yet. The vendor's sites, shops and warehouses show here once they are added.")
        ) : (
          <Stack gap="sm">
            {locations.map((location) => (
              <Group key={location.id} gap="sm" wrap="nowrap" align="flex-start">
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {locationTypeLabels[location.type]}
                </Badge>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {locationLine(location) || "—"}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Identifiers" testId="vendor-identifiers">
        {identifiers.length === 0 && !importedIdentifier ? (
          none(
            "No identifiers yet. An LEI, D-U-N-S, EIN or other number tells this vendor apart from namesakes.",
          )
        ) : (
          <Stack gap={6}>
            {identifiers.map((identifier) => (
              <Group key={identifier.id} gap="sm">
                <Text size="sm" fw={600} w={90}>
                  {locationIdentifierTypeLabels[identifier.type]}
                </Text>
                <Text size="sm" ff="monospace">
                  {identifier.number}
                </Text>
              </Group>
            ))}
            {importedIdentifier && (
              <Group gap="sm">
                <Text size="sm" fw={600} w={90}>
                  {importedIdentifier.type}
                </Text>
                <Text size="sm" ff="monospace">
                  {importedIdentifier.number}
                </Text>
                <Text size="xs" c="dimmed">
                  from the vendor list
                </Text>
              </Group>
            )}
          </Stack>
        )}
      </Section>
    </>
  );
}

/** What the vendor list said about the vendor (address, contact), when it was imported. */
function ImportedDetails({ relationshipId }: { relationshipId: string }) {
  const details = useVendorImportedDetails(relationshipId);
  const imported = details.data?.imported;
  if (!imported) return null;
  const address = [imported.address, imported.city, imported.state, imported.postal_code]
    .filter(Boolean)
    .join(", ");
  return (
    <Section title="From the vendor list" testId="vendor-imported-details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Detail label="Address">{dash(address)}</Detail>
        <Detail label="Contact">{dash(imported.contact_name)}</Detail>
        <Detail label="Phone">{dash(imported.phone)}</Detail>
        {details.data?.import_row != null && (
          <Detail label="Row of the file">{details.data.import_row}</Detail>
        )}
      </SimpleGrid>
    </Section>
  );
}

function Documents({ relationshipId }: { relationshipId: string }) {
  const documents = useVendorDocuments(relationshipId);
  return (
    <Section title="Documents" testId="vendor-documents">
      {documents.isError ? (
        <LoadState error={documents.error} />
      ) : !documents.data ? (
        <PageLoader />
      ) : documents.data.length === 0 ? (
        none("No documents yet. Files linked to this vendor (certificates, contracts, evidence) show here.")
      ) : (
        <Stack gap={6}>
          {documents.data.map((document) => (
            <Group key={document.id} justify="space-between" gap="sm">
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {document.file_name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(document.created)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Section>
  );
}

export function VendorDetailsTab({ relationshipId, entityId }: { relationshipId: string; entityId: string }) {
  const entity = useEntity(entityId);
  const canAddContacts = usePermissions().can("vendors.write");
  if (!entity.data) return entity.isError ? <LoadState error={entity.error} /> : <PageLoader />;
  const e = entity.data;
  const jurisdiction = e.registered_jurisdiction
    ? [e.registered_jurisdiction.name, e.registered_jurisdiction.parent?.name].filter(Boolean).join(", ")
    : null;
  return (
    <Stack gap="lg" data-testid="vendor-details-tab">
      <Section title="Entity" testId="vendor-entity">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label="Name">{e.brand_name}</Detail>
          <Detail label="Verification">
            <Group gap={6}>
              <Badge variant="light" color={e.status === "VALIDATED" ? "teal" : "gray"}>
                {entityStatusLabels[e.status]}
              </Badge>
              {e.status_reason && (
                <Text size="xs" c="dimmed">
                  {e.status_reason}
                </Text>
              )}
            </Group>
          </Detail>
          <Detail label="Website">{dash(e.entity_website)}</Detail>
          <Detail label="Contact email">{dash(e.contact_email)}</Detail>
        </SimpleGrid>
      </Section>
      <Section title="Registered data" testId="vendor-registered-data">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Detail label="Registered name" testId="vendor-registered-name">
            {dash(e.registered_name)}
          </Detail>
          <Detail label="Registered jurisdiction">{dash(jurisdiction)}</Detail>
          <Detail label="Entity type">{dash(e.entity_type?.name)}</Detail>
          <Detail label="Registered date">{e.registered_date ? formatDate(e.registered_date) : "—"}</Detail>
          <Detail label="Trade names (DBA)">{dash(e.dba_names.join(", "))}</Detail>
          <Detail label="Other names">{dash(e.additional_entity_names.join(", "))}</Detail>
        </SimpleGrid>
      </Section>
      <ImportedDetails relationshipId={relationshipId} />
      <Locations entityId={entityId} relationshipId={relationshipId} />
      <Section title="Contacts" testId="vendor-contacts">
        <VendorContacts relationshipId={relationshipId} canAdd={canAddContacts} />
      </Section>
      <Documents relationshipId={relationshipId} />
    </Stack>
  );
}
