import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { useCompliance } from "../features/compliance/api/get-compliances";
import { createResource } from "../features/resources/api/create-resource";
import { UploadDropzone } from "../features/resources/components/upload-dropzone";
import type { RenderEvidenceUpload } from "../features/uflpa-questionnaire/components/uflpa-question-field";
import { UflpaQuestionnaireForm } from "../features/uflpa-questionnaire/components/uflpa-questionnaire-form";
import { usePermissions } from "../lib/use-permissions";

/** An evidence file, uploaded to the vendor's own workspace through the resources feature's dropzone. */
const renderEvidenceUpload: RenderEvidenceUpload = (onUploaded) => (
  <UploadDropzone
    kind="general"
    label="Attach evidence"
    announce={(file) =>
      createResource({ file_name: file.name, content_type: file.type || undefined, size: file.size })
    }
    onUploaded={(resource) => onUploaded({ id: resource.id, fileName: resource.file_name })}
  />
);

/**
 * The UFLPA questionnaire of one customer relationship, with its evidence uploads, on this page (the
 * compliance section's slot, `UflpaQuestionnaireSlot` in compliance-route.tsx, only links here).
 */
export function UflpaQuestionnaireSection({ relationshipId }: { relationshipId: string }) {
  const { can } = usePermissions();
  return (
    <UflpaQuestionnaireForm
      relationshipId={relationshipId}
      canRespond={can("compliance.respond")}
      renderEvidenceUpload={renderEvidenceUpload}
    />
  );
}

/**
 * /compliance/:relationshipId/uflpa-questionnaire: the questionnaire on a page of its own (fifteen
 * questions, each maybe with files, are too long for a panel), reached from the vendor's compliance section.
 */
export function UflpaQuestionnaireRoute() {
  const { relationshipId = "" } = useParams();
  const request = useCompliance(relationshipId);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/compliance" size="sm" c="dimmed" data-testid="uflpa-back">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Compliance
        </Group>
      </Anchor>
      <Stack gap={2}>
        <Title order={1} fz="h2" style={{ overflowWrap: "anywhere" }} data-testid="uflpa-customer">
          {request.data ? `For ${request.data.customer.name}` : "Compliance"}
        </Title>
        <Text size="sm" c="dimmed">
          Your answers go to this customer only.
        </Text>
      </Stack>
      <UflpaQuestionnaireSection key={relationshipId} relationshipId={relationshipId} />
    </Stack>
  );
}
