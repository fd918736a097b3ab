import type { WarningStatus } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import type { Page } from "../repository";

type Scope = { workspaceId: string };
type Tx = Prisma.TransactionClient;

const person = { select: { id: true, email: true, firstName: true, lastName: true } } as const;
const warningInclude = {
  resolvedBy: person,
  resource: { select: { id: true, fileName: true } },
} as const;
export type WarningRow = Prisma.WarningNotificationGetPayload<{ include: typeof warningInclude }>;

export function createWarningsRepository(db: Db) {
  return {
    /** A relationship's warnings: open, then processing, then resolved (the enum's order), newest first. */
    async list(
      scope: Scope,
      relationshipId: string,
      query: { status?: WarningStatus; page: number; pageSize: number },
    ): Promise<Page<WarningRow>> {
      const where: Prisma.WarningNotificationWhereInput = {
        workspaceId: scope.workspaceId,
        relationshipId,
        ...(query.status ? { status: query.status } : {}),
      };
      const [results, count] = await Promise.all([
        db.warningNotification.findMany({
          where,
          include: warningInclude,
          orderBy: [{ status: "asc" }, { createdAt: "desc" }, { id: "asc" }],
          skip: (query.page - 1) * query.pageSize,
          take: query.pageSize,
        }),
        db.warningNotification.count({ where }),
      ]);
      return { results, count };
    },

    find: (scope: Scope, relationshipId: string, id: string) =>
      db.warningNotification.findFirst({
        where: { id, relationshipId, workspaceId: scope.workspaceId },
        include: warningInclude,
      }),

    /**
     * Moves a warning from one of `from` to its new state (guarded: false when it was not in one of
     * them any more).
     */
    async move(
      tx: Tx,
      scope: Scope,
      id: string,
      from: readonly WarningStatus[],
      data: Prisma.WarningNotificationUncheckedUpdateManyInput,
    ): Promise<boolean> {
      const { count } = await tx.warningNotification.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: { in: [...from] } },
        data,
      });
      return count > 0;
    },

    /** The warning of a WARNING risk, resolved with the risk's note as its reason. */
    async resolveFromRisk(tx: Tx, scope: Scope, id: string, by: { actorId: string | null; reason: string }) {
      await tx.warningNotification.updateMany({
        where: { id, workspaceId: scope.workspaceId, status: { in: ["open", "processing"] } },
        data: {
          status: "resolved",
          resolutionType: "reason",
          resolutionText: by.reason,
          resourceId: null,
          resolvedById: by.actorId,
          resolvedAt: new Date(),
        },
      });
    },

    /** Warnings resolved (or being resolved) by a file of the workspace. */
    byResource: (scope: Scope, resourceId: string) =>
      db.warningNotification.findMany({
        where: { workspaceId: scope.workspaceId, resourceId, status: { in: ["processing", "resolved"] } },
      }),
  };
}
export type WarningsRepository = ReturnType<typeof createWarningsRepository>;
