import type { Db, Prisma } from "@tierline/db";
import { completenessInclude } from "./entity-completeness";

/** Who attested or confirmed, as answers name them. */
export const personSelect = { id: true, firstName: true, lastName: true, email: true } as const;

/** Everything an entity's answer shows: roles, the attestations (newest first), the primary workspace. */
export const entityInclude = {
  ...completenessInclude,
  supplyChainRoles: { include: { role: true }, orderBy: [{ role: { position: "asc" } }] },
  attestations: {
    include: { claim: true, attestedBy: { select: personSelect } },
    orderBy: [{ attestedAt: "desc" }, { id: "asc" }],
  },
  primaryOf: { select: { id: true, onboarding: { select: { companyInfoStep: true } } } },
} satisfies Prisma.EntityInclude;

export type EntityRow = Prisma.EntityGetPayload<{ include: typeof entityInclude }>;

type Tx = Db | Prisma.TransactionClient;

/** The entity queries, every one scoped to a workspace: an entity of another workspace is not found. */
export function createEntitiesRepository(db: Db) {
  return {
    find: (workspaceId: string, id: string, tx: Tx = db): Promise<EntityRow | null> =>
      tx.entity.findFirst({ where: { id, workspaceId }, include: entityInclude }),

    /** The workspace's primary entity id. */
    primaryId: async (workspaceId: string, tx: Tx = db): Promise<string> =>
      (await tx.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { entityId: true } }))
        .entityId,

    /** Whether `id` is one of the workspace's entities. */
    exists: async (workspaceId: string, id: string, tx: Tx = db): Promise<boolean> =>
      (await tx.entity.count({ where: { id, workspaceId } })) > 0,

    /**
     * Creates without reading relations back: a write with an include is one implicit transaction in
     * which Prisma reads the relations in parallel on its single connection. The caller reads it after.
     */
    create: async (workspaceId: string, data: Omit<Prisma.EntityUncheckedCreateInput, "workspaceId">) =>
      (await db.entity.create({ data: { ...data, workspaceId }, select: { id: true } })).id,
  };
}
export type EntitiesRepository = ReturnType<typeof createEntitiesRepository>;
