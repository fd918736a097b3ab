import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { type EntityWire, fieldMessages, successMessages } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, sessionFor, userWithRoles, workspace } from "../../../test/workspace-fixtures";

const manufacturer = "00000000-0000-4000-9000-000000000004";
const retailer = "00000000-0000-4000-9000-000000000010";
const claims = [
  {
    id: "00000000-0000-4000-9100-000000000001",
    claim_type: "OB",
    code: "OFFICER_AUTHORITY",
    text: "I can bind it.",
  },
  {
    id: "00000000-0000-4000-9100-000000000002",
    claim_type: "OB",
    code: "GOOD_STANDING",
    text: "It is in good standing.",
  },
] as const;
const person = { id: testUser.id, first_name: "Owen", last_name: "Owner", email: testUser.email };

const stored: EntityWire = {
  id: workspace.entity.id,
  brand_name: "Acme",
  email: null,
  contact_email: null,
  registered_name: "Acme Holdings",
  registered_jurisdiction: {
    id: "US-DE",
    name: "Delaware",
    type_name: "State",
    parent: { id: "US", name: "United States", type_name: "Country" },
  },
  entity_type: { id: "us-llc", name: "Limited liability company", abbreviation: "LLC" },
  dba_names: [],
  registered_date: "2020-03-04",
  entity_website: null,
  additional_entity_names: [],
  roles: [
    {
      id: "00000000-0000-4000-9200-000000000001",
      role: { id: manufacturer, role: "Manufacturer" },
      flag: null,
    },
  ],
  attestations_claims: [
    {
      id: "00000000-0000-4000-9300-000000000001",
      entity: workspace.entity.id,
      claim: claims[0],
      text: claims[0].text,
      attested_by: person,
      attested_at: "2026-11-20T10:00:00.000Z",
    },
  ],
  company_info_step: -1,
  status: "PENDING",
  status_reason: "The company has no identifier to check yet.",
  flag: null,
  is_primary: true,
  details_missing: ["attestations"],
  created: "2026-11-20T10:00:00.000Z",
  updated: "2026-11-20T10:00:00.000Z",
};

function entityRoutes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /entities/:id": () => json(stored),
    "GET /entity-jurisdictions": ({ query }) => {
      const parent = query.get("parent");
      if (parent === "US")
        return json({ results: [{ id: "US-DE", name: "Delaware", type_name: "State", parent: "US" }] });
      if (parent === "DE")
        return json({ results: [{ id: "DE-HH", name: "Hamburg", type_name: "Land", parent: "DE" }] });
      return json({
        results: [
          { id: "DE", name: "Germany", type_name: "Country", parent: null },
          { id: "US", name: "United States", type_name: "Country", parent: null },
        ],
      });
    },
    "GET /entity-jurisdictions/:id/entity-types": ({ params }) =>
      json({
        results: params.id?.startsWith("DE")
          ? [{ id: "de-gmbh", name: "Gesellschaft mit beschränkter Haftung", abbreviation: "GmbH" }]
          : [{ id: "us-llc", name: "Limited liability company", abbreviation: "LLC" }],
      }),
    "GET /supply-chain-roles": () =>
      json({
        results: [
          { id: manufacturer, role: "Manufacturer", description: "Makes goods" },
          { id: retailer, role: "Retailer", description: "Sells goods" },
        ],
      }),
    "GET /attestation-claims": () => json({ results: claims }),
    ...extra,
  });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: entities", () => {
  it("shows the status and who attested; a future date is refused before any call; a new country clears the state and type; the PATCH sends the state's code", async () => {
    const fake = useFakeApi(
      entityRoutes({ "PATCH /entities/:id": () => json({ ...stored, registered_date: "2020-01-15" }) }),
    );
    renderApp("/settings/entities");
    await waitFor(() => expect(input("entity-registered-name").value).toBe("Acme Holdings"));
    expect(screen.getByTestId("entity-status-reason").textContent).toBe(stored.status_reason);
    expect((await screen.findByTestId(`attestation-last-${claims[0].id}`)).textContent).toContain(
      "Attested by Owen Owner",
    );
    expect(screen.getByTestId(`attestation-last-${claims[1].id}`).textContent).toBe("Not attested yet");
    expect(input("entity-registered-date").value).toBe("Mar 04, 2020");

    fireEvent.change(input("entity-registered-date"), { target: { value: "12/31/2999" } });
    fireEvent.click(screen.getByTestId("entity-details-save"));
    expect(await screen.findByText(fieldMessages.registeredDateFuture)).toBeTruthy();
    expect(fake.calls.some((c) => c.method === "PATCH")).toBe(false);

    await pickOption("entity-country", "Germany");
    await waitFor(() => expect(input("entity-state").value).toBe(""));
    expect(input("entity-type").value).toBe("");
    await pickOption("entity-state", "Hamburg");
    await pickOption("entity-type", "Gesellschaft mit beschränkter Haftung (GmbH)");
    fireEvent.change(input("entity-registered-date"), { target: { value: "01/15/2020" } });
    fireEvent.click(screen.getByTestId("entity-details-save"));
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === "PATCH")?.body).toMatchObject({
      registered_jurisdiction: "DE-HH",
      entity_type: "de-gmbh",
      registered_date: "2020-01-15",
      entity_website: null,
    });
  });

  it("saves the roles as a whole list and refuses none; attesting asks for every statement", async () => {
    const fake = useFakeApi(
      entityRoutes({
        "POST /entity/supply-chain-roles": () => json({ results: stored.roles, added: [], removed: [] }),
        "POST /attestations": () => json({ results: [] }, 201),
      }),
    );
    renderApp("/settings/entities");
    const box = await screen.findByTestId(`supply-chain-role-${manufacturer}`);
    fireEvent.click(box);
    fireEvent.click(screen.getByTestId("supply-chain-roles-save"));
    expect(await screen.findByText(fieldMessages.rolesRequired)).toBeTruthy();
    fireEvent.click(screen.getByTestId(`supply-chain-role-${retailer}`));
    fireEvent.click(screen.getByTestId("supply-chain-roles-save"));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === "/entity/supply-chain-roles")?.body).toEqual({
        entity: stored.id,
        roles: [{ role: retailer }],
      }),
    );

    fireEvent.click(screen.getByTestId(`attestation-check-${claims[0].id}`));
    fireEvent.click(screen.getByTestId("attestations-save"));
    expect(await screen.findByText(fieldMessages.claimsRequired)).toBeTruthy();
    fireEvent.click(screen.getByTestId(`attestation-check-${claims[1].id}`));
    fireEvent.click(screen.getByTestId("attestations-save"));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === "/attestations")?.body).toEqual({
        entity: stored.id,
        claims: [claims[0].id, claims[1].id],
      }),
    );
  });

  it("lets a Viewer read the company's details without changing them", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(entityRoutes());
    renderApp("/settings/entities");
    await waitFor(() => expect(input("entity-registered-name").value).toBe("Acme Holdings"));
    // The form's fieldset disables its inputs.
    expect(input("entity-registered-name").closest("fieldset")?.disabled).toBe(true);
    expect(screen.queryByTestId("entity-details-save")).toBeNull();
    expect(screen.queryByTestId("supply-chain-roles-save")).toBeNull();
    expect(screen.queryByTestId(`attestation-check-${claims[0].id}`)).toBeNull();
  });
});
