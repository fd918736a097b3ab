import { mutationOptions, useMutation } from "@tanstack/react-query";
import { type NoteWire, noteRequestSchema, noteSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { notesQueryKey } from "./get-notes";

/** POST /notes/{objectId} `{content}`: a note left on the object (every role may). */
export interface CreateNoteVariables {
  objectId: string;
  content: string;
}

export function createNote({ objectId, content }: CreateNoteVariables): Promise<NoteWire> {
  return api.post(`/notes/${encodeURIComponent(objectId)}`, noteRequestSchema.parse({ content }), {
    schema: noteSchema,
    endpoint: "POST /notes/{objectId}",
  });
}

export const createNoteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["notes", "create"],
    mutationFn: createNote,
    onSuccess: (_data, { objectId }, _result, { client }) =>
      client.invalidateQueries({ queryKey: notesQueryKey(workspaceId, objectId) }),
  });

export function useCreateNote(workspaceId: string) {
  return useMutation(createNoteMutationOptions(workspaceId));
}
