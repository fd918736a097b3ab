import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { authStore } from "./lib/auth-store";
import { chunkReload } from "./lib/chunk-reload";
import { rootFontSize } from "./lib/constants";

document.documentElement.style.fontSize = rootFontSize;

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

// Other tabs share the session: follow their refreshes, sign-ins and sign-outs.
authStore.watchStorage();
// A chunk gone since a release reloads the page once (lib/chunk-reload.ts).
chunkReload.install(window);

// Restore the persisted session first (gives up after 5 s), so route guards see the real state.
void authStore.restore().then(() => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
