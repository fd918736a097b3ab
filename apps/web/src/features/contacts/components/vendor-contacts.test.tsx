import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { type ContactCategoryWire, type ContactWire, fieldMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { page } from "../../../test/workspace-fixtures";
import { MissingContactsAction } from "./missing-contacts-action";
import { VendorContacts } from "./vendor-contacts";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const compliance: ContactCategoryWire = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Compliance",
  created: "2026-11-24T12:00:00.000Z",
};
const ada: ContactWire = {
  id: "00000000-0000-4000-8100-000000000001",
  relationship,
  category: compliance,
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@vendor.test",
  phone: "+1 555 0100",
  created: "2026-11-24T12:00:00.000Z",
};

/** A vendor with no contact, missing Compliance, until a contact is posted. */
function routes(post: RouteHandler) {
  const contacts: ContactWire[] = [];
  return fakeRoutes({
    "GET /contact-categories": () => json(page([compliance])),
    "GET /entities/relationships/:id/contacts": () => json(page(contacts)),
    "GET /entity-relationships/:id/missing-contacts": () =>
      json({ categories: contacts.length === 0 ? [compliance] : [] }),
    "POST /entities/relationships/:id/contacts": async (request) => {
      const response = await post(request);
      if (response.ok) contacts.push(ada);
      return response;
    },
  });
}

function renderContacts(canAdd: boolean) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <MissingContactsAction relationshipId={relationship} />
        <VendorContacts relationshipId={relationship} canAdd={canAdd} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

async function fillContact() {
  fireEvent.click(await screen.findByTestId("vendor-add-contact"));
  await pickOption("add-contact-category", "Compliance");
  const type = (testId: string, value: string) =>
    fireEvent.change(screen.getByTestId(testId), { target: { value } });
  type("add-contact-first-name", "Ada");
  type("add-contact-last-name", "Lovelace");
  type("add-contact-email", "ada@vendor.test");
  type("add-contact-phone", "+1 555 0100");
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the vendor profile's contacts", () => {
  it("adds a contact through the dialog; the list shows it and the missing-contact action goes", async () => {
    const fake = useFakeApi(routes(() => json(ada, 201)));
    renderContacts(true);
    expect(await screen.findByTestId("vendor-contact-missing")).toBeTruthy();
    expect((await screen.findByText(/No contacts yet/)).textContent).toBeTruthy();
    await fillContact();
    fireEvent.click(screen.getByTestId("add-contact-submit"));
    const row = await screen.findByTestId("vendor-contact");
    expect(row.textContent).toContain("Compliance");
    expect(row.textContent).toContain("Ada Lovelace");
    expect(row.textContent).toContain("ada@vendor.test");
    await waitFor(() => expect(screen.queryByTestId("vendor-contact-missing")).toBeNull());
    const post = fake.calls.find((c) => c.method === "POST");
    expect(post?.path).toBe(`/entities/relationships/${relationship}/contacts`);
    expect(post?.body).toEqual({
      category: compliance.id,
      first_name: "Ada",
      last_name: "Lovelace",
      email: "ada@vendor.test",
      phone: "+1 555 0100",
    });
  });

  it("shows the API's field message under its input", async () => {
    useFakeApi(
      routes(() =>
        apiErrorResponse(400, "validation_error", "Invalid input", {
          phone: fieldMessages.contactPhoneTooLong,
        }),
      ),
    );
    renderContacts(true);
    await fillContact();
    fireEvent.click(screen.getByTestId("add-contact-submit"));
    expect(await screen.findByText(fieldMessages.contactPhoneTooLong)).toBeTruthy();
    expect(screen.queryByTestId("vendor-contact")).toBeNull();
  });

  it("checks the form with the contracts' rules before calling", async () => {
    const fake = useFakeApi(routes(() => json(ada, 201)));
    renderContacts(true);
    fireEvent.click(await screen.findByTestId("vendor-add-contact"));
    fireEvent.click(await screen.findByTestId("add-contact-submit"));
    expect(await screen.findByText(fieldMessages.contactCategoryInvalid)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("offers no Add contact to a role that may not change vendors", async () => {
    const fake = useFakeApi(routes(() => json(ada, 201)));
    renderContacts(false);
    await waitFor(() => expect(fake.calls.length).toBeGreaterThan(1));
    expect(await screen.findByText(/No contacts yet/)).toBeTruthy();
    expect(screen.queryByTestId("vendor-add-contact")).toBeNull();
  });
});
