import type { EntityWire } from "@tierline/contracts";
import { json, type RouteHandler } from "./fake-api";
import { testUser } from "./fixtures";
import { onboardingState } from "./workspace-fixtures";

/** A new company's own entity as GET /entities/{id} answers it: nothing but its brand name yet. */
export const newCompanyEntity: EntityWire = {
  id: testUser.primary_entity?.id as string,
  brand_name: "Acme Goods",
  email: null,
  contact_email: null,
  registered_name: null,
  registered_jurisdiction: null,
  entity_type: null,
  dba_names: [],
  registered_date: null,
  entity_website: null,
  additional_entity_names: [],
  roles: [],
  attestations_claims: [],
  company_info_step: 2,
  status: "PENDING",
  status_reason: null,
  flag: null,
  is_primary: true,
  details_missing: [
    "registered_name",
    "registered_jurisdiction",
    "entity_type",
    "supply_chain_roles",
    "attestations",
  ],
  created: "2026-11-24T08:00:00.000Z",
  updated: "2026-11-24T08:00:00.000Z",
};

/**
 * What a new company's first screens read: its empty welcome checklist, metadata and settings, and its
 * onboarding at the first step after sign-up (entity information).
 */
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
  "GET /workspaces/:id/onboarding": () =>
    json(
      onboardingState({
        company_info_step: 2,
        plan: null,
        entity_details_completed: false,
        vendor_workflow_confirmed: false,
      }),
    ),
  "GET /entities/:id": () => json(newCompanyEntity),
  "GET /entity-jurisdictions": () =>
    json({ results: [{ id: "US", name: "United States", type_name: "Country", parent: null }] }),
};
