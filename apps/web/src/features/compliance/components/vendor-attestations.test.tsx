import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { VendorAttestations } from "./vendor-attestations";

const relationship = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";

function renderIt() {
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <VendorAttestations relationshipId={relationship} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the vendor profile's attestation", () => {
  // The API sorts them newest first (attestations.repository.ts); the profile keeps its order. Given
  // out of date order here, so a list the profile sorted itself would show.
  it("names who of the vendor attested, in the order the API gives them", async () => {
    useFakeApi(
      fakeRoutes({
        "GET /entity-relationships/:id/compliance-attestations": () =>
          json({
            results: [
              {
                id: "00000000-0000-4000-8200-000000000001",
                attested_by: { first_name: "Ada", last_name: "Lovelace", email: "ada@vendor.test" },
                attested: "2026-11-20T12:00:00.000Z",
              },
              {
                id: "00000000-0000-4000-8200-000000000002",
                attested_by: { first_name: "", last_name: "", email: "cm@vendor.test" },
                attested: "2026-11-24T12:00:00.000Z",
              },
            ],
          }),
      }),
    );
    renderIt();
    const rows = await screen.findAllByTestId("vendor-attestation");
    expect(rows.map((r) => r.textContent?.split(" attested")[0])).toEqual(["Ada Lovelace", "cm@vendor.test"]);
  });

  it("says so when the vendor has not attested", async () => {
    useFakeApi(
      fakeRoutes({ "GET /entity-relationships/:id/compliance-attestations": () => json({ results: [] }) }),
    );
    renderIt();
    expect(await screen.findByText("The vendor has not attested its information yet.")).toBeTruthy();
  });
});
