import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import {
  currentUflpaQuestionSet,
  type MemberRole,
  type UflpaResponseWire,
  uflpaQuestionSetToWire,
} from "@tierline/contracts";
import { describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { complianceRequest } from "../test/compliance-fixtures";
import { fakeRoutes, json, type RouteHandler, useFakeApi } from "../test/fake-api";
import { renderApp } from "../test/render";
import { baseRoutes, page, sessionFor, userWithRoles } from "../test/workspace-fixtures";

const id = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const request = complianceRequest(id);

/** A draft with a "yes", so its branch (detail and evidence upload) is open. */
const draft: UflpaResponseWire = {
  id: "00000000-0000-4000-8000-000000000009",
  relationship: id,
  status: "DRAFT",
  question_set_version: currentUflpaQuestionSet.version,
  answers: { input_cotton: { answer: "yes", detail: "One supplier" } },
  updated: "2026-11-24T12:00:00.000Z",
  submitted: null,
};

function routes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /compliances": () => json(page([request])),
    "GET /compliances/uflpa-questionnaire": () => json(uflpaQuestionSetToWire(currentUflpaQuestionSet)),
    "GET /compliances/:id/uflpa-questionnaire/answer": () => json({ draft, submission: null }),
    "GET /compliances/:id": () => json(request),
    "GET /compliances/:id/contacts": () => json(page([])),
    "GET /compliances/:id/documents": () => json({ results: [] }),
    ...extra,
  });
}

const signIn = (role: MemberRole) => act(() => authStore.signIn(sessionFor(userWithRoles([role]))));

// Procurement Managers and Viewers read the compliance section (`compliance.read`) but may not answer it
// (`compliance.respond`): the API refuses their drafts and submissions.
describe.each(["PROCUREMENT_MANAGER", "VIEWER"] as const)("the UFLPA questionnaire for a %s", (role) => {
  it("is offered from the request to view", async () => {
    signIn(role);
    useFakeApi(routes());
    renderApp("/compliance");
    expect((await screen.findByTestId("compliance-uflpa-link")).textContent).toBe(
      "View the UFLPA questionnaire",
    );
  });

  it("opens read-only: no draft, no submit, no evidence upload", async () => {
    signIn(role);
    useFakeApi(routes());
    renderApp(`/compliance/${id}/uflpa-questionnaire`);
    expect(await screen.findByTestId("uflpa-read-only")).toBeTruthy();
    expect((screen.getByTestId("uflpa-input_cotton-detail") as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByLabelText("Attach evidence")).toBeNull();
    expect(screen.queryByTestId("uflpa-save-draft")).toBeNull();
    expect(screen.queryByTestId("uflpa-submit")).toBeNull();
  });
});

describe("the UFLPA questionnaire for a Compliance Manager", () => {
  it("is offered from the request to answer, and opens with draft and submit", async () => {
    signIn("COMPLIANCE_MANAGER");
    useFakeApi(routes());
    const { router } = renderApp("/compliance");
    const link = await screen.findByTestId("compliance-uflpa-link");
    expect(link.textContent).toBe("Open the UFLPA questionnaire");
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/compliance/${id}/uflpa-questionnaire`));
    expect(await screen.findByTestId("uflpa-submit")).toBeTruthy();
    expect(screen.getByTestId("uflpa-save-draft")).toBeTruthy();
    expect((screen.getByTestId("uflpa-input_cotton-detail") as HTMLTextAreaElement).readOnly).toBe(false);
    expect(screen.getByLabelText("Attach evidence")).toBeTruthy();
    expect(screen.queryByTestId("uflpa-read-only")).toBeNull();
  });
});
