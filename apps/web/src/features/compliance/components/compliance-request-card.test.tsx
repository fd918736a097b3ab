import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ComplianceAttestationWire, ComplianceWire, ContactWire } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { complianceRequest } from "../../../test/compliance-fixtures";
import { deferred } from "../../../test/deferred";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { page } from "../../../test/workspace-fixtures";
import { ComplianceRequestCard, type ComplianceRequestSlots } from "./compliance-request-card";
import { ComplianceSection } from "./compliance-section";

const id = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const quality = { id: "00000000-0000-4000-8000-000000000001", name: "Quality" };
const request = (overrides: Partial<ComplianceWire> = {}): ComplianceWire =>
  complianceRequest(id, {
    requirements: { contacts: [{ category: quality, provided: false }], documents: [], attestation: null },
    ...overrides,
  });
const attestation: ComplianceAttestationWire = {
  id: "00000000-0000-4000-8200-000000000001",
  attested_by: { first_name: "Ada", last_name: "Lovelace", email: "ada@vendor.test" },
  attested: "2026-11-24T12:00:00.000Z",
};
const contact: ContactWire = {
  id: "00000000-0000-4000-8100-000000000001",
  relationship: id,
  category: { ...quality, created: "2026-11-24T12:00:00.000Z" },
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@vendor.test",
  phone: "+1 555 0100",
  created: "2026-11-24T12:00:00.000Z",
};

/** Slots that say which request they were given, so the card is seen passing its own id. */
const slots: ComplianceRequestSlots = {
  contactForm: ({ relationshipId, categories, opened }) =>
    opened ? (
      <div data-testid="slot-contact-form">
        {relationshipId}:{categories.map((c) => c.name).join(",")}
      </div>
    ) : null,
  documentUpload: (relationshipId, documentType) => (
    <div data-testid="slot-upload">
      {relationshipId}:{documentType ?? "none"}
    </div>
  ),
  questionnaire: (relationshipId, canRespond) => (
    <div data-testid="slot-questionnaire">
      {relationshipId}:{canRespond ? "answer" : "read"}
    </div>
  ),
};

function renderCard(compliance: ComplianceWire, canRespond: boolean) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ComplianceRequestCard compliance={compliance} canRespond={canRespond} slots={slots} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** The compliance section around the card: the request as the server has it, read with its list. */
function renderSection() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <ComplianceSection slots={slots} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("a customer's compliance request", () => {
  it("shows the status, the checklist of what is required, the contacts and documents given", async () => {
    const documents = deferred<Response>();
    const fake = useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/contacts": () => json(page([contact])),
        "GET /compliances/:id/documents": () => documents.promise,
      }),
    );
    renderCard(request(), true);
    expect(screen.getByTestId("compliance-customer").textContent).toBe("Customer Co");
    expect(screen.getByTestId("compliance-status").textContent).toBe("Action required");
    const checks = screen.getAllByTestId("compliance-requirement");
    expect(checks.map((c) => [c.textContent, c.getAttribute("data-done")])).toEqual([
      ["A contact in Quality", "false"],
      ["The truthful-information attestation", "false"],
    ]);
    expect((await screen.findByTestId("compliance-contact")).textContent).toContain("Grace Hopper");
    // While the documents are asked for, the card does not yet say there are none.
    await waitFor(() => expect(fake.calls.some((c) => c.path === `/compliances/${id}/documents`)).toBe(true));
    expect(screen.queryByText("No documents given yet.")).toBeNull();
    documents.resolve(json({ results: [] }));
    expect(await screen.findByText("No documents given yet.")).toBeTruthy();
    expect(screen.getByTestId("slot-questionnaire").textContent).toBe(`${id}:answer`);
    expect(screen.getByTestId("slot-upload").textContent).toBe(`${id}:none`);
    expect(screen.queryByTestId("compliance-document-type")).toBeNull();
    // The contact form is offered the categories the customer requires.
    fireEvent.click(screen.getByTestId("compliance-add-contact"));
    expect(screen.getByTestId("slot-contact-form").textContent).toBe(`${id}:Quality`);
  });

  it("lists the required document types and uploads against the first one missing, or the one picked", async () => {
    useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/contacts": () => json(page([])),
        "GET /compliances/:id/documents": () => json({ results: [] }),
      }),
    );
    const insurance = {
      id: "00000000-0000-4000-8300-000000000001",
      name: "Insurance",
      description: "At least $1M",
    };
    const w9 = { id: "00000000-0000-4000-8300-000000000002", name: "W-9", description: null };
    renderCard(
      request({
        requirements: {
          contacts: [],
          documents: [
            { type: insurance, provided: true },
            { type: w9, provided: false },
          ],
          attestation: null,
        },
      }),
      true,
    );
    const checks = screen.getAllByTestId("compliance-requirement");
    expect(checks.map((c) => [c.textContent, c.getAttribute("data-done")])).toEqual([
      ["A document: Insurance (At least $1M)", "true"],
      ["A document: W-9", "false"],
      ["The truthful-information attestation", "false"],
    ]);
    expect(screen.getByTestId("slot-upload").textContent).toBe(`${id}:${w9.id}`);
    fireEvent.click(screen.getByTestId("compliance-document-type"));
    fireEvent.click(await screen.findByRole("option", { name: "Another document" }));
    expect(screen.getByTestId("slot-upload").textContent).toBe(`${id}:none`);
  });

  it("attests once ticked, and reads the request again", async () => {
    let attested = false;
    const fake = useFakeApi(
      fakeRoutes({
        // The request as the section reads it: attested once the attestation is posted.
        "GET /compliances": () =>
          json(
            page([
              request({
                requirements: { ...request().requirements, attestation: attested ? attestation : null },
              }),
            ]),
          ),
        "GET /compliances/:id/contacts": () => json(page([])),
        "GET /compliances/:id/documents": () => json({ results: [] }),
        "POST /compliances/:id/attestations": () => {
          attested = true;
          return json(attestation, 201);
        },
      }),
    );
    renderSection();
    const button = (await screen.findByTestId("compliance-attest")) as HTMLButtonElement;
    expect(screen.getByTestId("compliance-attested").textContent).toBe("Not attested yet.");
    expect(button.disabled).toBe(true);
    fireEvent.click(within(screen.getByTestId("compliance-attestation")).getByRole("checkbox"));
    fireEvent.click(button);
    await waitFor(() => expect(attested).toBe(true));
    const posted = fake.calls.find((c) => c.method === "POST");
    expect(posted?.path).toBe(`/compliances/${id}/attestations`);
    expect(posted?.body).toEqual({ truth_attestation: true });
    // Read again after the attestation, the request shows it.
    await waitFor(() =>
      expect(screen.getByTestId("compliance-attested").textContent).toMatch(/^Attested by Ada Lovelace on /),
    );
    const reads = fake.calls.filter((c) => c.method === "GET" && c.path === "/compliances");
    expect(reads).toHaveLength(2);
  });

  it("shows who attested and when, and a complete request as Complete", () => {
    useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/contacts": () => json(page([contact])),
        "GET /compliances/:id/documents": () => json({ results: [] }),
      }),
    );
    renderCard(
      request({
        compliance_status: "COMPLETE",
        requirements: { contacts: [{ category: quality, provided: true }], documents: [], attestation },
      }),
      true,
    );
    expect(screen.getByTestId("compliance-status").textContent).toBe("Complete");
    expect(screen.getByTestId("compliance-attested").textContent).toMatch(/^Attested by Ada Lovelace on /);
    expect(screen.getByTestId("compliance-attest").textContent).toBe("Attest again");
  });

  it("offers no contact form when the customer requires no contact", () => {
    useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/contacts": () => json(page([])),
        "GET /compliances/:id/documents": () => json({ results: [] }),
      }),
    );
    renderCard(request({ requirements: { contacts: [], documents: [], attestation: null } }), true);
    expect(screen.queryByTestId("compliance-add-contact")).toBeNull();
    expect(screen.getByTestId("compliance-attest")).toBeTruthy();
  });

  it("offers a Viewer nothing to give: no contact, upload or attestation, the questionnaire to read only", () => {
    useFakeApi(
      fakeRoutes({
        "GET /compliances/:id/contacts": () => json(page([])),
        "GET /compliances/:id/documents": () => json({ results: [] }),
      }),
    );
    renderCard(request(), false);
    expect(screen.queryByTestId("compliance-add-contact")).toBeNull();
    expect(screen.queryByTestId("slot-upload")).toBeNull();
    expect(screen.queryByTestId("compliance-attest")).toBeNull();
    expect(screen.getByTestId("slot-questionnaire").textContent).toBe(`${id}:read`);
  });
});
