import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { currentUflpaQuestionSet, uflpaQuestionSetToWire } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { UflpaSubmissionView } from "./uflpa-submission-view";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const submission = {
  id: "00000000-0000-4000-8000-000000000009",
  relationship,
  status: "SUBMITTED",
  question_set_version: 1,
  answers: {
    xuar_sourcing: {
      answer: "yes",
      detail: "Cotton yarn from Aksu",
      evidence: [{ id: "00000000-0000-4000-8000-000000000010", file_name: "declaration.pdf" }],
    },
    supplier_mapping: { answer: "no" },
  },
  updated: "2026-11-24T12:00:00.000Z",
  submitted: "2026-11-24T12:00:00.000Z",
};

function renderView() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <UflpaSubmissionView relationshipId={relationship} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => vi.restoreAllMocks());

const evidenceId = "00000000-0000-4000-8000-000000000010";
const view = () =>
  json({ submission, question_set: uflpaQuestionSetToWire(currentUflpaQuestionSet), flags: [] });

describe("the customer's view of the UFLPA questionnaire", () => {
  it("shows the answers under their version's questions with the flagged ones marked", async () => {
    useFakeApi(
      fakeRoutes({
        "GET /entity-relationships/:id/uflpa-questionnaire": () =>
          json({
            submission,
            question_set: uflpaQuestionSetToWire(currentUflpaQuestionSet),
            flags: [
              {
                question: "xuar_sourcing",
                severity: "HIGH",
                reason: "Goods made wholly or in part in the XUAR",
              },
              {
                question: "supplier_mapping",
                severity: "LOW",
                reason: "Supply chain not mapped to raw material",
              },
            ],
          }),
      }),
    );
    renderView();
    expect((await screen.findByTestId("uflpa-submission-meta")).textContent).toMatch(/^Version 1, submitted/);
    expect(screen.getByTestId("uflpa-flag-count").textContent).toBe("2 flagged answers.");
    const sourcing = screen.getByTestId("uflpa-answer-xuar_sourcing");
    expect(sourcing.textContent).toContain("Yes");
    expect(sourcing.textContent).toContain("High: Goods made wholly or in part in the XUAR");
    expect(sourcing.textContent).toContain("Cotton yarn from Aksu");
    expect(sourcing.textContent).toContain("declaration.pdf");
    expect(
      within(screen.getByTestId("uflpa-answer-supplier_mapping")).getByTestId("uflpa-flag").textContent,
    ).toBe("Low: Supply chain not mapped to raw material");
    expect(within(screen.getByTestId("uflpa-answer-xuar_operations")).queryByTestId("uflpa-flag")).toBeNull();
    expect(screen.getByTestId("uflpa-answer-xuar_operations").textContent).toContain("Not answered");
  });

  it("says when the vendor has submitted nothing", async () => {
    useFakeApi(
      fakeRoutes({
        "GET /entity-relationships/:id/uflpa-questionnaire": () =>
          json({ submission: null, question_set: null, flags: [] }),
      }),
    );
    renderView();
    expect(await screen.findByText("The vendor has not submitted the questionnaire yet.")).toBeTruthy();
  });

  it("opens an evidence file: fetches it from the customer's evidence call and saves it under its name", async () => {
    const requested: string[] = [];
    useFakeApi(
      fakeRoutes({
        "GET /entity-relationships/:id/uflpa-questionnaire": view,
        "GET /entity-relationships/:id/uflpa-questionnaire/evidence/:resource": ({ params }) => {
          requested.push(`${params.id}/${params.resource}`);
          return new Response("%PDF-1.7", { headers: { "Content-Type": "application/pdf" } });
        },
      }),
    );
    // jsdom has no object URLs; the saved link's name and its click are what the browser acts on.
    URL.createObjectURL = vi.fn(() => "blob:evidence");
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderView();
    fireEvent.click(await screen.findByRole("button", { name: "declaration.pdf" }));
    await waitFor(() => expect(saved).toEqual(["declaration.pdf"]));
    expect(requested).toEqual([`${relationship}/${evidenceId}`]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });
});
