import type { Db, Notification } from "@tierline/db";
import type { Actor } from "../actor";
import { notFound } from "../errors";
import type { Page } from "../repository";

/**
 * The in-app notifications the signed-in member was sent in this workspace, newest first: read, counted
 * unread (the bell), and marked read one by one or all at once. Only the member's own, in this workspace.
 */
export function createNotificationsService({ db, now }: { db: Db; now: () => Date }) {
  const mine = (actor: Actor) => ({ workspaceId: actor.workspaceId, userId: actor.userId });
  return {
    async list(actor: Actor, query: { page: number; page_size: number }): Promise<Page<Notification>> {
      const where = mine(actor);
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

    unreadCount: (actor: Actor) => db.notification.count({ where: { ...mine(actor), readAt: null } }),

    /** Marks one read (a read one keeps its first read time); 404 when it is not the member's here. */
    async markRead(actor: Actor, id: string): Promise<Notification> {
      await db.notification.updateMany({
        where: { ...mine(actor), id, readAt: null },
        data: { readAt: now() },
      });
      const found = await db.notification.findFirst({ where: { ...mine(actor), id } });
      if (!found) throw notFound();
      return found;
    },

    /** Marks every unread one created up to `upTo` read (one newer was not seen); answers how many. */
    async markAllRead(actor: Actor, upTo: Date): Promise<number> {
      const { count } = await db.notification.updateMany({
        where: { ...mine(actor), readAt: null, createdAt: { lte: upTo } },
        data: { readAt: now() },
      });
      return count;
    },
  };
}
