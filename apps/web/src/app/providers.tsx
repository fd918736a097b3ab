import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { cssVariablesResolver, theme } from "./theme";

// The snackbar and modal hosts show nothing until a snackbar or `modals.open...` asks: their code (and
// Mantine's Modal, Transition and focus trap) loads after the first render, not before the first page.
const SnackbarHost = lazy(() =>
  import("../components/snackbar/snackbar-host").then((m) => ({ default: m.SnackbarHost })),
);
const ModalsHost = lazy(() =>
  import("@mantine/modals").then(({ ModalsProvider }) => ({
    default: () => <ModalsProvider labels={{ confirm: "OK", cancel: "Cancel" }} />,
  })),
);

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <SnackbarHost />
          <ModalsHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
