import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  fieldMessages,
  type NotificationSettings,
  statusMessages,
  successMessages,
} from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore, storageKeys } from "../../lib/auth-store";
import { pickOption } from "../../test/combobox";
import { deferred } from "../../test/deferred";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../test/fake-api";
import { testSession } from "../../test/fixtures";
import { renderApp } from "../../test/render";
import {
  baseRoutes,
  notificationSettings,
  page,
  sessionFor,
  userWithRoles,
  workspace,
  workspaceId,
} from "../../test/workspace-fixtures";

const metadata = {
  vendor_workflow_confirmed: false,
  entity_details_completed: true,
  dismissed_checklist_items: [],
};

function workspaceRoutes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /workspaces/:id/metadata": () => json(metadata),
    "GET /workspaces/:id/entities": () =>
      json(
        page([
          {
            id: workspace.entity.id,
            brand_name: "Acme Goods",
            registered_name: "Acme Goods Ltd",
            status: "VALIDATED",
            is_primary: true,
          },
        ]),
      ),
    ...extra,
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: workspace", () => {
  it("renames the workspace and updates the stored name, so the shell shows it at once", async () => {
    const fake = useFakeApi(
      workspaceRoutes({
        "PATCH /workspaces/:id": ({ body }) => json({ ...workspace, ...(body as object) }),
      }),
    );
    renderApp("/settings/workspace");

    const input = await screen.findByTestId("workspace-name-input");
    expect((input as HTMLInputElement).value).toBe("Acme Workspace");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByTestId("workspace-name-submit"));
    expect(await screen.findByText(fieldMessages.nameRequired)).toBeTruthy();

    fireEvent.change(input, { target: { value: "Acme Global" } });
    fireEvent.click(screen.getByTestId("workspace-name-submit"));

    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: `/workspaces/${workspaceId}`,
      body: { name: "Acme Global" },
    });
    const { auth, lastUser } = authStore.getState();
    expect(auth.primaryEntity?.workspace.name).toBe("Acme Global");
    expect(auth.user?.primary_entity?.workspace.name).toBe("Acme Global");
    expect(lastUser?.workspaceName).toBe("Acme Global");
    expect(window.localStorage.getItem(storageKeys.auth)).toContain("Acme Global");
    expect(screen.getByTestId("workspace-switcher").textContent).toContain("Acme Global");
  });

  it("shows the name read-only to those who may not update the workspace", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["COMPLIANCE_MANAGER"]))));
    useFakeApi(workspaceRoutes());
    renderApp("/settings/workspace");

    expect((await screen.findByTestId("workspace-name")).textContent).toBe("Acme Workspace");
    expect(screen.queryByTestId("workspace-name-input")).toBeNull();
  });

  it("General shows the workspace's basic information", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(workspaceRoutes());
    renderApp("/settings/general");

    expect((await screen.findByTestId("workspace-name")).textContent).toBe("Acme Workspace");
    expect(screen.getByTestId("general-entity").textContent).toContain("Acme Goods");
    expect(screen.getByTestId("general-roles").textContent).toContain("Viewer");
    expect((await screen.findByTestId("workspace-entities")).textContent).toContain("Acme Goods Ltd");
  });

  it("shows the derived set-up state read-only, linking to where an open item is done", async () => {
    const fake = useFakeApi(workspaceRoutes());
    renderApp("/settings/workspace");
    const workflow = await screen.findByTestId("workspace-metadata-vendor_workflow_confirmed");
    expect(within(workflow).getByRole("link").getAttribute("href")).toBe("/settings/vendor-workflow");
    const details = screen.getByTestId("workspace-metadata-entity_details_completed");
    expect(details.textContent).toContain("Done");
    expect(within(details).queryByRole("link")).toBeNull();
    expect(fake.calls.some((c) => c.method === "PATCH")).toBe(false);
  });
});

describe("settings: notifications", () => {
  function notificationRoutes(patch: RouteHandler, settings: () => Response | Promise<Response>) {
    return fakeRoutes({
      ...baseRoutes,
      "GET /notification-settings": settings,
      "PATCH /notification-preferences/:id": patch,
      "GET /users/:userId/workspaces/:orgId/preferences": () =>
        json({ notification_vendor_acceptance: true, notification_vendor_warning: false }),
      "GET /general-notification-preferences": () =>
        json([{ id: "eeeeeeee-eeee-4eee-8eee-000000000001", key: "product_updates", enabled: true }]),
    });
  }

  it("shows a switch change at once and rolls it back with an error snackbar when the server refuses", async () => {
    const answer = deferred<Response>();
    let gets = 0;
    const fake = useFakeApi(
      notificationRoutes(
        () => answer.promise,
        () => {
          gets += 1;
          // Only the first load answers: what shows after the failure is the rollback, not a refetch.
          return gets === 1 ? json(notificationSettings) : new Promise<Response>(() => {});
        },
      ),
    );
    renderApp("/settings/notifications");

    const emailSwitch = (await screen.findByTestId(
      "notification-vendor_invitation_accepted-email",
    )) as HTMLInputElement;
    expect(emailSwitch.checked).toBe(true);
    fireEvent.click(emailSwitch);

    // Optimistic: on before the server answered.
    await waitFor(() => expect(emailSwitch.checked).toBe(false));
    expect(fake.calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: "/notification-preferences/dddddddd-dddd-4ddd-8ddd-000000000011",
      body: { email: false },
    });

    answer.resolve(apiErrorResponse(500, "INTERNAL", statusMessages[500]));
    await waitFor(() => expect(emailSwitch.checked).toBe(true));
    expect((await screen.findByTestId("snackbar-error")).textContent).toContain(statusMessages[500]);
    // The other switches were never touched.
    expect(
      (screen.getByTestId("notification-vendor_invitation_accepted-in-app") as HTMLInputElement).checked,
    ).toBe(true);
  });

  it("keeps a change the server accepts, and disables the channels of a disabled category", async () => {
    let current: NotificationSettings = structuredClone(notificationSettings);
    let preferences = { notification_vendor_acceptance: true, notification_vendor_warning: false };
    const fake = useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /notification-settings": () => json(current),
        "PATCH /notification-settings/:id": ({ body }) => {
          current = { ...current, ...(body as object) };
          return json(current);
        },
        "GET /users/:userId/workspaces/:orgId/preferences": () => json(preferences),
        "PATCH /users/:userId/workspaces/:orgId/preferences": ({ body }) => {
          preferences = { ...preferences, ...(body as object) };
          return json(preferences);
        },
        "GET /general-notification-preferences": () => json([]),
      }),
    );
    renderApp("/settings/notifications");

    const policies = await screen.findByTestId("notification-category-policies");
    expect(
      (within(policies).getByTestId("notification-policy_expiring-email") as HTMLInputElement).disabled,
    ).toBe(true);

    const warning = (await screen.findByTestId("preference-notification_vendor_warning")) as HTMLInputElement;
    fireEvent.click(warning);
    await waitFor(() => expect(warning.checked).toBe(true));
    const userPath = `/users/${testSession.user.id}/workspaces/${workspaceId}/preferences`;
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === "PATCH" && c.path === userPath)?.body).toEqual({
        notification_vendor_warning: true,
      }),
    );
    await waitFor(() => expect(warning.checked).toBe(true));

    await pickOption("notification-delivery-time", "1:00 pm");
    await waitFor(() =>
      expect(
        fake.calls.find((c) => c.method === "PATCH" && c.path === `/notification-settings/${current.id}`)
          ?.body,
      ).toEqual({
        delivery_time: "13:00:00",
      }),
    );
    expect((screen.getByTestId("notification-delivery-time") as HTMLInputElement).value).toBe("1:00 pm");
  });
});
