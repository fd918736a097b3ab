import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { fieldMessages, type VendorWire, vendorInvitationMessages } from "@tierline/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, type RouteRequest, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, sessionFor, userWithRoles } from "../test/workspace-fixtures";

/** "Invite" on the selected rows of the vendor list: an address per vendor, one message, each bad row named. */
const vendor = (id: string, name: string): VendorWire => ({
  id,
  entity: crypto.randomUUID(),
  name,
  country: { code: "US", name: "United States" },
  status: "PENDING",
  proposer: "PRINCIPAL_ENTITY",
  verification_status: "PENDING",
  roles: [],
  tags: [],
  open_risks: 0,
  created: "2030-03-01T10:00:00.000Z",
  updated: "2030-03-01T10:00:00.000Z",
});
const globex = vendor("11111111-1111-4111-8111-111111111111", "Globex");
const initech = vendor("22222222-2222-4222-8222-222222222222", "Initech");

let sent: unknown[] = [];
const api = (answer: (body: { invites: { relationship: string; email: string }[] }) => Response) => {
  sent = [];
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id/vendors": () =>
      json({ results: [globex, initech], count: 2, next: null, previous: null }),
    "POST /vendor-invitations/bulk": ({ body }: RouteRequest) => {
      sent.push(body);
      return answer(body as { invites: { relationship: string; email: string }[] });
    },
  });
};

afterEach(() => {
  act(() => authStore.clearSession());
});

async function openInvite() {
  renderApp("/");
  const rows = await screen.findAllByTestId("table-select-row");
  for (const row of rows) fireEvent.click(row);
  fireEvent.click(await screen.findByTestId("vendors-bulk-invite"));
  return screen.findByTestId("bulk-invite-form");
}

describe("inviting the selected vendors", () => {
  it("checks each address under its vendor before anything is sent", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(api((body) => json({ results: body.invites.map(() => ({})) }, 201)));
    const form = await openInvite();
    const [first, second] = within(form).getAllByTestId("bulk-invite-email");
    fireEvent.change(first!, { target: { value: "compliance@globex.test" } });
    fireEvent.change(second!, { target: { value: "not-an-address" } });
    fireEvent.click(within(form).getByTestId("bulk-invite-submit"));
    await waitFor(() => expect(form.textContent).toContain(fieldMessages.emailInvalid));
    expect(sent).toEqual([]);
  });

  it("names the row the api refused (a vendor already invited) under its address", async () => {
    act(() => authStore.signIn(testSession));
    useFakeApi(
      api(() =>
        json(
          {
            status: 409,
            code: "CONFLICT",
            message: vendorInvitationMessages.alreadyOpen,
            fields: { "invites.1.email": vendorInvitationMessages.alreadyOpen },
          },
          409,
        ),
      ),
    );
    const form = await openInvite();
    const [first, second] = within(form).getAllByTestId("bulk-invite-email");
    fireEvent.change(first!, { target: { value: "compliance@globex.test" } });
    fireEvent.change(second!, { target: { value: "compliance@initech.test" } });
    fireEvent.change(within(form).getByTestId("bulk-invite-message"), { target: { value: "Annual review" } });
    fireEvent.click(within(form).getByTestId("bulk-invite-submit"));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          invites: [
            { relationship: globex.id, email: "compliance@globex.test" },
            { relationship: initech.id, email: "compliance@initech.test" },
          ],
          message: "Annual review",
        },
      ]),
    );
    await waitFor(() => expect(form.textContent).toContain(vendorInvitationMessages.alreadyOpen));
  });

  it("is not offered to a Viewer", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(api(() => json({ results: [] }, 201)));
    renderApp("/");
    const rows = await screen.findAllByTestId("table-select-row");
    fireEvent.click(rows[0]!);
    expect(screen.queryByTestId("vendors-bulk-invite")).toBeNull();
  });
});
