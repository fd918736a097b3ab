import type { NoteListQuery } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { guarded, type Page } from "../repository";
import { resolveNoteObject } from "./note-objects";
import { createNotesRepository, type Note } from "./notes.repository";

export type { Note, NoteAuthor } from "./notes.repository";

/**
 * Notes on the workspace's objects (the Global Notes modal). Any member with `notes.write` writes one;
 * only its author edits it; its author or an Admin deletes it (decisions.md, "Notes").
 */
export function createNotesService({ db }: CoreDeps) {
  const repository = createNotesRepository(db);

  const objectKind = async (actor: Actor, objectId: string) => {
    const kind = await resolveNoteObject(db, actor, objectId);
    if (!kind) throw notFound();
    return kind;
  };

  return {
    async list(actor: Actor, objectId: string, query: NoteListQuery): Promise<Page<Note>> {
      await objectKind(actor, objectId);
      return repository.list(actor, objectId, { page: query.page, pageSize: query.page_size });
    },

    async create(actor: Actor, objectId: string, content: string): Promise<Note> {
      const kind = await objectKind(actor, objectId);
      return repository.create(actor, { objectId, objectKind: kind, content, createdById: actor.userId });
    },

    /** Only the author edits a note (an Admin too is refused on another's: 403). */
    async update(actor: Actor, objectId: string, noteId: string, content: string): Promise<Note> {
      const note = await repository.find(actor, objectId, noteId);
      if (note.createdById !== actor.userId) throw new AppError("FORBIDDEN");
      await guarded(
        repository.updateContent(actor, { id: noteId, objectId, createdById: actor.userId }, content),
        notFound,
      );
      return repository.find(actor, objectId, noteId);
    },

    /** The author deletes their note; an Admin deletes any. */
    async delete(actor: Actor, objectId: string, noteId: string): Promise<void> {
      const note = await repository.find(actor, objectId, noteId);
      const mayDelete = note.createdById === actor.userId || actor.roles.includes("ADMIN");
      if (!mayDelete) throw new AppError("FORBIDDEN");
      await guarded(repository.delete(actor, { id: noteId, objectId }), notFound);
    },
  };
}
