import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import type { ContactCategoryWire } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { MissingContactsAction } from "./missing-contacts-action";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const category = (name: string, n: number): ContactCategoryWire => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name,
  created: "2026-11-24T12:00:00.000Z",
});

function renderAction() {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <div data-testid="profile">
          <MissingContactsAction relationshipId={relationship} />
        </div>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the missing-contact action", () => {
  it("names every required category the vendor has no contact in", async () => {
    const fake = useFakeApi(
      fakeRoutes({
        "GET /entity-relationships/:id/missing-contacts": () =>
          json({ categories: [category("Compliance", 1), category("Quality", 2)] }),
      }),
    );
    renderAction();
    const action = await screen.findByTestId("vendor-contact-missing");
    expect(action.textContent).toContain("Contact missing");
    expect(action.textContent).toContain("Add a contact for Compliance, Quality.");
    expect(fake.calls.map((c) => c.path)).toContain(`/entity-relationships/${relationship}/missing-contacts`);
  });

  it("shows nothing when no contact is missing", async () => {
    const fake = useFakeApi(
      fakeRoutes({ "GET /entity-relationships/:id/missing-contacts": () => json({ categories: [] }) }),
    );
    renderAction();
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(screen.queryByTestId("vendor-contact-missing")).toBeNull();
  });
});
