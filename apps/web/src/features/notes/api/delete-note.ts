import { mutationOptions, useMutation } from "@tanstack/react-query";
import { okResponseSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { notesQueryKey } from "./get-notes";

/** DELETE /notes/{objectId}/{noteId}: the author, or an Admin, deletes a note (anyone else: 403). */
export interface DeleteNoteVariables {
  objectId: string;
  noteId: string;
}

export function deleteNote({ objectId, noteId }: DeleteNoteVariables): Promise<unknown> {
  return api.delete(`/notes/${encodeURIComponent(objectId)}/${encodeURIComponent(noteId)}`, {
    schema: okResponseSchema,
    endpoint: "DELETE /notes/{objectId}/{noteId}",
  });
}

export const deleteNoteMutationOptions = (workspaceId: string) =>
  mutationOptions({
    mutationKey: ["notes", "delete"],
    mutationFn: deleteNote,
    // Spec section 7: a failed note deletion just closes the dialog (no snackbar).
    meta: { silent: true },
    onSettled: (_data, _error, { objectId }, _result, { client }) =>
      client.invalidateQueries({ queryKey: notesQueryKey(workspaceId, objectId) }),
  });

export function useDeleteNote(workspaceId: string) {
  return useMutation(deleteNoteMutationOptions(workspaceId));
}
