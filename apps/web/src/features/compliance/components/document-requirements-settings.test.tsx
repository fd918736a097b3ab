import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { fieldMessages } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, sessionFor, userWithRoles, workspace } from "../../../test/workspace-fixtures";

const w9 = { id: "00000000-0000-4000-8300-000000000001", name: "W-9", description: null };

/** The workspace requires a W-9 of every vendor; the page's other cards have nothing. */
function routes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /contact-categories": () => json(page([])),
    "GET /entities/:id/contact-requirements": ({ params }) => json({ entity: params.id, categories: [] }),
    "GET /compliances/:id/procurement-workflow": ({ params }) => json({ entity: params.id, stages: [] }),
    "GET /entities/:id/document-requirements": ({ params }) => json({ entity: params.id, types: [w9] }),
    ...extra,
  });
}

const names = () =>
  (screen.getAllByTestId("document-type-name") as HTMLInputElement[]).map((input) => input.value);

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: required documents", () => {
  it("adds a document type and saves the whole list on the workspace's own entity", async () => {
    const fake = useFakeApi(
      routes({
        "POST /entities/:id/document-requirements": ({ params }) =>
          json({
            entity: params.id,
            types: [
              w9,
              { id: "00000000-0000-4000-8300-000000000002", name: "Insurance", description: "$1M" },
            ],
          }),
      }),
    );
    renderApp("/settings/procurement");
    await waitFor(() => expect(names()).toEqual(["W-9"]));
    fireEvent.click(screen.getByTestId("document-type-add"));
    fireEvent.change(screen.getAllByTestId("document-type-name")[1]!, { target: { value: "Insurance" } });
    fireEvent.change(screen.getAllByTestId("document-type-description")[1]!, { target: { value: "$1M" } });
    fireEvent.click(screen.getByTestId("document-requirements-save"));
    await waitFor(() => {
      const post = fake.calls.find((c) => c.method === "POST");
      expect(post?.path).toBe(`/entities/${workspace.entity.id}/document-requirements`);
      expect(post?.body).toEqual({
        types: [
          { name: "W-9", description: "" },
          { name: "Insurance", description: "$1M" },
        ],
      });
    });
  });

  it("says a blank name under its input and sends nothing", async () => {
    const fake = useFakeApi(routes());
    renderApp("/settings/procurement");
    await waitFor(() => expect(names()).toEqual(["W-9"]));
    fireEvent.click(screen.getByTestId("document-type-add"));
    fireEvent.click(screen.getByTestId("document-requirements-save"));
    expect(await screen.findByText(fieldMessages.nameRequired)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("lets a Viewer read the list without changing it", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(routes());
    renderApp("/settings/procurement");
    await waitFor(() => expect(names()).toEqual(["W-9"]));
    expect(screen.queryByTestId("document-type-add")).toBeNull();
    expect(screen.queryByTestId("document-requirements-save")).toBeNull();
  });
});
