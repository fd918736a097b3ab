import { Alert } from "@mantine/core";
import { IconAddressBook } from "@tabler/icons-react";
import { vendorActionLabels } from "@tierline/contracts";
import { useMissingContacts } from "../api/get-missing-contacts";

/**
 * The vendor profile's "Contact missing" action: the contact categories required of the vendor (by the
 * workspace or for this vendor) that it has no contact in. Nothing shows while none is missing, or when
 * the read fails (the profile's other parts say so already).
 */
export function MissingContactsAction({ relationshipId }: { relationshipId: string }) {
  const missing = useMissingContacts(relationshipId);
  const categories = missing.data?.categories ?? [];
  if (categories.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAddressBook size={18} aria-hidden />}
      title={vendorActionLabels.contact_missing}
      data-testid="vendor-contact-missing"
    >
      Add a contact for {categories.map((c) => c.name).join(", ")}.
    </Alert>
  );
}
