import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type EntityWire,
  fieldMessages,
  ONBOARDING_COMPLETED,
  type OnboardingState,
  vendorWorkflow,
} from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { pickOption } from "../test/combobox";
import { fakeRoutes, json, type RouteHandler, useFakeApi } from "../test/fake-api";
import { testSession, testUser } from "../test/fixtures";
import { newCompanyEntity } from "../test/new-workspace-routes";
import { renderApp } from "../test/render";
import { baseRoutes, onboardingState, sessionFor, userWithRoles } from "../test/workspace-fixtures";

const roles = [
  { id: "00000000-0000-4000-9000-000000000004", role: "Manufacturer", description: "Makes goods" },
  { id: "00000000-0000-4000-9000-000000000006", role: "Brand owner", description: "Owns the brand" },
];
const claims = [
  {
    id: "00000000-0000-4000-a000-000000000001",
    claim_type: "OB",
    code: "OFFICER_AUTHORITY",
    text: "I may bind it.",
  },
  {
    id: "00000000-0000-4000-a000-000000000002",
    claim_type: "OB",
    code: "GOOD_STANDING",
    text: "It is in good standing.",
  },
] as const;

/**
 * A workspace in the middle of its onboarding (`step`), with the calls the wizard makes; `state` and
 * `entity` follow what the wizard writes, as the server would.
 */
function wizardApi(step: number, extra: Record<string, RouteHandler> = {}) {
  const server = {
    state: onboardingState({
      company_info_step: step,
      plan: null,
      entity_details_completed: false,
      vendor_workflow_confirmed: false,
    }) as OnboardingState,
    entity: { ...newCompanyEntity } as EntityWire,
  };
  const routes = fakeRoutes({
    ...baseRoutes,
    "GET /workspaces/:id/onboarding": () => json(server.state),
    "GET /entities/:id": () => json(server.entity),
    "PATCH /entities/:id": ({ body }) => {
      const patch = body as { company_info_step?: number };
      if (patch.company_info_step !== undefined && server.state.company_info_step !== ONBOARDING_COMPLETED) {
        server.state = { ...server.state, company_info_step: patch.company_info_step };
      }
      server.entity = { ...server.entity, company_info_step: server.state.company_info_step };
      return json(server.entity);
    },
    "POST /workspaces/:id/onboarding/reset": () => {
      server.state = { ...server.state, company_info_step: 2, plan: null };
      return json(server.state);
    },
    "GET /entity-jurisdictions": ({ query }) =>
      json({
        results:
          query.get("parent") === "US"
            ? [{ id: "US-DE", name: "Delaware", type_name: "State", parent: "US" }]
            : query.get("parent") === "CA"
              ? [{ id: "CA-ON", name: "Ontario", type_name: "Province", parent: "CA" }]
              : [
                  { id: "CA", name: "Canada", type_name: "Country", parent: null },
                  { id: "US", name: "United States", type_name: "Country", parent: null },
                ],
      }),
    "GET /entity-jurisdictions/:id/entity-types": () =>
      json({ results: [{ id: "us-llc", name: "Limited liability company", abbreviation: "LLC" }] }),
    "GET /supply-chain-roles": () => json({ results: roles }),
    "GET /attestation-claims": () => json({ results: claims }),
    ...extra,
  });
  return { server, routes };
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

const stepTitle = async () => (await screen.findByTestId("onboarding-step-title")).textContent;
const patches = (calls: { method: string; path: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === "PATCH" && call.path.startsWith("/entities/"))
    .map((call) => call.body);

describe("the vendor screens' gate", () => {
  it("sends a workspace not set up from / to the step it left off at", async () => {
    const { routes } = wizardApi(3);
    useFakeApi(routes);
    const { router } = renderApp("/");
    expect(await stepTitle()).toBe("Supply chain roles and attestations");
    expect(router.state.location.pathname).toBe("/onboarding/3");
    const stepper = screen.getByTestId("onboarding-stepper");
    expect(within(stepper).getByTestId("onboarding-step-entity_information").getAttribute("data-done")).toBe(
      "true",
    );
    expect(
      within(stepper).getByTestId("onboarding-step-supply_chain_roles").getAttribute("aria-current"),
    ).toBe("step");
  });

  it("lets a set-up workspace in: its vendor register", async () => {
    useFakeApi(fakeRoutes(baseRoutes));
    const { router } = renderApp("/");
    expect(await screen.findByTestId("vendors-empty")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("the onboarding wizard", () => {
  it("resumes at the stored step, and opens no step ahead of it", async () => {
    const { routes } = wizardApi(3);
    useFakeApi(routes);
    const { router } = renderApp("/onboarding/6");
    expect(await stepTitle()).toBe("Supply chain roles and attestations");
    expect(router.state.location.pathname).toBe("/onboarding/3");
  });

  it("skips the vendor list by the spec's map (step 4 to 8), kept on the server", async () => {
    const { routes, server } = wizardApi(4);
    const fake = useFakeApi(routes);
    const { router } = renderApp("/onboarding/4");
    fireEvent.click(await screen.findByTestId("onboarding-skip-vendor_list_upload"));
    expect(await screen.findByTestId("subscription-form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/onboarding/8");
    expect(patches(fake.calls)).toEqual([{ company_info_step: 8 }]);
    expect(server.state.company_info_step).toBe(8);
  });

  it("goes back without moving the stored step, so a return resumes at the furthest one", async () => {
    const { routes } = wizardApi(3);
    const fake = useFakeApi(routes);
    const { router } = renderApp("/onboarding/3");
    await screen.findByTestId("roles-form");
    fireEvent.click(screen.getByTestId("onboarding-back"));
    await screen.findByTestId("entity-details-form");
    expect(router.state.location.pathname).toBe("/onboarding/2");
    expect(patches(fake.calls)).toEqual([]);
    expect(screen.queryByTestId("onboarding-back")).toBeNull();
  });

  it("starts again after a confirmation: the server resets, the first step opens", async () => {
    const { routes, server } = wizardApi(7, {
      "GET /workspaces/:id/vendor-workflow": () =>
        json({
          version: vendorWorkflow.version,
          stages: vendorWorkflow.stages,
          confirmation: null,
          confirmed: false,
        }),
    });
    const fake = useFakeApi(routes);
    const { router } = renderApp("/onboarding/7");
    fireEvent.click(await screen.findByTestId("onboarding-reset"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await screen.findByTestId("entity-details-form");
    expect(router.state.location.pathname).toBe("/onboarding/2");
    expect(fake.calls.some((call) => call.path.endsWith("/onboarding/reset"))).toBe(true);
    expect(server.state.company_info_step).toBe(2);
  });

  it("shows members who may not set the workspace up that an Admin does it", async () => {
    act(() => authStore.signIn(sessionFor(userWithRoles(["VIEWER"]))));
    const { routes } = wizardApi(2);
    useFakeApi(routes);
    renderApp("/");
    expect(await screen.findByTestId("onboarding-admin-only")).toBeTruthy();
    expect(screen.queryByTestId("onboarding-reset")).toBeNull();
  });
});

/** The state select opens once the chosen country's subdivisions have loaded. */
const stateEnabled = () =>
  waitFor(() => expect((screen.getByTestId("entity-state") as HTMLInputElement).disabled).toBe(false));

describe("entity information", () => {
  it("picks a state of the chosen country, cleared when the country changes, and saves the entity", async () => {
    const { routes } = wizardApi(2);
    const fake = useFakeApi(routes);
    renderApp("/onboarding/2");
    await screen.findByTestId("entity-details-form");
    fireEvent.change(screen.getByTestId("entity-registered-name"), { target: { value: "Acme Goods LLC" } });
    await pickOption("entity-country", "Canada");
    await stateEnabled();
    await pickOption("entity-state", "Ontario");
    await pickOption("entity-country", "United States");
    await waitFor(() => expect((screen.getByTestId("entity-state") as HTMLInputElement).value).toBe(""));
    await stateEnabled();
    await pickOption("entity-state", "Delaware");
    await pickOption("entity-type", "Limited liability company (LLC)");
    const date = screen.getByTestId("entity-registered-date");
    fireEvent.change(date, { target: { value: "03/04/2015" } });
    fireEvent.blur(date);
    // The spec's formats are tried in order: 03/04 reads as the 3rd of April, and the field says so.
    expect(await screen.findByText("Read as Apr 03, 2015")).toBeTruthy();

    // Enter types, it does not submit (spec section 5).
    fireEvent.keyDown(screen.getByTestId("entity-registered-name"), { key: "Enter" });
    expect(fake.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);

    fireEvent.click(screen.getByTestId("entity-details-save"));
    expect(await screen.findByTestId("roles-form")).toBeTruthy();
    expect(patches(fake.calls)[0]).toMatchObject({
      registered_name: "Acme Goods LLC",
      registered_jurisdiction: "US-DE",
      entity_type: "us-llc",
      registered_date: "2015-04-03",
      dba_names: [],
      entity_website: null,
      additional_entity_names: [],
    });
    expect(patches(fake.calls)[1]).toEqual({ company_info_step: 3 });
    expect(await screen.findByText("Changes saved")).toBeTruthy();
  });

  it("refuses a registered date in the future with the spec's message", async () => {
    const { routes } = wizardApi(2);
    const fake = useFakeApi(routes);
    renderApp("/onboarding/2");
    const date = await screen.findByTestId("entity-registered-date");
    fireEvent.change(date, { target: { value: "2999-01-01" } });
    fireEvent.blur(date);
    expect(await screen.findByText(fieldMessages.registeredDateFuture)).toBeTruthy();
    fireEvent.click(screen.getByTestId("entity-details-save"));
    expect(await screen.findByText(fieldMessages.registeredNameRequired)).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === "PATCH")).toHaveLength(0);
  });
});

describe("supply chain roles and attestations", () => {
  it("asks for a role, then saves the roles and attests each claim", async () => {
    const { routes } = wizardApi(3, {
      "POST /entity/supply-chain-roles": () => json({ results: [], added: [], removed: [] }),
      "POST /attestations": () => json({ results: [] }),
    });
    const fake = useFakeApi(routes);
    renderApp("/onboarding/3");
    fireEvent.click(await screen.findByTestId("roles-submit"));
    expect(await screen.findByText(fieldMessages.rolesRequired)).toBeTruthy();
    expect(screen.getByText(fieldMessages.claimsRequired)).toBeTruthy();

    fireEvent.click(screen.getByLabelText("Brand owner"));
    for (const claim of claims) fireEvent.click(screen.getByTestId(`attestation-check-${claim.id}`));
    fireEvent.click(screen.getByTestId("roles-submit"));
    await waitFor(() => expect(screen.queryByTestId("roles-form")).toBeNull());
    const posted = (path: string) =>
      fake.calls.find((call) => call.method === "POST" && call.path === path)?.body;
    expect(posted("/entity/supply-chain-roles")).toEqual({
      entity: testUser.primary_entity?.id,
      roles: [{ role: roles[1]?.id }],
    });
    expect(posted("/attestations")).toEqual({
      entity: testUser.primary_entity?.id,
      claims: claims.map((c) => c.id),
    });
    // A company of its own goes on to its vendor list, without asking what an invited vendor asks.
    expect(await stepTitle()).toBe("Vendor list upload");
    expect(fake.calls.some((call) => call.path === "/verify-vendor-onboarding")).toBe(false);
  });
});

describe("an invited vendor's company info", () => {
  /** A vendor that signed up from a customer's invitation, on the company info step (3). */
  function vendorApi(missing: string[]) {
    const { server, routes } = wizardApi(3, {
      "POST /entity/supply-chain-roles": () => json({ results: [], added: [], removed: [] }),
      "POST /attestations": () => json({ results: [] }),
      "POST /verify-vendor-onboarding": () =>
        json({
          entity: testUser.primary_entity?.id,
          complete: missing.length === 0,
          missing,
          next_step: missing.length === 0 ? 9 : 3,
        }),
    });
    server.state = { ...server.state, invited_vendor: true };
    return { server, routes };
  }
  const saveRoles = async () => {
    fireEvent.click(await screen.findByLabelText("Brand owner"));
    for (const claim of claims) fireEvent.click(screen.getByTestId(`attestation-check-${claim.id}`));
    fireEvent.click(screen.getByTestId("roles-submit"));
  };

  it("promises its company info and its compliance section, not the vendor list", async () => {
    useFakeApi(vendorApi([]).routes);
    renderApp("/onboarding/3");
    const stepper = await screen.findByTestId("onboarding-stepper");
    expect(within(stepper).getByTestId("onboarding-step-compliance")).toBeTruthy();
    expect(within(stepper).queryByTestId("onboarding-step-vendor_list_upload")).toBeNull();
    // Its entity information, behind it since sign-up landed on roles, is not given yet: not ticked.
    expect(within(stepper).getByTestId("onboarding-step-entity_information").getAttribute("data-done")).toBe(
      "false",
    );
    expect(screen.getByTestId("onboarding-progress").textContent).toContain("Step 2 of 3 · Company info");
  });

  it("lands in its compliance section once its details are complete, the step kept as 9", async () => {
    const { routes, server } = vendorApi([]);
    const fake = useFakeApi(routes);
    const { router } = renderApp("/onboarding/3");
    await saveRoles();
    expect(await screen.findByTestId("compliance-empty")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/compliance");
    expect(patches(fake.calls).at(-1)).toEqual({ company_info_step: 9 });
    expect(server.state.company_info_step).toBe(9);
  });

  it("first gives the entity information its sign-up left out", async () => {
    const { routes, server } = vendorApi(["registered_name", "registered_jurisdiction", "entity_type"]);
    useFakeApi(routes);
    const { router } = renderApp("/onboarding/3");
    await saveRoles();
    expect(await screen.findByTestId("entity-details-form")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/onboarding/2");
    expect(server.state.company_info_step).toBe(2);
  });
});
