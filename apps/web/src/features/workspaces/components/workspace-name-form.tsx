import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import type { Workspace, WorkspaceUpdate } from "@tierline/contracts";
import { useForm } from "react-hook-form";
import { Form } from "../../../components/form";
import { applyServerFieldErrors } from "../../../lib/form-errors";
import { workspaceUpdateSchema } from "../api/update-workspace";
import { useUpdateWorkspace } from "../hooks/use-update-workspace";

function RenameForm({ workspace }: { workspace: Workspace }) {
  const update = useUpdateWorkspace();
  const form = useForm<WorkspaceUpdate>({
    resolver: zodResolver(workspaceUpdateSchema),
    mode: "onTouched",
    values: { name: workspace.name },
  });
  const submit = form.handleSubmit((body) =>
    update.mutate(
      { workspaceId: workspace.id, body },
      {
        onSuccess: (saved) => form.reset({ name: saved.name }),
        onError: (error) => applyServerFieldErrors(error, form.setError, ["name"]),
      },
    ),
  );

  return (
    <Form onSubmit={submit} aria-label="Rename workspace" data-testid="workspace-name-form">
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
          loading={update.isPending}
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
