import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createQueryClient } from "../app/query-client";
import { createRoutes, preloadScreens } from "../app/router";
import { theme } from "../app/theme";
import { SnackbarHost } from "../components/snackbar/snackbar-host";

// Screens load per route in the app; a test file loads them all once, before its tests run.
await preloadScreens(createRoutes(createQueryClient()));

/** Renders the real route tree at `path` with the app's providers. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <SnackbarHost />
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
