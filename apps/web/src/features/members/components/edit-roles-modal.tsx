import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text } from "@mantine/core";
import { type Membership, roleIdsSchema, successMessages } from "@tierline/contracts";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { Form } from "../../../components/form";
import { displayName } from "../../../components/layout/account-menu";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { isApiError } from "../../../lib/api-error";
import { useUpdateMembership } from "../api/update-membership";
import { RoleMultiSelect } from "./role-multi-select";

const editRolesSchema = z.object({ roles: roleIdsSchema });
type EditRolesValues = z.infer<typeof editRolesSchema>;

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
  const form = useForm<EditRolesValues>({
    resolver: zodResolver(editRolesSchema),
    mode: "onTouched",
    defaultValues: { roles: membership.roles.map((role) => role.id) },
  });
  const submit = form.handleSubmit((values) =>
    update.mutate(
      { id: membership.id, body: { roles: values.roles } },
      {
        onSuccess: () => {
          showSuccessSnackbar(successMessages.changesSaved);
          onClose();
        },
        onError: (error) => {
          const message = isApiError(error) ? error.fields?.roles : undefined;
          if (message) form.setError("roles", { type: "server", message });
        },
      },
    ),
  );

  return (
    <Form onSubmit={submit} aria-label="Edit roles" data-testid="edit-roles-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {displayName(membership)} · {membership.email}
        </Text>
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
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} data-testid="edit-roles-submit">
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
