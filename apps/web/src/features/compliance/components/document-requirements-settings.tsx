import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import {
  type DocumentTypeWire,
  documentRequirementsMax,
  setDocumentRequirementsRequestSchema,
} from "@tierline/contracts";
import { useFieldArray } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { SettingsCard } from "../../../components/settings-card";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { useApiForm } from "../../../lib/use-api-form";
import { usePermissions } from "../../../lib/use-permissions";
import { useDocumentRequirements, useSetDocumentRequirements } from "../api/document-requirements";

/** The whole list of required document types, saved in one call (a name kept keeps its uploads). */
function DocumentTypesForm({
  entityId,
  types,
  editable,
}: {
  entityId: string;
  types: DocumentTypeWire[];
  editable: boolean;
}) {
  const save = useSetDocumentRequirements(entityId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: setDocumentRequirementsRequestSchema,
    values: { types: types.map((t) => ({ name: t.name, description: t.description ?? "" })) },
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => showSuccessSnackbar("Required documents saved"),
  });
  const list = useFieldArray({ control: form.control, name: "types", keyName: "key" });
  const errors = form.formState.errors.types;
  return (
    <Form onSubmit={onSubmit} aria-label="Required documents" data-testid="document-requirements-form">
      <Stack gap="sm">
        {formError && <ErrorAlert testId="document-requirements-error">{formError}</ErrorAlert>}
        {errors?.message && (
          <ErrorAlert testId="document-requirements-list-error">{errors.message}</ErrorAlert>
        )}
        {list.fields.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="document-requirements-empty">
            No documents required: any document a vendor gives counts as provided.
          </Text>
        )}
        {list.fields.map((field, index) => (
          <Paper key={field.key} withBorder p="sm" data-testid="document-type">
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label="Document"
                placeholder="e.g. Insurance certificate"
                style={{ flex: "1 1 14rem", minWidth: 0 }}
                readOnly={!editable}
                {...form.register(`types.${index}.name`)}
                error={errors?.[index]?.name?.message}
                data-testid="document-type-name"
              />
              <TextInput
                label="Description (optional)"
                style={{ flex: "2 1 18rem", minWidth: 0 }}
                readOnly={!editable}
                {...form.register(`types.${index}.description`)}
                error={errors?.[index]?.description?.message}
                data-testid="document-type-description"
              />
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove ${field.name || "document type"}`}
                  onClick={() => list.remove(index)}
                  data-testid="document-type-remove"
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          </Paper>
        ))}
        {editable && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={list.fields.length >= documentRequirementsMax}
              onClick={() => list.append({ name: "", description: "" })}
              data-testid="document-type-add"
            >
              Add document
            </Button>
            <Button
              type="submit"
              loading={submitting}
              disabled={!form.formState.isDirty}
              data-testid="document-requirements-save"
            >
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}

/**
 * Settings → Procurement, documents: the document types every vendor must upload through its compliance
 * section (the requirements of the workspace's own entity). Roles with vendors.write change them.
 */
export function DocumentRequirementsSettings({ entityId }: { entityId: string }) {
  const editable = usePermissions().can("vendors.write");
  const requirements = useDocumentRequirements(entityId);
  return (
    <SettingsCard
      title="Required documents"
      description="The documents every vendor must upload in its compliance section. 'Documents provided' in a stage means each of them."
      testId="document-requirements-settings"
    >
      {requirements.data ? (
        <DocumentTypesForm entityId={entityId} types={requirements.data.types} editable={editable} />
      ) : (
        <LoadState error={requirements.error} />
      )}
    </SettingsCard>
  );
}
