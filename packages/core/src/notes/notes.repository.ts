import type { Db, NoteObjectKind } from "@tierline/db";
import type { Page } from "../repository";
import { findOwned } from "../repository";

type Scope = { workspaceId: string };

export interface NoteAuthor {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface Note {
  id: string;
  objectId: string;
  content: string;
  createdById: string | null;
  createdBy: NoteAuthor | null;
  createdAt: Date;
  updatedAt: Date;
}

const noteInclude = {
  createdBy: { select: { id: true, firstName: true, lastName: true, email: true } },
} as const;

type Row = Omit<Note, "createdBy"> & {
  createdBy: { id: string; firstName: string | null; lastName: string | null; email: string } | null;
};
const toNote = (row: Row): Note => ({
  id: row.id,
  objectId: row.objectId,
  content: row.content,
  createdById: row.createdById,
  createdBy: row.createdBy && {
    id: row.createdBy.id,
    firstName: row.createdBy.firstName ?? "",
    lastName: row.createdBy.lastName ?? "",
    email: row.createdBy.email,
  },
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/** Every query of notes; each is addressed with its workspace and the note's object. */
export function createNotesRepository(db: Db) {
  return {
    /** A page of one object's notes, newest first. */
    async list(
      scope: Scope,
      objectId: string,
      page: { page: number; pageSize: number },
    ): Promise<Page<Note>> {
      const where = { workspaceId: scope.workspaceId, objectId };
      const [rows, count] = await Promise.all([
        db.note.findMany({
          where,
          include: noteInclude,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: (page.page - 1) * page.pageSize,
          take: page.pageSize,
        }),
        db.note.count({ where }),
      ]);
      return { results: rows.map(toNote), count };
    },

    /** A note of this object of the workspace; another object's (or workspace's) note: 404. */
    find: (scope: Scope, objectId: string, id: string) =>
      findOwned(scope, id, (where) =>
        db.note.findFirst({ where: { ...where, objectId }, include: noteInclude }),
      ).then(toNote),

    create: async (
      scope: Scope,
      input: { objectId: string; objectKind: NoteObjectKind; content: string; createdById: string },
    ) =>
      toNote(
        await db.note.create({ data: { ...input, workspaceId: scope.workspaceId }, include: noteInclude }),
      ),

    /** Writes the content; `where` carries the object and the author checked, so a lost race writes nothing. */
    updateContent: (
      scope: Scope,
      where: { id: string; objectId: string; createdById: string },
      content: string,
    ) => db.note.updateMany({ where: { ...where, workspaceId: scope.workspaceId }, data: { content } }),

    delete: (scope: Scope, where: { id: string; objectId: string }) =>
      db.note.deleteMany({ where: { ...where, workspaceId: scope.workspaceId } }),
  };
}
