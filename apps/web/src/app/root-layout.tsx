import { Outlet } from "react-router";
import { UnsavedChangesGuard } from "../components/unsaved-changes-guard";

/** The root of every route: the page, and the one guard that asks before unsaved changes are left. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <UnsavedChangesGuard />
    </>
  );
}
