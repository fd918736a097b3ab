import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import {
  currentUflpaQuestionSet,
  fieldMessages,
  successMessages,
  type UflpaResponseWire,
  uflpaQuestionSetToWire,
} from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { SnackbarHost } from "../../../components/snackbar/snackbar-host";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, type RouteRequest, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { UflpaQuestionnaireForm } from "./uflpa-questionnaire-form";
import { autosaveDelayMs } from "./use-uflpa-autosave";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const questions = currentUflpaQuestionSet.questions;
const response = (
  status: "DRAFT" | "SUBMITTED",
  answers: UflpaResponseWire["answers"],
): UflpaResponseWire => ({
  id: "00000000-0000-4000-8000-000000000009",
  relationship,
  status,
  question_set_version: currentUflpaQuestionSet.version,
  answers,
  updated: "2026-11-24T12:00:00.000Z",
  submitted: status === "SUBMITTED" ? "2026-11-24T12:00:00.000Z" : null,
});

/** The questionnaire's calls; every POST is kept in `posts`. */
function routes(draft: UflpaResponseWire | null, posts: RouteRequest[]) {
  return fakeRoutes({
    "GET /compliances/uflpa-questionnaire": () => json(uflpaQuestionSetToWire(currentUflpaQuestionSet)),
    "GET /compliances/:id/uflpa-questionnaire/answer": () => json({ draft, submission: null }),
    "POST /compliances/:id/uflpa-questionnaire/answer": (request) => {
      posts.push(request);
      const body = request.body as { action: string; answers: UflpaResponseWire["answers"] };
      return body.action === "draft"
        ? json({ draft: response("DRAFT", body.answers), submission: null })
        : json({ draft: null, submission: response("SUBMITTED", body.answers) });
    },
  });
}

const evidenceFile = { id: "00000000-0000-4000-8000-0000000000e1", fileName: "origin-certificate.pdf" };

/** The app's upload stands in as a button that "uploads" one file. */
function renderForm(canRespond = true) {
  render(
    <MantineProvider theme={theme}>
      <SnackbarHost />
      <QueryClientProvider client={createQueryClient()}>
        <UflpaQuestionnaireForm
          relationshipId={relationship}
          canRespond={canRespond}
          renderEvidenceUpload={(onUploaded) => (
            <button type="button" onClick={() => onUploaded(evidenceFile)}>
              Upload
            </button>
          )}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the vendor's UFLPA questionnaire", () => {
  it("opens a yes's branch (detail, evidence) and closes it on no", async () => {
    useFakeApi(routes(null, []));
    renderForm();
    fireEvent.click(await screen.findByTestId("uflpa-xuar_operations-yes"));
    expect(await screen.findByTestId("uflpa-xuar_operations-detail")).toBeTruthy();
    expect(screen.getByTestId("uflpa-xuar_operations-no-evidence")).toBeTruthy();
    fireEvent.click(screen.getByTestId("uflpa-xuar_operations-no"));
    await waitFor(() => expect(screen.queryByTestId("uflpa-xuar_operations-detail")).toBeNull());
  });

  it("starts from the saved draft and saves a draft on demand", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(
      routes(response("DRAFT", { supplier_mapping: { answer: "yes", detail: "Two tiers" } }), posts),
    );
    renderForm();
    const detail = (await screen.findByTestId("uflpa-supplier_mapping-detail")) as HTMLTextAreaElement;
    expect(detail.value).toBe("Two tiers");
    fireEvent.click(screen.getByTestId("uflpa-xuar_operations-no"));
    fireEvent.click(screen.getByTestId("uflpa-save-draft"));
    await waitFor(() => expect(posts.length).toBeGreaterThan(0));
    expect(posts.at(-1)?.body).toMatchObject({
      action: "draft",
      answers: {
        xuar_operations: { answer: "no" },
        supplier_mapping: { answer: "yes", detail: "Two tiers" },
      },
    });
    expect((await screen.findByTestId("uflpa-autosave")).textContent).toMatch(/Draft saved/);
  });

  it("saves the draft by itself a moment after the first change", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(routes(null, posts));
    renderForm();
    // One change only: the form turning dirty re-renders it, and that must not drop the pending save.
    fireEvent.click(await screen.findByTestId("uflpa-xuar_operations-no"));
    await waitFor(() => expect(posts).toHaveLength(1), { timeout: autosaveDelayMs + 5000 });
    expect(posts[0]?.body).toMatchObject({ action: "draft", answers: { xuar_operations: { answer: "no" } } });
    expect((await screen.findByTestId("uflpa-autosave")).textContent).toMatch(/Draft saved/);
  });

  it("attaches an uploaded file to a yes, lists it by name and removes it", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(routes(null, posts));
    renderForm();
    fireEvent.click(await screen.findByTestId("uflpa-input_cotton-yes"));
    fireEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("origin-certificate.pdf")).toBeTruthy();
    expect(screen.queryByTestId("uflpa-input_cotton-no-evidence")).toBeNull();
    fireEvent.click(screen.getByTestId("uflpa-save-draft"));
    await waitFor(() => expect(posts.length).toBeGreaterThan(0));
    expect(posts.at(-1)?.body).toMatchObject({
      answers: { input_cotton: { answer: "yes", evidence: [evidenceFile.id] } },
    });
    fireEvent.click(screen.getByRole("button", { name: "Remove origin-certificate.pdf" }));
    expect(await screen.findByTestId("uflpa-input_cotton-no-evidence")).toBeTruthy();
  });

  it("refuses an incomplete submission with the shared messages, without calling", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(routes(null, posts));
    renderForm();
    fireEvent.click(await screen.findByTestId("uflpa-xuar_operations-yes"));
    fireEvent.click(screen.getByTestId("uflpa-submit"));
    expect(await screen.findByText(fieldMessages.uflpaDetailRequired)).toBeTruthy();
    expect(screen.getAllByText(fieldMessages.uflpaAnswerRequired)).toHaveLength(questions.length - 1);
    expect(posts.filter((p) => (p.body as { action: string }).action === "submit")).toHaveLength(0);
  });

  it("submits a complete questionnaire and says so", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(routes(null, posts));
    renderForm();
    await screen.findByTestId("uflpa-xuar_operations-no");
    for (const q of questions) fireEvent.click(screen.getByTestId(`uflpa-${q.id}-no`));
    fireEvent.click(screen.getByTestId("uflpa-submit"));
    expect(await screen.findByText(successMessages.complianceResponseSubmitted)).toBeTruthy();
    expect(await screen.findByTestId("uflpa-submitted")).toBeTruthy();
    expect(posts.find((p) => (p.body as { action: string }).action === "submit")?.body).toMatchObject({
      question_set_version: currentUflpaQuestionSet.version,
    });
  });
});

describe("the UFLPA questionnaire of a member who may not answer it", () => {
  const evidence = [{ id: evidenceFile.id, file_name: evidenceFile.fileName }];
  const saved = response("DRAFT", {
    input_cotton: { answer: "yes", detail: "Xinjiang lint, one supplier", evidence },
  });

  it("shows the answers, their details and files, and offers no upload, removal, draft or submit", async () => {
    useFakeApi(routes(saved, []));
    renderForm(false);
    const detail = (await screen.findByTestId("uflpa-input_cotton-detail")) as HTMLTextAreaElement;
    expect(detail.value).toBe("Xinjiang lint, one supplier");
    expect(detail.readOnly).toBe(true);
    expect(screen.getByTestId("uflpa-input_cotton-evidence-download").textContent).toBe(
      evidenceFile.fileName,
    );
    expect(screen.getByTestId("uflpa-read-only")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Upload" })).toBeNull();
    expect(screen.queryByRole("button", { name: `Remove ${evidenceFile.fileName}` })).toBeNull();
    expect(screen.queryByTestId("uflpa-save-draft")).toBeNull();
    expect(screen.queryByTestId("uflpa-submit")).toBeNull();
    expect(screen.queryByTestId("uflpa-autosave")).toBeNull();
  });

  it("keeps an answer as it is when clicked, and saves no draft", async () => {
    const posts: RouteRequest[] = [];
    useFakeApi(routes(saved, posts));
    renderForm(false);
    fireEvent.click(await screen.findByTestId("uflpa-input_cotton-no"));
    fireEvent.click(screen.getByTestId("uflpa-xuar_operations-yes"));
    // Even a value forced into the detail is not sent: there is no autosave to send it.
    fireEvent.change(screen.getByTestId("uflpa-input_cotton-detail"), { target: { value: "Changed" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, autosaveDelayMs + 500)));
    expect(screen.getByTestId("uflpa-input_cotton-detail")).toBeTruthy();
    expect(screen.queryByTestId("uflpa-xuar_operations-detail")).toBeNull();
    expect(posts).toHaveLength(0);
  });
});
