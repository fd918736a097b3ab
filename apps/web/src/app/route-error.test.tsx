import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteError } from "./route-error";
import { theme } from "./theme";

function renderFailing(error: Error) {
  const router = createMemoryRouter([
    {
      path: "/",
      loader: () => {
        throw error;
      },
      element: <p>Loaded</p>,
      errorElement: <RouteError />,
    },
  ]);
  render(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe("route error screen", () => {
  it("says the app was updated when a screen's code did not load, and reloads on demand", async () => {
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    renderFailing(new TypeError("Failed to fetch dynamically imported module: /assets/vendors-route-abc.js"));
    expect((await screen.findByTestId("route-error-updated")).textContent).toContain("Tierline was updated");
    expect(screen.queryByTestId("route-error")).toBeNull();
    fireEvent.click(screen.getByTestId("route-error-reload"));
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it("keeps the general message for other failures", async () => {
    renderFailing(new Error("render bug"));
    expect((await screen.findByTestId("route-error")).textContent).toContain("This page could not be shown");
    expect(screen.queryByTestId("route-error-updated")).toBeNull();
  });
});
