import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type EntityLocationWire, fieldMessages, successMessages } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { renderApp } from "../../../test/render";
import { baseRoutes, page, sessionFor, userWithRoles, workspace } from "../../../test/workspace-fixtures";

const entityId = workspace.entity.id;
const stored: EntityLocationWire = {
  id: "eeeeeeee-eeee-4eee-8eee-000000000001",
  entity_id: entityId,
  type: "retail",
  address: "1 Market Street",
  city: "San Francisco",
  state: "US-CA",
  state_name: "California",
  postal_code: "94105",
  country: "US",
  country_name: "United States",
  web_url: null,
  status: null,
  location_type: null,
  description: null,
  identifiers: [
    { id: "eeeeeeee-eeee-4eee-8eee-000000000002", type: "EIN", kind: "company", number: "12-3456789" },
  ],
  created: "2026-11-24T08:00:00.000Z",
  updated: "2026-11-24T08:00:00.000Z",
};
const allTypes = [
  { id: "SAM", name: "SAM", mask: "************" },
  { id: "LEI", name: "LEI", mask: "********************" },
  { id: "EIN", name: "EIN", mask: "99-9999999" },
  { id: "GLN", name: "GLN", mask: "9999999999999" },
];
const kinds = [
  { id: "company", name: "Company" },
  { id: "product", name: "Product" },
  { id: "facility", name: "Facility" },
];

function locationRoutes(extra: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id": () => json(workspace),
    "GET /entities/:id/locations": ({ query }) => json(page(query.get("type") === "retail" ? [stored] : [])),
    "GET /locations/countries": () =>
      json({
        results: [
          { code: "DE", name: "Germany" },
          { code: "US", name: "United States" },
        ],
      }),
    "GET /locations/states": ({ query }) =>
      json({
        results:
          query.get("country") === "US"
            ? [{ code: "US-CA", name: "California", type: "State" }]
            : [{ code: "DE-HH", name: "Hamburg", type: "Land" }],
      }),
    "GET /locations/cities": () => json({ results: [{ name: "San Francisco" }] }),
    "GET /identifier-types": ({ query }) =>
      json({
        kinds,
        // As the api answers: the US gets EIN and SAM, in that order.
        results: query.get("country") === "US" ? [allTypes[2], allTypes[0]] : allTypes,
      }),
    ...extra,
  });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

/** The options of a Mantine select, opened (and left open). */
async function optionsOf(testId: string) {
  fireEvent.click(input(testId));
  return waitFor(() => {
    const list = document.getElementById(input(testId).getAttribute("aria-controls") ?? "");
    const options = [...(list?.querySelectorAll("[role=option]") ?? [])];
    if (options.length === 0) throw new Error(`no options in ${testId}`);
    return options;
  });
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("settings: locations", () => {
  it("lists the tab's locations and adds one: a new country clears the state, the US offers EIN and SAM, the number takes its mask", async () => {
    const fake = useFakeApi(
      locationRoutes({
        "POST /entities/:id/locations": ({ body }) =>
          json({ ...stored, ...(body as object), identifiers: stored.identifiers }, 201),
      }),
    );
    renderApp("/settings/locations");
    const row = await screen.findByTestId(`location-row-${stored.id}`);
    expect(row.textContent).toContain("EIN 12-3456789");

    fireEvent.click(screen.getByTestId("locations-add"));
    fireEvent.change(input("location-address"), { target: { value: "5 Elm Street" } });
    await pickOption("location-country", "Germany");
    await pickOption("location-state", "Hamburg");
    await pickOption("location-country", "United States");
    await waitFor(() => expect(input("location-state").value).toBe(""));
    await pickOption("location-state", "California");
    fireEvent.change(input("location-city"), { target: { value: "San Francisco" } });
    fireEvent.change(input("location-postal-code"), { target: { value: "94105" } });

    fireEvent.click(screen.getByTestId("identifier-add"));
    const types = await optionsOf("identifier-type-0");
    expect(types.map((option) => option.textContent)).toEqual(["EIN", "SAM"]);
    fireEvent.click(types[0] as Element);
    fireEvent.change(input("identifier-number-0"), { target: { value: "987654321" } });
    expect(input("identifier-number-0").value).toBe("98-7654321");

    fireEvent.click(screen.getByTestId("location-save"));
    expect(await screen.findByText(successMessages.changesSaved)).toBeTruthy();
    expect(fake.calls.find((c) => c.method === "POST")?.body).toEqual({
      type: "retail",
      address: "5 Elm Street",
      city: "San Francisco",
      state: "US-CA",
      postal_code: "94105",
      country: "US",
      identifiers: [{ type: "EIN", kind: "company", number: "98-7654321" }],
    });
    await waitFor(() => expect(screen.queryByTestId("location-form")).toBeNull());
  });

  it("shows the api's field messages on their inputs, an identifier's too", async () => {
    useFakeApi(
      locationRoutes({
        "PATCH /entities/:id/locations/:locationId": () =>
          apiErrorResponse(400, "VALIDATION", "Invalid request", {
            "identifiers.0.number": fieldMessages.einPrefixUnassigned,
            state: fieldMessages.locationStateInvalid,
          }),
      }),
    );
    renderApp("/settings/locations");
    const row = await screen.findByTestId(`location-row-${stored.id}`);
    fireEvent.click(within(row).getByTestId("location-menu"));
    fireEvent.click(await screen.findByTestId("location-edit"));
    await waitFor(() => expect(input("location-address").value).toBe("1 Market Street"));
    fireEvent.change(input("location-address"), { target: { value: "2 Market Street" } });
    fireEvent.click(screen.getByTestId("location-save"));
    expect(await screen.findByText(fieldMessages.einPrefixUnassigned)).toBeTruthy();
    expect(screen.getByText(fieldMessages.locationStateInvalid)).toBeTruthy();
    // Another tab waits while the form is open.
    expect(screen.getByTestId("locations-tab-online").hasAttribute("data-disabled")).toBe(true);
  });

  it("lets a Viewer read the locations without adding or changing them", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    useFakeApi(locationRoutes());
    renderApp("/settings/locations");
    const row = await screen.findByTestId(`location-row-${stored.id}`);
    expect(row.textContent).toContain("California");
    expect(screen.queryByTestId("locations-add")).toBeNull();
    expect(within(row).queryByTestId("location-menu")).toBeNull();
  });
});
