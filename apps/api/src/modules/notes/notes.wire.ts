import type { NoteWire } from "@tierline/contracts";
import type { Note } from "@tierline/core";

export const noteToWire = (note: Note): NoteWire => ({
  id: note.id,
  content: note.content,
  created: note.createdAt.toISOString(),
  updated: note.updatedAt.toISOString(),
  created_by: note.createdBy && {
    id: note.createdBy.id,
    first_name: note.createdBy.firstName,
    last_name: note.createdBy.lastName,
    email: note.createdBy.email,
  },
});
