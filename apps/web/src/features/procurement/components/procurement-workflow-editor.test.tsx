import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fieldMessages, type ProcurementWorkflowWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, sessionFor, userWithRoles, workspace } from "../../../test/workspace-fixtures";

const saved: ProcurementWorkflowWire = {
  entity: workspace.entity.id,
  stages: [
    {
      id: "00000000-0000-4000-8000-0000000000a1",
      name: "Requested",
      position: 0,
      requirements: ["CONTACTS_PROVIDED"],
    },
    { id: "00000000-0000-4000-8000-0000000000a2", name: "Approved", position: 1, requirements: [] },
  ],
};

function workflowRoutes(workflow: ProcurementWorkflowWire, extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /contact-categories": () => json(page([])),
    "GET /entities/:id/contact-requirements": ({ params }) => json({ entity: params.id, categories: [] }),
    "GET /compliances/:id/procurement-workflow": () => json(workflow),
    ...extra,
  });
}

const stageCards = () => screen.getAllByTestId("procurement-stage");
const nameOf = (card: HTMLElement) =>
  (within(card).getByTestId("procurement-stage-name") as HTMLInputElement).value;

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: procurement stages", () => {
  it("offers a starting path when none is saved, and saves the whole ordered list with PUT", async () => {
    const fake = useFakeApi(
      workflowRoutes(
        { entity: workspace.entity.id, stages: [] },
        {
          "PUT /compliances/:id/procurement-workflow": () => json(saved),
        },
      ),
    );
    renderApp("/settings/procurement");
    await screen.findByTestId("procurement-workflow-unsaved");
    expect(stageCards().map(nameOf)).toEqual(["Requested", "Due diligence", "Approved for purchase"]);
    // The last stage goes first, then the list is saved in that order.
    fireEvent.click(screen.getByRole("button", { name: "Move stage 3 up" }));
    fireEvent.click(screen.getByRole("button", { name: "Move stage 2 up" }));
    fireEvent.click(screen.getByTestId("procurement-workflow-save"));
    await waitFor(() => {
      const put = fake.calls.find((c) => c.method === "PUT");
      expect(put?.path).toBe(`/compliances/${workspace.entity.id}/procurement-workflow`);
      expect((put?.body as { stages: { name: string }[] } | undefined)?.stages.map((s) => s.name)).toEqual([
        "Approved for purchase",
        "Requested",
        "Due diligence",
      ]);
    });
  });

  it("keeps each stage's id, adds and removes stages and ticks requirements", async () => {
    const fake = useFakeApi(
      workflowRoutes(saved, { "PUT /compliances/:id/procurement-workflow": () => json(saved) }),
    );
    renderApp("/settings/procurement");
    await waitFor(() => expect(stageCards().map(nameOf)).toEqual(["Requested", "Approved"]));
    fireEvent.click(screen.getByTestId("procurement-stage-add"));
    const added = stageCards()[2]!;
    fireEvent.change(within(added).getByTestId("procurement-stage-name"), { target: { value: "Onboarded" } });
    fireEvent.click(within(stageCards()[1]!).getByTestId("procurement-stage-requirement-SCREENING_CLEAR"));
    fireEvent.click(within(stageCards()[0]!).getByTestId("procurement-stage-remove"));
    fireEvent.click(screen.getByTestId("procurement-workflow-save"));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.method === "PUT")?.body).toEqual({
        stages: [
          { id: saved.stages[1]!.id, name: "Approved", requirements: ["SCREENING_CLEAR"] },
          { name: "Onboarded", requirements: [] },
        ],
      }),
    );
  });

  it("says a repeated name under its input before sending, and the API's field messages after", async () => {
    const fake = useFakeApi(
      workflowRoutes(saved, {
        "PUT /compliances/:id/procurement-workflow": () =>
          apiErrorResponse(400, "VALIDATION", "Invalid", { "stages.1.name": fieldMessages.nameTooLong }),
      }),
    );
    renderApp("/settings/procurement");
    await waitFor(() => expect(stageCards()).toHaveLength(2));
    fireEvent.change(within(stageCards()[1]!).getByTestId("procurement-stage-name"), {
      target: { value: "requested" },
    });
    fireEvent.click(screen.getByTestId("procurement-workflow-save"));
    expect(await screen.findByText(fieldMessages.procurementStageNameTaken)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.change(within(stageCards()[1]!).getByTestId("procurement-stage-name"), {
      target: { value: "Later" },
    });
    fireEvent.click(screen.getByTestId("procurement-workflow-save"));
    expect(await screen.findByText(fieldMessages.nameTooLong)).toBeTruthy();
  });

  it("lets a Viewer read the stages without changing them", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(workflowRoutes(saved));
    renderApp("/settings/procurement");
    await waitFor(() => expect(stageCards().map(nameOf)).toEqual(["Requested", "Approved"]));
    expect(
      (within(stageCards()[0]!).getByTestId("procurement-stage-name") as HTMLInputElement).disabled,
    ).toBe(true);
    expect(screen.queryByTestId("procurement-workflow-save")).toBeNull();
    expect(screen.queryByTestId("procurement-stage-add")).toBeNull();
  });
});
