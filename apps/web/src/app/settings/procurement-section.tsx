import { Stack } from "@mantine/core";
import { LoadState } from "../../components/load-state";
import { DocumentRequirementsSettings } from "../../features/compliance/components/document-requirements-settings";
import { ContactSettings } from "../../features/contacts/components/contact-settings";
import { ProcurementWorkflowEditor } from "../../features/procurement/components/procurement-workflow-editor";
import { SupplierCodeSettings } from "../../features/vendor-proposals/components/supplier-code-settings";
import { useWorkspace } from "../../features/workspaces/api/get-workspace";
import { usePermissions } from "../../lib/use-permissions";
import { useWorkspaceId } from "../../lib/use-workspace";

/**
 * Settings → Procurement: the stages every vendor moves through and what each needs, then the contacts
 * and the documents every vendor must provide (all set on the workspace's own entity, so they apply to
 * every vendor), and the supplier code suppliers propose themselves with (for those who handle vendor
 * relationships).
 */
export function ProcurementSection() {
  const workspace = useWorkspace(useWorkspaceId());
  const { can } = usePermissions();
  return (
    <Stack gap="lg" data-testid="procurement-section">
      {workspace.data ? (
        <>
          <ProcurementWorkflowEditor entityId={workspace.data.entity.id} />
          <ContactSettings entityId={workspace.data.entity.id} />
          <DocumentRequirementsSettings entityId={workspace.data.entity.id} />
          {can("vendors.relationships") && <SupplierCodeSettings entityId={workspace.data.entity.id} />}
        </>
      ) : (
        <LoadState error={workspace.error} />
      )}
    </Stack>
  );
}
