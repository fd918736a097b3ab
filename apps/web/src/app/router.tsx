import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { AppLayout } from "../components/layout/app-layout";
import { PageLoader } from "../components/loader";
import { ForgotPasswordRoute } from "../features/auth/routes/forgot-password-route";
import { LoginRoute } from "../features/auth/routes/login-route";
import { MagicLinkRoute } from "../features/auth/routes/magic-link-route";
import { ResetPasswordRoute } from "../features/auth/routes/reset-password-route";
import { SignUpRoute } from "../features/auth/routes/sign-up-route";
import { ContractsRoute } from "../features/contracts/routes/contracts-route";
import { InviteRoute } from "../features/members/routes/invite-route";
import { PoliciesRoute } from "../features/policies/routes/policies-route";
import { ProductsRoute } from "../features/products/routes/products-route";
import { screeningListsQueryOptions } from "../features/screening/api/get-screening-lists";
import { ScreeningRoute } from "../features/screening/routes/screening-route";
import { SettingsRoute } from "../features/settings/routes/settings-route";
import { meQueryOptions } from "../features/users/api/get-me";
import { VendorsRoute } from "../features/vendors/routes/vendors-route";
import { WelcomeRoute } from "../features/welcome/routes/welcome-route";
import { authStore } from "../lib/auth-store";
import { redirectIfAuthenticated, requireAuth } from "./guards";
import { NotFoundRoute } from "./not-found-route";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: "/login", loader: redirectIfAuthenticated, element: <LoginRoute /> },
        { path: "/sign-up", loader: redirectIfAuthenticated, element: <SignUpRoute /> },
        { path: "/auth/magic", element: <MagicLinkRoute /> },
        { path: "/forgot-password", element: <ForgotPasswordRoute /> },
        { path: "/reset-password", element: <ResetPasswordRoute /> },
        // Public: signed-out visitors sign up here, signed-in users accept.
        { path: "/invite/:code", element: <InviteRoute /> },
        {
          path: "/",
          loader: requireAuth,
          element: <AppLayout />,
          children: [
            { index: true, element: <VendorsRoute /> },
            { path: "products", element: <ProductsRoute /> },
            { path: "contracts", element: <ContractsRoute /> },
            { path: "policies", element: <PoliciesRoute /> },
            {
              path: "screening",
              element: <ScreeningRoute />,
              loader: () => {
                if (authStore.isAuthenticated) void queryClient.prefetchQuery(screeningListsQueryOptions());
                return null;
              },
            },
            { path: "welcome", element: <WelcomeRoute /> },
            { path: "settings", loader: () => redirect("/settings/general") },
            {
              path: "settings/:section",
              element: <SettingsRoute />,
              // Child loaders run next to the guard: prefetch only for a signed-in user.
              loader: ({ params }) => {
                if (authStore.isAuthenticated && params.section === "account") {
                  void queryClient.prefetchQuery(meQueryOptions());
                }
                return null;
              },
            },
            { path: "*", element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
