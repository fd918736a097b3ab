import type { NoteWire } from "@tierline/contracts";
import type { Note } from "@tierline/core";
import { personToWire } from "../entities/entities.wire";

export const noteToWire = (note: Note): NoteWire => ({
  id: note.id,
  content: note.content,
  created: note.createdAt.toISOString(),
  updated: note.updatedAt.toISOString(),
  created_by: note.createdBy && personToWire(note.createdBy),
});
