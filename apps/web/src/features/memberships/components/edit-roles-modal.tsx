import { Button, Group, Stack, Text } from "@mantine/core";
import { type Membership, roleIdsSchema, successMessages } from "@tierline/contracts";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { displayName } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { useUpdateMembership } from "../api/update-membership";
import { RoleMultiSelect } from "./role-multi-select";

const editRolesSchema = z.object({ roles: roleIdsSchema });

function EditRolesForm({
  membership,
  workspaceId,
  onClose,
}: {
  membership: Membership;
  workspaceId: string;
  onClose: () => void;
}) {
  const update = useUpdateMembership(workspaceId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: editRolesSchema,
    defaultValues: { roles: membership.roles.map((role) => role.id) },
    submit: (values) => update.mutateAsync({ id: membership.id, body: { roles: values.roles } }),
    onSuccess: () => {
      showSuccessSnackbar(successMessages.changesSaved);
      onClose();
    },
  });

  return (
    <Form onSubmit={onSubmit} aria-label="Edit roles" data-testid="edit-roles-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {displayName(membership)} · {membership.email}
        </Text>
        {formError && <ErrorAlert testId="edit-roles-error">{formError}</ErrorAlert>}
        <Controller
          control={form.control}
          name="roles"
          render={({ field, fieldState }) => (
            <RoleMultiSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              testId="edit-roles-select"
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} data-testid="edit-roles-submit">
            Save
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export interface EditRolesModalProps {
  membership: Membership | null;
  workspaceId: string;
  onClose: () => void;
}

/** Edit a member's roles (PATCH /memberships/{id} {roles}). */
export function EditRolesModal({ membership, workspaceId, onClose }: EditRolesModalProps) {
  return (
    <ModalContainer opened={membership !== null} onClose={onClose} title="Edit roles" width="sm">
      {membership && (
        <EditRolesForm
          key={membership.id}
          membership={membership}
          workspaceId={workspaceId}
          onClose={onClose}
        />
      )}
    </ModalContainer>
  );
}
