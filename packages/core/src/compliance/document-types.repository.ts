import type { SetDocumentRequirementsRequest } from "@tierline/contracts";
import type { Db } from "@tierline/db";

type Scope = { workspaceId: string };
type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

export interface DocumentType {
  id: string;
  name: string;
  description: string | null;
}

const columns = { id: true, name: true, description: true } as const;
const byPosition = [{ position: "asc" }, { id: "asc" }] as const;

/** The document types a workspace requires of every vendor; every query is addressed with its workspace. */
export function createDocumentTypesRepository(db: Db) {
  const listIn = (client: Pick<Db, "complianceDocumentType">, scope: Scope): Promise<DocumentType[]> =>
    client.complianceDocumentType.findMany({
      where: { workspaceId: scope.workspaceId },
      select: columns,
      orderBy: [...byPosition],
    });

  return {
    list: (scope: Scope) => listIn(db, scope),

    /** The types of several workspaces at once (a page of compliance requests), by workspace. */
    async ofWorkspaces(workspaceIds: string[]): Promise<Map<string, DocumentType[]>> {
      const rows = await db.complianceDocumentType.findMany({
        where: { workspaceId: { in: workspaceIds } },
        select: { ...columns, workspaceId: true },
        orderBy: [...byPosition],
      });
      const byWorkspace = new Map<string, DocumentType[]>();
      for (const { workspaceId, ...type } of rows) {
        byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), type]);
      }
      return byWorkspace;
    },

    /** Whether `id` is one of the workspace's types. */
    exists: async (scope: Scope, id: string) =>
      (await db.complianceDocumentType.count({ where: { id, workspaceId: scope.workspaceId } })) > 0,

    /**
     * Makes `types` the workspace's list, in order, in one transaction holding the workspace's row (two
     * editors' saves run one after the other). A type whose name is sent again (in any case) keeps its id,
     * so its uploaded documents still count; a type left out is deleted and its documents become extras.
     */
    async replace(scope: Scope, types: SetDocumentRequirementsRequest["types"]): Promise<DocumentType[]> {
      return db.$transaction(async (tx: Tx) => {
        await tx.$queryRaw`SELECT id FROM workspaces WHERE id = ${scope.workspaceId}::uuid FOR UPDATE`;
        const existing = new Map((await listIn(tx, scope)).map((t) => [t.name.toLowerCase(), t.id]));
        const kept = types.flatMap((t) => existing.get(t.name.toLowerCase()) ?? []);
        await tx.complianceDocumentType.deleteMany({
          where: { workspaceId: scope.workspaceId, id: { notIn: kept } },
        });
        for (const [position, type] of types.entries()) {
          const data = { position, name: type.name, description: type.description || null };
          const id = existing.get(type.name.toLowerCase());
          if (id) await tx.complianceDocumentType.update({ where: { id }, data });
          else await tx.complianceDocumentType.create({ data: { ...data, workspaceId: scope.workspaceId } });
        }
        return listIn(tx, scope);
      });
    },
  };
}
