import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { type ContactCategoryWire, fieldMessages } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, sessionFor, userWithRoles, workspace } from "../../../test/workspace-fixtures";

const category = (name: string, n: number): ContactCategoryWire => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  created: "2026-11-24T12:00:00.000Z",
});
const compliance = category("Compliance", 1);
const quality = category("Quality", 2);

/** The workspace has Compliance and Quality; every vendor must provide Compliance. */
function contactRoutes(extra: Record<string, RouteHandler> = {}) {
  const categories = [compliance, quality];
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /contact-categories": () => json(page(categories)),
    "POST /contact-categories": ({ body }) => {
      const added = category((body as { name: string }).name, 3);
      categories.push(added);
      return json(added, 201);
    },
    "GET /entities/:id/contact-requirements": ({ params }) =>
      json({ entity: params.id, categories: [compliance] }),
    // The same page shows the procurement stages: none defined.
    "GET /compliances/:id/procurement-workflow": ({ params }) => json({ entity: params.id, stages: [] }),
    ...extra,
  });
}

const box = (name: string) => screen.getByTestId(`contact-requirement-${name}`) as HTMLInputElement;

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: vendor contacts", () => {
  it("ticks the required categories and saves the whole list on the workspace's own entity", async () => {
    const fake = useFakeApi(
      contactRoutes({
        "POST /entities/:id/contact-requirements": ({ params }) =>
          json({ entity: params.id, categories: [compliance, quality] }),
      }),
    );
    renderApp("/settings/procurement");
    await waitFor(() => expect(box("Compliance").checked).toBe(true));
    expect(box("Quality").checked).toBe(false);
    fireEvent.click(box("Quality"));
    fireEvent.click(screen.getByTestId("contact-requirements-save"));
    await waitFor(() => {
      const post = fake.calls.find((c) => c.method === "POST");
      expect(post?.path).toBe(`/entities/${workspace.entity.id}/contact-requirements`);
      expect(post?.body).toEqual({ categories: [compliance.id, quality.id] });
    });
    await waitFor(() => expect(box("Quality").checked).toBe(true));
  });

  it("adds a category, which then can be required; a name taken shows the API's message", async () => {
    const fake = useFakeApi(contactRoutes());
    renderApp("/settings/procurement");
    const name = (await screen.findByTestId("contact-category-name")) as HTMLInputElement;
    fireEvent.change(name, { target: { value: "Sales" } });
    fireEvent.click(screen.getByTestId("contact-category-add"));
    await waitFor(() => expect(box("Sales").checked).toBe(false));
    expect(fake.calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Sales" });
    await waitFor(() => expect(name.value).toBe(""));

    fake.mock.mockImplementation(async () =>
      apiErrorResponse(409, "conflict", "Conflict", { name: fieldMessages.contactCategoryTaken }),
    );
    fireEvent.change(name, { target: { value: "compliance" } });
    fireEvent.click(screen.getByTestId("contact-category-add"));
    expect(await screen.findByText(fieldMessages.contactCategoryTaken)).toBeTruthy();
  });

  it("lets a Viewer read the requirements without changing them", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(contactRoutes());
    renderApp("/settings/procurement");
    await waitFor(() => expect(box("Compliance").checked).toBe(true));
    expect(box("Quality").disabled).toBe(true);
    expect(screen.queryByTestId("contact-requirements-save")).toBeNull();
    expect(screen.queryByTestId("contact-category-name")).toBeNull();
  });
});
