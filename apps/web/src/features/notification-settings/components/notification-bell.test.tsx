import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { NotificationWire } from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, workspace } from "../../../test/workspace-fixtures";

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const notification = (n: number, overrides: Partial<NotificationWire> = {}): NotificationWire => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  notification: "screening_possible_match",
  severity: "action_required",
  title: `Possible restricted-party match for Vendor ${n}`,
  body: `Possible restricted-party match: LISTED ${n} (SDN)`,
  link: `/vendors/0000000${n}-1111-4000-8000-000000000000?tab=risk`,
  read: false,
  created: minutesAgo(n * 5),
  ...overrides,
});

describe("the header's notification bell", () => {
  it("counts the unread, lists the newest with severity and time, marks all up to the newest shown, and opens one where it leads, read", async () => {
    act(() => authStore.signIn({ ...testSession, user: testUser }));
    const shown = [
      notification(1),
      notification(2, { severity: "high" }),
      notification(3, { read: true, severity: "low" }),
    ];
    let unread = 2;
    const fake = useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /workspaces/:id": () => json(workspace),
        "GET /notifications/unread-count": () => json({ count: unread }),
        "GET /notifications": () => json(page(shown)),
        "PUT /notifications/read-all": () => {
          unread = 0;
          return json({ marked: 2 });
        },
        "PUT /notifications/:id/read": ({ params }) =>
          json({ ...shown.find((n) => n.id === params.id)!, read: true }),
      }),
    );
    const { router } = renderApp("/");

    const bell = await screen.findByTestId("notification-bell");
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Notifications: 2 unread"));
    expect(screen.getByTestId("notification-unread-count").textContent).toContain("2");

    fireEvent.click(bell);
    const panel = await screen.findByTestId("notification-panel");
    const items = await within(panel).findAllByTestId("notification-item");
    expect(items.map((i) => i.getAttribute("data-read"))).toEqual(["false", "false", "true"]);
    expect(items[0]!.textContent).toContain("Action required");
    expect(items[0]!.textContent).toContain("Possible restricted-party match for Vendor 1");
    expect(items[0]!.textContent).toContain("5 minutes ago");
    expect(items[1]!.textContent).toContain("High");

    fireEvent.click(within(panel).getByTestId("notification-read-all"));
    await waitFor(() => expect(fake.calls.some((c) => c.path === "/notifications/read-all")).toBe(true));
    const readAll = fake.calls.find((c) => c.path === "/notifications/read-all")!;
    expect(readAll).toMatchObject({ method: "PUT", body: { up_to: shown[0]!.created } });
    await waitFor(() => expect(bell.getAttribute("aria-label")).toBe("Notifications"));

    fireEvent.click(items[1]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/vendors/00000002-1111-4000-8000-000000000000"),
    );
    expect(router.state.location.search).toBe("?tab=risk");
    expect(
      fake.calls.some((c) => c.method === "PUT" && c.path === `/notifications/${shown[1]!.id}/read`),
    ).toBe(true);
    // A read one is opened without marking it again.
    fireEvent.click(bell);
    const again = await screen.findByTestId("notification-panel");
    fireEvent.click((await within(again).findAllByTestId("notification-item"))[2]!);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe("/vendors/00000003-1111-4000-8000-000000000000"),
    );
    expect(fake.calls.some((c) => c.path === `/notifications/${shown[2]!.id}/read`)).toBe(false);
  });

  it("says when there is nothing yet", async () => {
    act(() => authStore.signIn({ ...testSession, user: testUser }));
    useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        "GET /workspaces/:id": () => json(workspace),
        "GET /notifications": () => json(page([])),
      }),
    );
    renderApp("/");
    fireEvent.click(await screen.findByTestId("notification-bell"));
    expect((await screen.findByTestId("notification-empty")).textContent).toContain("No notifications yet");
    expect(screen.getByTestId("notification-read-all").hasAttribute("disabled")).toBe(true);
  });
});
