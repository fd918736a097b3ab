import type { Db, Notification } from "@tierline/db";
import type { Actor } from "../actor";
import type { Page } from "../repository";

/** The in-app notifications the signed-in member was sent in this workspace, newest first. */
export function createNotificationsService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, query: { page: number; page_size: number }): Promise<Page<Notification>> {
      const where = { workspaceId: actor.workspaceId, userId: actor.userId };
      const [results, count] = await Promise.all([
        db.notification.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "asc" }],
          skip: (query.page - 1) * query.page_size,
          take: query.page_size,
        }),
        db.notification.count({ where }),
      ]);
      return { results, count };
    },
  };
}
