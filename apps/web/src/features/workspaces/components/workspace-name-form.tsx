import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { Workspace } from "@tierline/contracts";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { useApiForm } from "../../../lib/use-api-form";
import { updateWorkspaceExplains, workspaceUpdateSchema } from "../api/update-workspace";
import { useUpdateWorkspace } from "../hooks/use-update-workspace";

function RenameForm({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: workspaceUpdateSchema,
    // Follows the saved workspace: after a save the form shows the name as stored, not dirty.
    values: { name: workspace.name },
    submit: (body) => update.mutateAsync({ workspaceId: workspace.id, body }),
    explainStatuses: updateWorkspaceExplains,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Rename workspace" data-testid="workspace-name-form">
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <Group align="flex-start" gap="sm" wrap="nowrap" maw={560}>
        <TextInput
          label="Workspace name"
          style={{ flex: 1 }}
          data-testid="workspace-name-input"
          error={form.formState.errors.name?.message}
          {...form.register("name")}
        />
        <Button
          type="submit"
          mt={24}
          loading={submitting}
          disabled={!form.formState.isDirty}
          data-testid="workspace-name-submit"
        >
          Save
        </Button>
      </Group>
    </Form>
  );
}

/** The workspace's name: a rename form for those who may update the workspace, plain text otherwise. */
export function WorkspaceNameForm({ workspace, editable }: { workspace: Workspace; editable: boolean }) {
  if (editable) return <RenameForm workspace={workspace} />;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        Workspace name
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }} data-testid="workspace-name">
        {workspace.name}
      </Text>
      <Text size="xs" c="dimmed">
        Only an admin can rename the workspace.
      </Text>
    </Stack>
  );
}
