import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { LoadState } from "../../../components/load-state";
import { PageLoader } from "../../../components/loader";
import { useContacts } from "../api/get-contacts";
import { AddContactDialog } from "./add-contact-dialog";

/**
 * The vendor profile's contacts: the relationship's people by category (the API's order: category
 * name, then last and first name), and "Add contact" for those who may change vendors.
 */
export function VendorContacts({ relationshipId, canAdd }: { relationshipId: string; canAdd: boolean }) {
  const contacts = useContacts(relationshipId);
  const [adding, setAdding] = useState(false);
  let body: React.ReactNode;
  if (contacts.isError) body = <LoadState error={contacts.error} />;
  else if (!contacts.data) body = <PageLoader />;
  else if (contacts.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No contacts yet. The vendor's people (compliance, quality, sales) show here once they are added.
      </Text>
    );
  else
    body = (
      <Stack gap="sm">
        {contacts.data.map((contact) => (
          <Group key={contact.id} gap="sm" align="flex-start" wrap="nowrap" data-testid="vendor-contact">
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {contact.category.name}
            </Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
                {contact.first_name} {contact.last_name}
              </Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {contact.email}
              </Text>
              {/* Its own line: a phone number wrapped in the middle on a phone reads as two. */}
              <Text size="sm" c="dimmed">
                {contact.phone}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  return (
    <Stack gap="md">
      {body}
      {canAdd && (
        <>
          <Group>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              data-testid="vendor-add-contact"
            >
              Add contact
            </Button>
          </Group>
          <AddContactDialog
            relationshipId={relationshipId}
            opened={adding}
            onClose={() => setAdding(false)}
          />
        </>
      )}
    </Stack>
  );
}
