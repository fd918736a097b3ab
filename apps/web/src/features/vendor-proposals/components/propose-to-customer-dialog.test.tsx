import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { messageForStatus, supplierCodeMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { SnackbarHost } from "../../../components/snackbar/snackbar-host";
import { authStore } from "../../../lib/auth-store";
import { pickOption } from "../../../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { baseRoutes } from "../../../test/workspace-fixtures";
import { ProposeToCustomerDialog } from "./propose-to-customer-dialog";

const code = "ACME-1234-5678-9ABC-DEF0";
const tooManyTries = "Too many supplier code tries. Wait a minute and try again.";
const manufacturer = { id: "00000000-0000-4000-8000-0000000000a1", role: "Manufacturer" };
const unknownCode = () =>
  apiErrorResponse(404, "NOT_FOUND", supplierCodeMessages.unknown, { code: supplierCodeMessages.unknown });

/**
 * The dialog's calls, and GET /users/me: a 404 of a call naming the workspace has the app read it
 * again before it decides on a snackbar.
 */
const withShell = (routes: Record<string, RouteHandler>) => fakeRoutes({ ...baseRoutes, ...routes });

function renderDialog() {
  const onProposed = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <SnackbarHost />
      <QueryClientProvider client={createQueryClient()}>
        <ProposeToCustomerDialog options={[manufacturer]} onClose={() => undefined} onProposed={onProposed} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onProposed };
}

async function typeAndCheck() {
  fireEvent.change(await screen.findByTestId("propose-code"), { target: { value: code } });
  fireEvent.click(screen.getByTestId("propose-check"));
}

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("proposing the company to a customer: the code's check", () => {
  it("names the customer of a known code", async () => {
    useFakeApi(
      withShell({ "POST /compliances/proposals/lookup": () => json({ customer: { name: "Customer Co" } }) }),
    );
    renderDialog();
    await typeAndCheck();
    expect((await screen.findByTestId("propose-customer")).textContent).toBe("This code is Customer Co's.");
  });

  it("says under the code that no customer has it, without a snackbar", async () => {
    useFakeApi(withShell({ "POST /compliances/proposals/lookup": unknownCode }));
    renderDialog();
    await typeAndCheck();
    expect(await screen.findByText(supplierCodeMessages.unknown)).toBeTruthy();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
  });

  it("tells of too many tries in a snackbar with the API's message", async () => {
    useFakeApi(
      withShell({
        "POST /compliances/proposals/lookup": () => apiErrorResponse(429, "RATE_LIMITED", tooManyTries),
      }),
    );
    renderDialog();
    await typeAndCheck();
    expect((await screen.findByTestId("snackbar-error")).textContent).toContain(tooManyTries);
    expect(screen.queryByTestId("propose-customer")).toBeNull();
    expect((screen.getByTestId("propose-submit") as HTMLButtonElement).disabled).toBe(true);
  });

  it("tells of a failed connection above the form", async () => {
    useFakeApi(
      withShell({
        "POST /compliances/proposals/lookup": () => {
          throw new TypeError("Failed to fetch");
        },
      }),
    );
    renderDialog();
    await typeAndCheck();
    expect((await screen.findByRole("alert")).textContent).toContain(messageForStatus(0));
    expect(screen.queryByTestId("propose-customer")).toBeNull();
  });
});

describe("proposing the company to a customer: sending", () => {
  it("says under the code that it no longer names a customer, without a snackbar", async () => {
    const fake = useFakeApi(
      withShell({
        "POST /compliances/proposals/lookup": () => json({ customer: { name: "Customer Co" } }),
        "POST /compliances/proposals": unknownCode,
      }),
    );
    const { onProposed } = renderDialog();
    await typeAndCheck();
    await screen.findByTestId("propose-customer");
    await pickOption("propose-roles", manufacturer.role, { search: true });
    fireEvent.click(screen.getByTestId("propose-submit"));
    expect(await screen.findByText(supplierCodeMessages.unknown)).toBeTruthy();
    // The snackbar's decision waits for /users/me (the workspace is still the user's): give it time.
    await waitFor(() => expect(fake.calls.some((c) => c.path === "/users/me")).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(onProposed).not.toHaveBeenCalled();
  });
});
