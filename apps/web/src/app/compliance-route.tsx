import { Button } from "@mantine/core";
import { IconClipboardList } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useAddComplianceContact } from "../features/compliance/api/compliance-contacts";
import {
  announceComplianceDocument,
  completeComplianceDocument,
} from "../features/compliance/api/compliance-documents";
import { compliancesQueryKey } from "../features/compliance/api/get-compliances";
import type { ComplianceRequestSlots } from "../features/compliance/components/compliance-request-card";
import { ComplianceSection } from "../features/compliance/components/compliance-section";
import { ContactDialog } from "../features/contacts/components/add-contact-dialog";
import { useSupplyChainRoles } from "../features/entities/api/supply-chain-roles";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import { ProposeToCustomerDialog } from "../features/vendor-proposals/components/propose-to-customer-dialog";

/**
 * The UFLPA questionnaire's place in a customer request: the questionnaire has a page of its own
 * (/compliance/:relationshipId/uflpa-questionnaire, the uflpa-questionnaire feature), opened from here;
 * a member who may not answer it (`canRespond` false) finds it there read-only, and the link says so.
 */
export function UflpaQuestionnaireSlot({
  relationshipId,
  canRespond,
}: {
  relationshipId: string;
  canRespond: boolean;
}) {
  return (
    <Button
      component={Link}
      to={`/compliance/${encodeURIComponent(relationshipId)}/uflpa-questionnaire`}
      variant="light"
      w="fit-content"
      leftSection={<IconClipboardList size={16} aria-hidden />}
      data-testid="compliance-uflpa-link"
    >
      {canRespond ? "Open the UFLPA questionnaire" : "View the UFLPA questionnaire"}
    </Button>
  );
}

function VendorContactDialog(props: Parameters<ComplianceRequestSlots["contactForm"]>[0]) {
  const add = useAddComplianceContact();
  return (
    <ContactDialog
      opened={props.opened}
      onClose={props.onClose}
      categories={props.categories}
      submit={(body) => add.mutateAsync({ relationshipId: props.relationshipId, body })}
    />
  );
}

/** A document for one customer; once stored, the request's documents and status are read again. */
function DocumentUpload({
  relationshipId,
  documentType,
}: {
  relationshipId: string;
  documentType: string | null;
}) {
  const client = useQueryClient();
  return (
    <UploadDropzone
      kind="compliance_document"
      label="Upload a document for this customer"
      announce={(file) => announceComplianceDocument(relationshipId, file, documentType)}
      complete={(id) => completeComplianceDocument(relationshipId, id)}
      onUploaded={() => void client.invalidateQueries({ queryKey: compliancesQueryKey })}
    />
  );
}

const slots: ComplianceRequestSlots = {
  contactForm: (props) => <VendorContactDialog {...props} />,
  documentUpload: (relationshipId, documentType) => (
    <DocumentUpload relationshipId={relationshipId} documentType={documentType} />
  ),
  questionnaire: (relationshipId, canRespond) => (
    <UflpaQuestionnaireSlot relationshipId={relationshipId} canRespond={canRespond} />
  ),
};

/** "Propose to a customer": the dialog with the supply chain roles; the new request is listed at once. */
function ProposeToCustomer() {
  const [open, setOpen] = useState(false);
  const roles = useSupplyChainRoles();
  const client = useQueryClient();
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="compliance-propose">
        Propose to a customer
      </Button>
      {open && (
        <ProposeToCustomerDialog
          options={roles.data?.results.map((r) => ({ id: r.id, role: r.role })) ?? []}
          onClose={() => setOpen(false)}
          onProposed={() => void client.invalidateQueries({ queryKey: compliancesQueryKey })}
        />
      )}
    </>
  );
}

/**
 * /compliance: the vendor's compliance section, composed with the contact form, uploads and
 * questionnaire, and the proposal of the company to a customer.
 */
export function ComplianceRoute() {
  return <ComplianceSection slots={slots} actions={<ProposeToCustomer />} />;
}
