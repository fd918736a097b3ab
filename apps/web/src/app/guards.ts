import { type LoaderFunctionArgs, redirect } from "react-router";
import { authStore } from "../lib/auth-store";

/** Signed-out visitors go to /login, keeping where they wanted to go in `next`. */
export function requireAuth({ request }: LoaderFunctionArgs) {
  if (authStore.isAuthenticated) return null;
  const url = new URL(request.url);
  const intended = `${url.pathname}${url.search}`;
  throw redirect(intended === "/" ? "/login" : `/login?next=${encodeURIComponent(intended)}`);
}

/** Signed-in users have nothing to do on /login. */
export function redirectIfAuthenticated() {
  if (authStore.isAuthenticated) throw redirect("/");
  return null;
}
