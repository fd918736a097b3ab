import { Button, Checkbox, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import {
  type ResolveWarningRequest,
  type ResolveWarningType,
  type WarningNotificationWire,
  warningAttestationText,
} from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import {
  resolveWarningExplains,
  resolveWarningRequestSchema,
  useResolveWarning,
} from "../api/resolve-warning";

/** How the app lets a member upload a file here (the resources feature's dropzone): it calls `onUploaded`. */
export type RenderWarningUpload = (onUploaded: (file: { id: string; fileName: string }) => void) => ReactNode;

const typeLabels: Record<ResolveWarningType, string> = {
  reason: "Reason",
  attestation: "Attestation",
  file: "File",
};

/**
 * Resolve a warning: a reason or an attestation resolves it at once; a file sends it to processing
 * while the file is checked.
 */
export function WarningResolveDialog({
  relationshipId,
  warning,
  renderUpload,
  onClose,
}: {
  relationshipId: string;
  warning: WarningNotificationWire;
  renderUpload: RenderWarningUpload;
  onClose: () => void;
}) {
  const resolve = useResolveWarning(relationshipId);
  const [type, setType] = useState<ResolveWarningType>("reason");
  const [file, setFile] = useState<{ id: string; fileName: string } | null>(null);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: resolveWarningRequestSchema,
    defaultValues: { type: "reason", reason: "" },
    submit: (body: ResolveWarningRequest) => resolve.mutateAsync({ relationshipId, id: warning.id, body }),
    explainStatuses: resolveWarningExplains,
    warnUnsaved: false,
    onSuccess: (saved) => {
      showSuccessSnackbar(
        saved.status === "processing"
          ? "File sent: the warning resolves once it is checked"
          : "Warning resolved",
      );
      onClose();
    },
  });
  const choose = (next: ResolveWarningType) => {
    setType(next);
    form.reset(
      next === "reason"
        ? { type: next, reason: "" }
        : next === "attestation"
          ? { type: next, attestation: undefined }
          : { type: next, resource: file?.id },
    );
  };
  const errors = form.formState.errors;
  return (
    <ModalContainer opened onClose={onClose} title="Resolve warning" width="sm">
      <Form onSubmit={onSubmit} aria-label="Resolve warning" data-testid="warning-resolve-form">
        <Stack gap="md">
          {formError && <ErrorAlert>{formError}</ErrorAlert>}
          <Text size="sm">{warning.message}</Text>
          <SegmentedControl
            fullWidth
            value={type}
            onChange={(value) => choose(value as ResolveWarningType)}
            data={(["reason", "attestation", "file"] as const).map((value) => ({
              value,
              label: typeLabels[value],
            }))}
            data-testid="warning-resolve-type"
          />
          {type === "reason" && (
            <Textarea
              label="Reason"
              description="Why this warning does not need more: it stays with the vendor's history."
              required
              autosize
              minRows={3}
              {...form.register("reason")}
              error={errors.reason?.message}
              data-testid="warning-resolve-reason"
            />
          )}
          {type === "attestation" && (
            <Checkbox
              label={warningAttestationText}
              checked={form.watch("attestation") === warningAttestationText}
              onChange={(event) =>
                form.setValue(
                  "attestation",
                  event.currentTarget.checked ? warningAttestationText : undefined,
                  {
                    shouldValidate: form.formState.isSubmitted,
                  },
                )
              }
              error={errors.attestation?.message}
              data-testid="warning-resolve-attestation"
            />
          )}
          {type === "file" && (
            <Stack gap={6}>
              {renderUpload((uploaded) => {
                setFile(uploaded);
                form.setValue("resource", uploaded.id, { shouldValidate: form.formState.isSubmitted });
              })}
              {file && (
                <Text size="sm" c="dimmed" data-testid="warning-resolve-file">
                  {file.fileName} will be checked, then the warning is resolved.
                </Text>
              )}
              {errors.resource?.message && (
                <Text size="sm" c="red">
                  {errors.resource.message}
                </Text>
              )}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} data-testid="warning-resolve-submit">
              Resolve
            </Button>
          </Group>
        </Stack>
      </Form>
    </ModalContainer>
  );
}
