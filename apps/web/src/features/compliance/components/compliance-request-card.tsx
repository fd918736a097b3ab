import {
  Badge,
  Button,
  Divider,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconPlus, IconX } from "@tabler/icons-react";
import { type ComplianceWire, complianceStatusLabels, relationshipStatusLabels } from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { LoadState } from "../../../components/load-state";
import { useComplianceContacts } from "../api/compliance-contacts";
import { useComplianceDocuments } from "../api/compliance-documents";
import { ComplianceAttestation } from "./compliance-attestation";

/** What the app composes into each request: the contact form, the upload and the questionnaire. */
export interface ComplianceRequestSlots {
  /** The contact form for the categories the customer requires (the contacts feature's dialog). */
  contactForm: (props: {
    relationshipId: string;
    categories: { id: string; name: string }[];
    opened: boolean;
    onClose: () => void;
  }) => ReactNode;
  /** A document upload to this customer (the resources feature's dropzone), of a required type or none. */
  documentUpload: (relationshipId: string, documentType: string | null) => ReactNode;
  /**
   * Where the UFLPA questionnaire of this request goes (`UflpaQuestionnaireSlot`): to answer it with
   * `canRespond`, else to read it.
   */
  questionnaire: (relationshipId: string, canRespond: boolean) => ReactNode;
}

function Check({ done, children, testId }: { done: boolean; children: ReactNode; testId: string }) {
  return (
    <List.Item
      data-testid={testId}
      data-done={done}
      icon={
        <ThemeIcon size={20} radius="xl" color={done ? "teal" : "gray"} variant={done ? "filled" : "light"}>
          {done ? <IconCheck size={12} aria-label="Provided" /> : <IconX size={12} aria-label="Missing" />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

function Contacts({ relationshipId }: { relationshipId: string }) {
  const contacts = useComplianceContacts(relationshipId);
  if (contacts.isError) return <LoadState error={contacts.error} />;
  if (!contacts.data) return null;
  if (contacts.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No contacts given yet.
      </Text>
    );
  return (
    <Stack gap={6}>
      {contacts.data.map((c) => (
        <Group key={c.id} gap="xs" wrap="nowrap" align="flex-start" data-testid="compliance-contact">
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {c.category.name}
          </Badge>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {c.first_name} {c.last_name} · {c.email} · {c.phone}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Documents({ relationshipId }: { relationshipId: string }) {
  const documents = useComplianceDocuments(relationshipId);
  if (documents.isError) return <LoadState error={documents.error} />;
  // Nothing until the answer, as for contacts: "none given yet" is only said once it is known.
  if (!documents.data) return null;
  const stored = documents.data.filter((d) => d.status === "UPLOADED");
  if (stored.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No documents given yet.
      </Text>
    );
  return (
    <List size="sm" spacing={4}>
      {stored.map((d) => (
        <List.Item key={d.id} data-testid="compliance-document" style={{ overflowWrap: "anywhere" }}>
          {d.file_name}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * One customer's request: its status, the checklist of what it requires, and what the vendor gives it
 * (contacts, documents, the attestation, the UFLPA questionnaire). Only the compliance team
 * (`compliance.respond`) is offered the ways to give.
 */
export function ComplianceRequestCard({
  compliance,
  canRespond,
  slots,
}: {
  compliance: ComplianceWire;
  canRespond: boolean;
  slots: ComplianceRequestSlots;
}) {
  const [adding, setAdding] = useState(false);
  const { id, requirements } = compliance;
  // The next upload's type: the first required one still missing, until the vendor picks another.
  const [documentType, setDocumentType] = useState<string | null>(
    () => requirements.documents.find((d) => !d.provided)?.type.id ?? null,
  );
  const complete = compliance.compliance_status === "COMPLETE";
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid="compliance-request" data-id={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} fz="h3" style={{ overflowWrap: "anywhere" }} data-testid="compliance-customer">
              {compliance.customer.name}
            </Title>
            <Text size="sm" c="dimmed" data-testid="compliance-relationship-status">
              Relationship: {relationshipStatusLabels[compliance.relationship_status]}
              {compliance.proposer === "VENDOR" ? " · proposed by your company" : ""}
            </Text>
          </Stack>
          <Badge color={complete ? "teal" : "orange"} variant="light" data-testid="compliance-status">
            {complianceStatusLabels[compliance.compliance_status]}
          </Badge>
        </Group>

        <Stack gap="xs">
          <Title order={3} fz="sm">
            What {compliance.customer.name} requires
          </Title>
          <List spacing={6} size="sm" data-testid="compliance-requirements">
            {requirements.contacts.map((r) => (
              <Check key={r.category.id} done={r.provided} testId="compliance-requirement">
                A contact in {r.category.name}
              </Check>
            ))}
            {requirements.documents.map((r) => (
              <Check key={r.type.id} done={r.provided} testId="compliance-requirement">
                A document: {r.type.name}
                {r.type.description && (
                  <Text span size="sm" c="dimmed">
                    {" "}
                    ({r.type.description})
                  </Text>
                )}
              </Check>
            ))}
            <Check done={requirements.attestation !== null} testId="compliance-requirement">
              The truthful-information attestation
            </Check>
          </List>
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Contacts
          </Title>
          <Contacts relationshipId={id} />
          {/* A contact is given in a category the customer asks for: none asked, nothing to add. */}
          {canRespond && requirements.contacts.length > 0 && (
            <>
              <Button
                variant="default"
                size="sm"
                w="fit-content"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
                data-testid="compliance-add-contact"
              >
                Add contact
              </Button>
              {slots.contactForm({
                relationshipId: id,
                categories: requirements.contacts.map((r) => r.category),
                opened: adding,
                onClose: () => setAdding(false),
              })}
            </>
          )}
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Documents
          </Title>
          <Documents relationshipId={id} />
          {canRespond && requirements.documents.length > 0 && (
            <Select
              label="Document type"
              data={[
                ...requirements.documents.map((r) => ({ value: r.type.id, label: r.type.name })),
                { value: "", label: "Another document" },
              ]}
              value={documentType ?? ""}
              onChange={(value) => setDocumentType(value || null)}
              allowDeselect={false}
              maw={360}
              data-testid="compliance-document-type"
            />
          )}
          {canRespond && slots.documentUpload(id, documentType)}
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="sm">
            Attestation
          </Title>
          <ComplianceAttestation
            relationshipId={id}
            attestation={requirements.attestation}
            canRespond={canRespond}
          />
        </Stack>

        <Divider />
        <Stack gap="xs">
          <Title order={3} fz="sm">
            UFLPA questionnaire
          </Title>
          {slots.questionnaire(id, canRespond)}
        </Stack>
      </Stack>
    </Paper>
  );
}
