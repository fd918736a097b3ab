import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { useApiForm } from "../../../lib/use-api-form";
import { createWorkspaceExplains, createWorkspaceRequestSchema } from "../api/create-workspace";
import { useCreateWorkspace } from "../hooks/use-create-workspace";

/** Inside the dialog, which unmounts it once closed: each opening starts empty. */
function CreateCompanyForm({ onClose }: { onClose: () => void }) {
  const create = useCreateWorkspace();
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: createWorkspaceRequestSchema,
    defaultValues: { brand_name: "" },
    submit: create.mutateAsync,
    onSuccess: onClose,
    explainStatuses: createWorkspaceExplains,
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Create a company" data-testid="create-company-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The company gets a workspace of its own, named after its brand, with you as its owner. Your other
          workspaces stay as they are.
        </Text>
        {formError && <ErrorAlert>{formError}</ErrorAlert>}
        <TextInput
          label="Brand name"
          description="The company's name as vendors and customers know it."
          autoComplete="organization"
          data-autofocus
          data-testid="create-company-brand-name"
          error={form.formState.errors.brand_name?.message}
          {...form.register("brand_name")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} data-testid="create-company-submit">
            Create company
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/**
 * "Create a company" (POST /workspaces): a signed-in user starts another company's workspace and works
 * in it at once. Only its brand name for now; the onboarding screens of a later issue ask the rest.
 */
export function CreateCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <ModalContainer opened={opened} onClose={onClose} title="Create a company" width="sm">
      <CreateCompanyForm onClose={onClose} />
    </ModalContainer>
  );
}
