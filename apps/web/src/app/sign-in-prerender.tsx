import { Box } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { LoginRoute } from "../features/auth/routes/login-route";
import { rootFontSize } from "../lib/constants";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";

/**
 * The sign-in screen as HTML, rendered at build time (scripts/prerender.ts writes it into the page the
 * api sends for /login), so a visitor sees the screen before the JavaScript has arrived. The build has
 * no window to measure: both layouts are rendered, and the breakpoint the route itself uses shows one.
 * A first visit renders it: no remembered user, no session. The root font size comes along for <html>.
 */
export function renderSignInScreen(): { screen: string; rootFontSize: string } {
  const screen = renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location="/login">
        <Box hiddenFrom="sm">
          <LoginRoute layout="phone" />
        </Box>
        <Box visibleFrom="sm">
          <LoginRoute layout="desktop" />
        </Box>
      </StaticRouter>
    </AppProviders>,
  );
  return { screen, rootFontSize };
}
