import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createBrowserRouter, createPath, type RouteObject, redirect } from "react-router";
import type { ShellRouteHandle } from "../components/layout/workspace-guard";
import { PageLoader } from "../components/loader";
import { LoginRoute } from "../features/auth/routes/login-route";
import { authStore } from "../lib/auth-store";
import { chunkReload } from "../lib/chunk-reload";
import { redirectIfAuthenticated, requireAuth } from "./guards";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** Every lazy route's loader: a chunk gone since a release reloads the page (lib/chunk-reload.ts). */
const lazyRoute = chunkReload.lazy;

/**
 * A screen loaded when its route is first visited (its own chunk), so the first page a user opens
 * downloads only what it shows. The sign-in screen is the one part of the first load: it is where a
 * signed-out visitor lands, and loading it on demand would cost that visitor a round trip.
 */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyRoute(async () => ({ Component: pick(await load()) }));
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Child loaders run next to the guard: prefetch only for a signed-in user.
  const prefetch = (run: () => unknown) => () => {
    if (authStore.isAuthenticated) run();
    return null;
  };

  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: "/login", loader: redirectIfAuthenticated, element: <LoginRoute /> },
        {
          path: "/sign-up",
          loader: redirectIfAuthenticated,
          lazy: screen(
            () => import("../features/auth/routes/sign-up-route"),
            (m) => m.SignUpRoute,
          ),
        },
        {
          path: "/auth/magic",
          lazy: screen(
            () => import("../features/auth/routes/magic-link-route"),
            (m) => m.MagicLinkRoute,
          ),
        },
        {
          path: "/forgot-password",
          lazy: screen(
            () => import("../features/auth/routes/forgot-password-route"),
            (m) => m.ForgotPasswordRoute,
          ),
        },
        {
          path: "/reset-password",
          lazy: screen(
            () => import("../features/auth/routes/reset-password-route"),
            (m) => m.ResetPasswordRoute,
          ),
        },
        // Public: signed-out visitors sign up here, signed-in users accept.
        {
          path: "/invite/:code",
          lazy: screen(
            () => import("../features/memberships/routes/invite-route"),
            (m) => m.InviteRoute,
          ),
        },
        // Public: a customer's invitation to a vendor; signed-out visitors sign their company up here.
        {
          path: "/vendor-invite/:code",
          lazy: screen(
            () => import("../features/vendors/routes/vendor-invite-route"),
            (m) => m.VendorInviteRoute,
          ),
        },
        {
          path: "/",
          loader: requireAuth,
          lazy: screen(
            () => import("./app-shell"),
            (m) => m.AppShellRoute,
          ),
          children: [
            {
              index: true,
              lazy: screen(
                () => import("./gated-vendors-route"),
                (m) => m.GatedVendorsRoute,
              ),
            },
            {
              path: "vendors/:id",
              lazy: screen(
                () => import("./vendor-profile-route"),
                (m) => m.VendorProfileRoute,
              ),
            },
            {
              path: "compliance",
              lazy: screen(
                () => import("./compliance-route"),
                (m) => m.ComplianceRoute,
              ),
            },
            {
              path: "compliance/:relationshipId/uflpa-questionnaire",
              lazy: screen(
                () => import("./uflpa-questionnaire-route"),
                (m) => m.UflpaQuestionnaireRoute,
              ),
            },
            {
              path: "onboarding/:step?",
              lazy: screen(
                () => import("./onboarding-route"),
                (m) => m.OnboardingRoute,
              ),
            },
            {
              // The catalogue's header and tabs; each tab is a child route.
              path: "products",
              lazy: screen(
                () => import("../features/products/routes/catalogue-layout"),
                (m) => m.CatalogueLayout,
              ),
              children: [
                {
                  index: true,
                  lazy: screen(
                    () => import("./products-page"),
                    (m) => m.ProductsPage,
                  ),
                },
                {
                  path: "supply-streams",
                  lazy: screen(
                    () => import("../features/supply-streams/routes/supply-streams-route"),
                    (m) => m.SupplyStreamsRoute,
                  ),
                },
              ],
            },
            {
              path: "products/:id",
              lazy: screen(
                () => import("./product-route"),
                (m) => m.ProductRoute,
              ),
            },
            {
              path: "products/supply-streams/:id",
              lazy: screen(
                () => import("../features/supply-streams/routes/supply-stream-route"),
                (m) => m.SupplyStreamRoute,
              ),
            },
            {
              path: "products/uflpa-exposure",
              lazy: screen(
                () => import("../features/materials/routes/uflpa-exposure-route"),
                (m) => m.UflpaExposureRoute,
              ),
            },
            {
              path: "contracts",
              lazy: screen(
                () => import("../features/contracts/routes/contracts-route"),
                (m) => m.ContractsRoute,
              ),
            },
            {
              path: "policies",
              lazy: screen(
                () => import("../features/policies/routes/policies-route"),
                (m) => m.PoliciesRoute,
              ),
            },
            {
              path: "screening",
              lazy: lazyRoute(async () => {
                const [route, lists] = await Promise.all([
                  import("../features/screening/routes/screening-route"),
                  import("../features/screening/api/get-screening-lists"),
                ]);
                return {
                  Component: route.ScreeningRoute,
                  loader: prefetch(() => queryClient.prefetchQuery(lists.screeningListsQueryOptions())),
                };
              }),
            },
            {
              path: "screening/queue",
              lazy: screen(
                () => import("../features/screening/routes/screening-queue-route"),
                (m) => m.ScreeningQueueRoute,
              ),
            },
            {
              path: "welcome",
              lazy: screen(
                () => import("../features/workspaces/routes/welcome-route"),
                (m) => m.WelcomeRoute,
              ),
            },
            { path: "settings", loader: () => redirect("/settings/general") },
            {
              path: "settings/:section",
              lazy: lazyRoute(async () => {
                const [route, sections, me] = await Promise.all([
                  import("./settings/settings-route"),
                  import("./settings/settings-sections"),
                  import("../lib/me"),
                ]);
                const handle: ShellRouteHandle = {
                  // Account and Password are the user's own: open without a workspace too.
                  personal: ({ section }) => sections.isPersonalSettingsSection(section),
                };
                return {
                  Component: route.SettingsRoute,
                  handle,
                  loader: ({ params }: { params: { section?: string } }) =>
                    prefetch(
                      () => params.section === "account" && queryClient.prefetchQuery(me.meQueryOptions()),
                    )(),
                };
              }),
            },
            {
              path: "*",
              lazy: screen(
                () => import("./not-found-route"),
                (m) => m.NotFoundRoute,
              ),
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Loads every lazy screen of `routes` now. Tests call it once per file, so a screen's first render
 * inside a test does not also pay for loading its modules.
 */
export async function preloadScreens(routes: RouteObject[]): Promise<void> {
  const loads = (route: RouteObject): Promise<unknown>[] => [
    ...(typeof route.lazy === "function" ? [route.lazy()] : []),
    ...(route.children ?? []).flatMap(loads),
  ];
  await Promise.all(routes.flatMap(loads));
}

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient));
  // A screen whose chunk is gone reloads at the page being opened, not the one being left.
  chunkReload.followNavigation(() => {
    const to = router.state.navigation.location;
    return to ? createPath(to) : null;
  });
  return router;
}
