import { List, Stack, Text } from "@mantine/core";
import { moreSuccessMessages, type RelationshipTerminationPreview } from "@tierline/contracts";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { ErrorAlert } from "../../../components/error-alert";
import { PageLoader } from "../../../components/loader";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { errorText } from "../../../lib/form-errors";
import { useRelationshipTermination } from "../api/get-relationship-termination";
import { useTerminateRelationship } from "../api/terminate-relationship";

/**
 * Terminating the whole relationship: the confirmation names what will be deleted (read fresh from
 * GET /entity-relationships/{id}/terminate), and says the vendor must be re-invited.
 */
export function RelationshipTerminateDialog({
  relationshipId,
  onClose,
}: {
  relationshipId: string;
  onClose: () => void;
}) {
  const preview = useRelationshipTermination(relationshipId, true);
  const terminate = useTerminateRelationship(relationshipId);
  const data = preview.data;
  return (
    <ConfirmDialog
      opened
      title="Terminate the whole relationship?"
      confirmLabel="Terminate and delete"
      destructive
      loading={terminate.isPending}
      onCancel={onClose}
      onConfirm={() =>
        terminate.mutate(undefined, {
          onSuccess: () => {
            showSuccessSnackbar(moreSuccessMessages.relationshipTerminated);
            onClose();
          },
        })
      }
    >
      {!data ? (
        preview.isError ? (
          <ErrorAlert>{errorText(preview.error)}</ErrorAlert>
        ) : (
          <PageLoader />
        )
      ) : (
        <Stack gap="sm" data-testid="relationship-terminate-preview">
          <Text size="sm">
            {data.vendor} and everything it shared with your company will be deleted. The vendor must be
            re-invited and resubmit everything. It stays in your list as Past Vendor, with its history.
          </Text>
          <Text size="sm" fw={600}>
            Deleted:
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {data.roles.length === 0
                ? "No roles"
                : `Roles: ${data.roles.map((r) => r.role).join(", ")} (with their dates, causes and attestations)`}
            </List.Item>
            <List.Item>
              {data.imported_details.length === 0
                ? "No imported details"
                : `Imported details: ${data.imported_details.join(", ").replaceAll("_", " ")}`}
            </List.Item>
            <List.Item>
              {data.resources.length === 0
                ? "No files"
                : `Files: ${data.resources.map((r) => r.file_name).join(", ")}`}
            </List.Item>
            <List.Item>The vendor's locations, supply chain roles and attestations</List.Item>
            <VendorShareItems share={data.vendor_share} />
          </List>
        </Stack>
      )}
    </ConfirmDialog>
  );
}

/** What the vendor's own company shared through its compliance section, and its link, when there is any. */
function VendorShareItems({ share }: { share: RelationshipTerminationPreview["vendor_share"] }) {
  const given = [
    share.questionnaire_responses > 0 && `${share.questionnaire_responses} UFLPA questionnaire response(s)`,
    share.contacts > 0 && `${share.contacts} contact(s)`,
    share.compliance_attestations > 0 && `${share.compliance_attestations} attestation(s)`,
  ].filter(Boolean);
  return (
    <>
      {share.linked && (
        <List.Item data-testid="relationship-terminate-unlink">
          The vendor's link to your company: it loses its compliance section here
          {given.length > 0 ? `, with what it gave: ${given.join(", ")}` : ""}
        </List.Item>
      )}
      {share.open_invitations > 0 && (
        <List.Item data-testid="relationship-terminate-invitations">
          The open invitation (revoked: its link stops working)
        </List.Item>
      )}
    </>
  );
}
