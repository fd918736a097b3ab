import { ActionIcon, Button, Group, Menu, Stack, Text, Textarea } from "@mantine/core";
import { IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { type NoteWire, noteAuthorName, noteContentSchema } from "@tierline/contracts";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { Form } from "../../../components/form";
import { isApiError } from "../../../lib/api-error";
import { formatRelativeTime, formatTime } from "../../../lib/format";
import { useDeleteNote } from "../api/delete-note";
import { useUpdateNote } from "../api/update-note";

export interface NoteItemProps {
  note: NoteWire;
  workspaceId: string;
  objectId: string;
  /** The author may edit; the author or an Admin may delete (the api says the same). */
  canEdit: boolean;
  canDelete: boolean;
  /** The clock the relative times are read against (ticks while the modal is open). */
  now: Date;
}

/** One note: author, relative time, the text, and its options menu (Edit, Delete). */
export function NoteItem({ note, workspaceId, objectId, canEdit, canDelete, now }: NoteItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateNote(workspaceId);
  const remove = useDeleteNote(workspaceId);

  const startEditing = () => {
    setDraft(note.content);
    setError(null);
    setEditing(true);
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = noteContentSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    update.mutate(
      { objectId, noteId: note.id, content: parsed.data },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => setError(isApiError(failure) ? (failure.fields?.content ?? null) : null),
      },
    );
  };
  // Spec section 7: a failed deletion just closes the dialog (the list is read again either way).
  const confirmDelete = () =>
    remove.mutate({ objectId, noteId: note.id }, { onSettled: () => setConfirming(false) });

  return (
    <Stack gap={4} py="xs" data-testid="note-item" data-note-id={note.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Text size="sm" fw={600} truncate data-testid="note-author">
            {noteAuthorName(note.created_by)}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            title={formatTime(note.created, now)}
            style={{ flexShrink: 0 }}
            data-testid="note-time"
          >
            {formatRelativeTime(note.created, now)}
          </Text>
        </Group>
        {(canEdit || canDelete) && !editing && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Note options" data-testid="note-options">
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit && (
                <Menu.Item
                  leftSection={<IconPencil size={14} />}
                  onClick={startEditing}
                  data-testid="note-edit"
                >
                  Edit
                </Menu.Item>
              )}
              {canDelete && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setConfirming(true)}
                  data-testid="note-delete"
                >
                  Delete
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {editing ? (
        <Form onSubmit={save} data-testid="note-edit-form">
          <Stack gap="xs">
            <Textarea
              aria-label="Edit note"
              rows={4}
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              data-autofocus
              data-testid="note-edit-input"
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={() => setEditing(false)}
                disabled={update.isPending}
                data-testid="note-edit-cancel"
              >
                Cancel
              </Button>
              {draft.trim().length > 0 && (
                <Button type="submit" loading={update.isPending} data-testid="note-save">
                  Save
                </Button>
              )}
            </Group>
          </Stack>
        </Form>
      ) : (
        <Text
          size="sm"
          style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          data-testid="note-content"
        >
          {note.content}
        </Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Delete Note"
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
      >
        Are you sure you want to delete the note?
      </ConfirmDialog>
    </Stack>
  );
}
