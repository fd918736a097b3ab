import { json, type RouteHandler } from "./fake-api";

/** What a new company's first screens read: its empty welcome checklist, metadata and settings. */
export const newWorkspaceRoutes: Record<string, RouteHandler> = {
  "GET /workspaces/:id/welcome": () => json({ pending: [], completed: [] }),
  "GET /workspaces/:id/metadata": () =>
    json({
      vendor_workflow_confirmed: false,
      entity_details_completed: false,
      dismissed_checklist_items: [],
    }),
  "GET /workspaces/:id/user-settings": () =>
    json({ welcome_dismissed: false, vendor_table_columns: [], default_page_size: 10 }),
};
