import type { Db, NoteObjectKind } from "@tierline/db";

type Scope = { workspaceId: string };

/**
 * What a note's object id names: the first kind of the workspace's objects that has it. Today notes
 * are left on vendor relationships (`vendor_relationships.id`, the id of a vendor list row and of
 * /vendors/:id); products and contracts become entries here (and values of `NoteObjectKind`).
 * Null: no object of the workspace has this id (the call answers 404).
 */
const noteObjects: {
  kind: NoteObjectKind;
  exists: (db: Db, scope: Scope, id: string) => Promise<boolean>;
}[] = [
  {
    kind: "VENDOR_RELATIONSHIP",
    exists: async (db, scope, id) =>
      (await db.vendorRelationship.count({ where: { id, workspaceId: scope.workspaceId } })) > 0,
  },
];

export async function resolveNoteObject(db: Db, scope: Scope, id: string): Promise<NoteObjectKind | null> {
  for (const object of noteObjects) if (await object.exists(db, scope, id)) return object.kind;
  return null;
}
