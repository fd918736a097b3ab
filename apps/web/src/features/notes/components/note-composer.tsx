import { Button, Group, Stack, TextInput } from "@mantine/core";
import { noteContentSchema } from "@tierline/contracts";
import { type FormEvent, useState } from "react";
import { Form } from "../../../components/form";
import { isApiError } from "../../../lib/api-error";
import { useCreateNote } from "../api/create-note";

/**
 * The one-line "Add a note..." input. Cancel and Publish appear once text is typed (spec sections 2
 * and 5). Enter does not publish (no form submits on Enter): Publish is clicked, or reached with Tab
 * and pressed with Space, as every submit button of the product.
 */
export function NoteComposer({ workspaceId, objectId }: { workspaceId: string; objectId: string }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateNote(workspaceId);
  const typed = text.trim().length > 0;

  const cancel = () => {
    setText("");
    setError(null);
  };
  const publish = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = noteContentSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(
      { objectId, content: parsed.data },
      {
        onSuccess: cancel,
        onError: (failure) => setError(isApiError(failure) ? (failure.fields?.content ?? null) : null),
      },
    );
  };

  return (
    <Form onSubmit={publish} data-testid="note-composer">
      <Stack gap="xs">
        <TextInput
          aria-label="Add a note"
          placeholder="Add a note..."
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-testid="note-input"
        />
        {typed && (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={create.isPending} data-testid="note-cancel">
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="note-publish">
              Publish
            </Button>
          </Group>
        )}
      </Stack>
    </Form>
  );
}
