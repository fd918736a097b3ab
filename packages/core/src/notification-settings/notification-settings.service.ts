import {
  type GeneralNotificationPreferenceUpdate,
  generalNotificationKeys,
  type NotificationCategory,
  type NotificationCategoryPreferenceUpdate,
  type NotificationPreferenceUpdate,
  type NotificationSettingsUpdate,
  notificationCatalog,
  notificationCategories,
  notificationSettingDefaults,
  type ReviewFrequency,
} from "@tierline/contracts";
import type {
  NotificationCategoryPreference as CategoryRow,
  Db,
  NotificationPreference as PreferenceRow,
  NotificationSetting as SettingRow,
} from "@tierline/db";
import type { Actor, SessionActor } from "../actor";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { findOwned, guarded, updateOwned } from "../repository";
import type {
  GeneralNotificationPreference,
  NotificationCategoryPreference,
  NotificationPreference,
  NotificationSettings,
} from "./notification-settings";

/** Every notification of the catalogue with its category, in catalogue order. */
const catalogNotifications = notificationCategories.flatMap((category) =>
  notificationCatalog[category].map((notification) => ({ category, notification: notification as string })),
);
const catalogNotificationNames = catalogNotifications.map((n) => n.notification);
const generalKeys: readonly string[] = generalNotificationKeys;

/**
 * Whose rows, and where: every query of this service is scoped to the acting user in the acting
 * workspace, so a write by another user's id matches nothing and is not found.
 */
const ownedBy = (actor: Actor) => ({ userId: actor.userId, workspaceId: actor.workspaceId });
type Owner = ReturnType<typeof ownedBy>;

interface Rows {
  setting: SettingRow | null;
  categories: CategoryRow[];
  preferences: PreferenceRow[];
}

async function readRows(db: Db, owner: Owner): Promise<Rows> {
  const [setting, categories, preferences] = await Promise.all([
    db.notificationSetting.findUnique({ where: { userId_workspaceId: owner } }),
    db.notificationCategoryPreference.findMany({ where: owner }),
    db.notificationPreference.findMany({ where: owner }),
  ]);
  return { setting, categories, preferences };
}

/** Whether every part of the catalogue has its row (a catalogue that grew gets the new ones on next read). */
function isComplete({ setting, categories, preferences }: Rows): boolean {
  const haveCategories = new Set(categories.map((c) => c.category));
  const haveNotifications = new Set(preferences.map((p) => p.notification));
  return (
    setting !== null &&
    notificationCategories.every((c) => haveCategories.has(c)) &&
    catalogNotificationNames.every((n) => haveNotifications.has(n))
  );
}

/**
 * Creates whatever is missing with the defaults. Idempotent and race-safe: each insert is
 * ON CONFLICT DO NOTHING against the (user, workspace, ...) unique keys, so concurrent first reads
 * create one set of rows between them and never fail.
 */
async function createMissing(db: Db, owner: Owner): Promise<void> {
  const d = notificationSettingDefaults;
  await db.$transaction([
    db.notificationSetting.createMany({
      data: [{ ...owner, deliveryTime: d.delivery_time, reviewFrequency: d.review_frequency }],
      skipDuplicates: true,
    }),
    db.notificationCategoryPreference.createMany({
      data: notificationCategories.map((category) => ({ ...owner, category, enabled: d.enabled })),
      skipDuplicates: true,
    }),
    db.notificationPreference.createMany({
      data: catalogNotifications.map((n) => ({ ...owner, ...n, email: d.email, inApp: d.in_app })),
      skipDuplicates: true,
    }),
  ]);
}

async function loadRows(db: Db, owner: Owner): Promise<Rows> {
  const rows = await readRows(db, owner);
  if (isComplete(rows)) return rows;
  await createMissing(db, owner);
  return readRows(db, owner);
}

const toPreference = (p: PreferenceRow): NotificationPreference => ({
  id: p.id,
  notification: p.notification,
  email: p.email,
  inApp: p.inApp,
});

function toCategory(row: CategoryRow, preferences: PreferenceRow[]): NotificationCategoryPreference {
  const category = row.category as NotificationCategory;
  const byName = new Map(preferences.map((p) => [p.notification, p]));
  return {
    id: row.id,
    category,
    enabled: row.enabled,
    notifications: notificationCatalog[category].flatMap((name) => {
      const found = byName.get(name);
      return found ? [toPreference(found)] : [];
    }),
  };
}

/** The settings in catalogue order; rows of notifications no longer in the catalogue are left out. */
function toSettings({ setting, categories, preferences }: Rows): NotificationSettings {
  if (!setting) throw notFound();
  const byCategory = new Map(categories.map((c) => [c.category, c]));
  return {
    id: setting.id,
    deliveryTime: setting.deliveryTime,
    reviewFrequency: setting.reviewFrequency as ReviewFrequency,
    categories: notificationCategories.flatMap((category) => {
      const row = byCategory.get(category);
      return row ? [toCategory(row, preferences)] : [];
    }),
  };
}

/**
 * Whether the user chose their notification settings in the workspace: the settings exist and
 * differ somewhere from the defaults they were created with (the welcome checklist item).
 */
export async function notificationSettingsChosen(
  db: Db,
  userId: string,
  workspaceId: string,
): Promise<boolean> {
  const d = notificationSettingDefaults;
  const owner = { userId, workspaceId };
  const setting = await db.notificationSetting.findUnique({ where: { userId_workspaceId: owner } });
  if (!setting) return false;
  if (setting.deliveryTime !== d.delivery_time || setting.reviewFrequency !== d.review_frequency) return true;
  const [categories, preferences] = await Promise.all([
    db.notificationCategoryPreference.count({
      where: { ...owner, category: { in: notificationCategories }, enabled: !d.enabled },
    }),
    db.notificationPreference.count({
      where: {
        ...owner,
        notification: { in: catalogNotificationNames },
        OR: [{ email: !d.email }, { inApp: !d.in_app }],
      },
    }),
  ]);
  return categories + preferences > 0;
}

/**
 * A user's notification settings in a workspace (delivery time, review frequency, a switch per
 * category, e-mail/in-app per notification), and their general notification preferences, which
 * follow the user across workspaces. Each row is personal: an id of another user's row, or of the
 * user's own row in another workspace, is not found.
 */
export function createNotificationSettingsService({ db }: CoreDeps) {
  async function generalRows(userId: string) {
    return db.generalNotificationPreference.findMany({ where: { userId, key: { in: [...generalKeys] } } });
  }

  const toGeneral = (row: { id: string; key: string; enabled: boolean }): GeneralNotificationPreference => ({
    id: row.id,
    key: row.key as GeneralNotificationPreference["key"],
    enabled: row.enabled,
  });

  return {
    /** GET /notification-settings: created with the defaults on first read. */
    async get(actor: Actor): Promise<NotificationSettings> {
      return toSettings(await loadRows(db, ownedBy(actor)));
    },

    async updateSettings(
      actor: Actor,
      id: string,
      input: NotificationSettingsUpdate,
    ): Promise<NotificationSettings> {
      await updateOwned(actor, id, (where) =>
        db.notificationSetting.updateMany({
          where: { ...where, userId: actor.userId },
          data: { deliveryTime: input.delivery_time, reviewFrequency: input.review_frequency },
        }),
      );
      return toSettings(await loadRows(db, ownedBy(actor)));
    },

    async updateCategory(
      actor: Actor,
      id: string,
      input: NotificationCategoryPreferenceUpdate,
    ): Promise<NotificationCategoryPreference> {
      const mine = { userId: actor.userId, category: { in: notificationCategories } };
      await updateOwned(actor, id, (where) =>
        db.notificationCategoryPreference.updateMany({
          where: { ...where, ...mine },
          data: { enabled: input.enabled },
        }),
      );
      const row = await findOwned(actor, id, (where) =>
        db.notificationCategoryPreference.findFirst({ where: { ...where, ...mine } }),
      );
      const names: readonly string[] = notificationCatalog[row.category as NotificationCategory];
      const preferences = await db.notificationPreference.findMany({
        where: { ...ownedBy(actor), notification: { in: [...names] } },
      });
      return toCategory(row, preferences);
    },

    async updatePreference(
      actor: Actor,
      id: string,
      input: NotificationPreferenceUpdate,
    ): Promise<NotificationPreference> {
      const mine = { userId: actor.userId, notification: { in: catalogNotificationNames } };
      await updateOwned(actor, id, (where) =>
        db.notificationPreference.updateMany({
          where: { ...where, ...mine },
          data: { email: input.email, inApp: input.in_app },
        }),
      );
      return toPreference(
        await findOwned(actor, id, (where) =>
          db.notificationPreference.findFirst({ where: { ...where, ...mine } }),
        ),
      );
    },

    /** GET /general-notification-preferences: the session user's, created (enabled) on first read. */
    async general(session: SessionActor): Promise<GeneralNotificationPreference[]> {
      let rows = await generalRows(session.userId);
      if (rows.length < generalKeys.length) {
        await db.generalNotificationPreference.createMany({
          data: generalKeys.map((key) => ({ userId: session.userId, key, enabled: true })),
          skipDuplicates: true,
        });
        rows = await generalRows(session.userId);
      }
      const byKey = new Map(rows.map((r) => [r.key, r]));
      return generalKeys.flatMap((key) => {
        const row = byKey.get(key);
        return row ? [toGeneral(row)] : [];
      });
    },

    async updateGeneral(
      session: SessionActor,
      id: string,
      input: GeneralNotificationPreferenceUpdate,
    ): Promise<GeneralNotificationPreference> {
      const where = { id, userId: session.userId, key: { in: [...generalKeys] } };
      await guarded(
        db.generalNotificationPreference.updateMany({
          where,
          data: { enabled: input.enabled },
        }),
        notFound,
      );
      return toGeneral(await db.generalNotificationPreference.findFirstOrThrow({ where }));
    },
  };
}
