import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type ChecklistKey, checklistItems, statusMessages } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, sessionFor, userWithRoles, workspaceId } from "../../../test/workspace-fixtures";

/** The checklist as the api computes it from the items of contracts: two to do and one done. */
function item(key: ChecklistKey, done: boolean) {
  const { label, href } = checklistItems.find(
    (entry) => entry.key === key,
  ) as (typeof checklistItems)[number];
  return { key, label, href, done };
}
const checklist = {
  pending: [item("invite_team", false), item("vendor_workflow", false)],
  completed: [item("company_details", true)],
};

function welcomeApi(patch: () => Response) {
  let dismissedItems: string[] = [];
  let settings = { welcome_dismissed: false, vendor_table_columns: [], default_page_size: 10 };
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id/welcome": () =>
      json({
        ...checklist,
        pending: checklist.pending.filter((entry) => !dismissedItems.includes(entry.key)),
      }),
    "GET /workspaces/:id/metadata": () =>
      json({
        vendor_workflow_confirmed: false,
        entity_details_completed: true,
        dismissed_checklist_items: dismissedItems,
      }),
    "PATCH /workspaces/:id/metadata": ({ body }) => {
      dismissedItems = (body as { dismissed_checklist_items: string[] }).dismissed_checklist_items;
      return json({
        vendor_workflow_confirmed: false,
        entity_details_completed: true,
        dismissed_checklist_items: dismissedItems,
      });
    },
    "GET /workspaces/:id/user-settings": () => json(settings),
    "PATCH /workspaces/:id/user-settings": ({ body }) => {
      const answer = patch();
      if (answer.ok) settings = { ...settings, ...(body as object) };
      return answer.ok ? json(settings) : answer;
    },
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("dashboard welcome", () => {
  it("lets an admin skip a step for the whole workspace; others get no skip", async () => {
    const fake = useFakeApi(welcomeApi(() => json({})));
    renderApp("/welcome");
    fireEvent.click(await screen.findByTestId("welcome-skip-invite_team"));
    await waitFor(() => expect(screen.queryByTestId("welcome-item-invite_team")).toBeNull());
    expect(fake.calls.find((c) => c.method === "PATCH")?.body).toEqual({
      dismissed_checklist_items: ["invite_team"],
    });
  });

  it("never skips the set-up the vendor screens wait for: its tasks lead into the onboarding wizard", async () => {
    useFakeApi(welcomeApi(() => json({})));
    renderApp("/welcome");
    const workflow = await screen.findByTestId("welcome-item-vendor_workflow");
    expect(screen.queryByTestId("welcome-skip-vendor_workflow")).toBeNull();
    expect(within(workflow).getByRole("link").getAttribute("href")).toBe("/onboarding/7");
  });

  it("offers no skip to those who may not update the workspace", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(welcomeApi(() => json({})));
    renderApp("/welcome");
    await screen.findByTestId("welcome-item-invite_team");
    expect(screen.queryByTestId(/^welcome-skip-/)).toBeNull();
  });

  it("shows the pending and completed checklists with links to the settings sections", async () => {
    useFakeApi(welcomeApi(() => json({})));
    const { router } = renderApp("/");

    fireEvent.click(await screen.findByTestId("nav-welcome"));
    const pending = await screen.findByTestId("welcome-pending");
    expect(within(pending).getByText("Invite your team")).toBeTruthy();
    expect(
      within(screen.getByTestId("welcome-completed")).getByText("Complete your company details"),
    ).toBeTruthy();
    expect(screen.getByTestId("welcome-progress").textContent).toBe("1 of 3 done");

    fireEvent.click(within(screen.getByTestId("welcome-item-invite_team")).getByRole("link"));
    await screen.findByTestId("members-section");
    expect(router.state.location.pathname).toBe("/settings/members");
  });

  it("is dismissed for good: the navigation item goes at once", async () => {
    const fake = useFakeApi(welcomeApi(() => json({})));
    const { router } = renderApp("/welcome");

    await screen.findByTestId("nav-welcome");
    fireEvent.click(await screen.findByTestId("welcome-dismiss"));
    await waitFor(() => expect(screen.queryByTestId("nav-welcome")).toBeNull());
    expect(router.state.location.pathname).toBe("/");
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === "PATCH")).toMatchObject({
        path: `/workspaces/${workspaceId}/user-settings`,
        body: { welcome_dismissed: true },
      }),
    );
  });

  it("comes back, with an error snackbar, when dismissing fails", async () => {
    useFakeApi(welcomeApi(() => apiErrorResponse(503, "SERVICE_UNAVAILABLE", statusMessages[503])));
    renderApp("/welcome");
    fireEvent.click(await screen.findByTestId("welcome-dismiss"));
    expect((await screen.findByTestId("snackbar-error")).textContent).toContain(statusMessages[503]);
    expect(await screen.findByTestId("nav-welcome")).toBeTruthy();
  });
});
