import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { createAppRouter } from "./app/router";
import { authStore } from "./lib/auth-store";
import { chunkReload } from "./lib/chunk-reload";
import { rootFontSize } from "./lib/constants";

document.documentElement.style.fontSize = rootFontSize;
// The prerendered sign-in page (scripts/prerender.ts) carries its screen's rules inline and only
// preloads the app's stylesheet: the app applies it, where it stands in <head> (before Mantine's tags).
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]'))
  link.rel = "stylesheet";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");
const root = createRoot(container);

// Other tabs share the session: follow their refreshes, sign-ins and sign-outs.
authStore.watchStorage();
// A chunk gone since a release reloads the page once (lib/chunk-reload.ts).
chunkReload.install(window);

// Restore the persisted session first (gives up after 5 s), so route guards see the real state. The
// modules' evaluation and the restore are one long task: the app starts in the next, so a paint or a key
// press waiting meanwhile gets its turn, and the first render is a transition, rendered in slices.
void authStore.restore().then(() => setTimeout(start));

function start() {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
