import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type NoteWire, noteRequestSchema, noteSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { notesQueryKey } from "./get-notes";

/** PUT /notes/{objectId}/{noteId} `{content}`: its author edits a note (anyone else: 403). */
export interface UpdateNoteVariables {
  objectId: string;
  noteId: string;
  content: string;
}

export function updateNote({ objectId, noteId, content }: UpdateNoteVariables): Promise<NoteWire> {
  return api.put(
    `/notes/${encodeURIComponent(objectId)}/${encodeURIComponent(noteId)}`,
    noteRequestSchema.parse({ content }),
    { schema: noteSchema, endpoint: "PUT /notes/{objectId}/{noteId}" },
  );
}

export const updateNoteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["notes", "update"],
    mutationFn: updateNote,
    onSuccess: (_data, { objectId }, _result, { client }) =>
      client.invalidateQueries({ queryKey: notesQueryKey(workspaceId, objectId) }),
  });

export function useUpdateNote(workspaceId: string) {
  return useMutation(updateNoteMutationOptions(workspaceId));
}
