import {
  generalNotificationPreferenceListSchema,
  generalNotificationPreferenceSchema,
  generalNotificationPreferenceUpdateSchema,
  idParamsSchema,
  notificationCategoryPreferenceSchema,
  notificationCategoryPreferenceUpdateSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferenceSchema,
  notificationPreferenceUpdateSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  notificationsReadRequestSchema,
  notificationsReadSchema,
  notificationUnreadCountSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor, requireSession } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import {
  categoryPreferenceToWire,
  notificationPreferenceToWire,
  notificationSettingsToWire,
  notificationToWire,
} from "./notification-settings.wire";

/**
 * The signed-in user's notification settings in the current workspace (X-Workspace-Id, else their
 * first), and their general notification preferences, which are not tied to a workspace. Everything
 * here is personal, so reading the workspace is enough to change one's own.
 */
export function notificationSettingsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["notification-settings"];
    const n = core.notificationSettings;

    app.get("/notifications", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary:
          "The signed-in member's in-app notifications in the workspace (a possible match to review...), newest first",
        security: bearer,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(
          req,
          req.query,
          await core.notifications.list(requireActor(req), req.query),
          notificationToWire,
        ),
    });

    app.get("/notifications/unread-count", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary: "How many of the signed-in member's notifications in the workspace are unread (the bell)",
        security: bearer,
        response: { 200: notificationUnreadCountSchema, ...errorResponses },
      },
      handler: async (req) => ({ count: await core.notifications.unreadCount(requireActor(req)) }),
    });

    app.put("/notifications/:id/read", {
      config: { access: "workspace.read", params: { id: "notification" } },
      schema: {
        tags,
        summary: "Mark one of the signed-in member's notifications read (one already read stays as it was)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses },
      },
      handler: async (req) =>
        notificationToWire(await core.notifications.markRead(requireActor(req), req.params.id)),
    });

    app.put("/notifications/read-all", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary:
          "Mark read every unread notification of the signed-in member in the workspace created up to up_to (the newest shown)",
        security: bearer,
        body: notificationsReadRequestSchema,
        response: { 200: notificationsReadSchema, ...errorResponses },
      },
      handler: async (req) => ({
        marked: await core.notifications.markAllRead(requireActor(req), new Date(req.body.up_to)),
      }),
    });

    app.get("/notification-settings", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary: "The signed-in user's notification settings in the workspace (created on first read)",
        security: bearer,
        response: { 200: notificationSettingsSchema, ...errorResponses },
      },
      handler: async (req) => notificationSettingsToWire(await n.get(requireActor(req))),
    });

    app.patch("/notification-settings/:id", {
      config: { access: "workspace.read", params: { id: "notificationSetting" } },
      schema: {
        tags,
        summary: "Change the delivery time or review frequency",
        security: bearer,
        params: idParamsSchema,
        body: notificationSettingsUpdateSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses },
      },
      handler: async (req) =>
        notificationSettingsToWire(await n.updateSettings(requireActor(req), req.params.id, req.body)),
    });

    app.patch("/notification-category-preferences/:id", {
      config: { access: "workspace.read", params: { id: "notificationCategoryPreference" } },
      schema: {
        tags,
        summary: "Turn a notification category on or off",
        security: bearer,
        params: idParamsSchema,
        body: notificationCategoryPreferenceUpdateSchema,
        response: { 200: notificationCategoryPreferenceSchema, ...errorResponses },
      },
      handler: async (req) =>
        categoryPreferenceToWire(await n.updateCategory(requireActor(req), req.params.id, req.body)),
    });

    app.patch("/notification-preferences/:id", {
      config: { access: "workspace.read", params: { id: "notificationPreference" } },
      schema: {
        tags,
        summary: "Choose e-mail and in-app delivery of one notification",
        security: bearer,
        params: idParamsSchema,
        body: notificationPreferenceUpdateSchema,
        response: { 200: notificationPreferenceSchema, ...errorResponses },
      },
      handler: async (req) =>
        notificationPreferenceToWire(await n.updatePreference(requireActor(req), req.params.id, req.body)),
    });

    app.get("/general-notification-preferences", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The signed-in user's general notification preferences (created on first read)",
        security: bearer,
        response: { 200: generalNotificationPreferenceListSchema, ...errorResponses },
      },
      handler: (req) => n.general(requireSession(req)),
    });

    app.patch("/general-notification-preferences/:id", {
      config: { access: "signed-in", params: { id: "generalNotificationPreference" } },
      schema: {
        tags,
        summary: "Turn a general notification on or off",
        security: bearer,
        params: idParamsSchema,
        body: generalNotificationPreferenceUpdateSchema,
        response: { 200: generalNotificationPreferenceSchema, ...errorResponses },
      },
      handler: (req) => n.updateGeneral(requireSession(req), req.params.id, req.body),
    });
  };
}
