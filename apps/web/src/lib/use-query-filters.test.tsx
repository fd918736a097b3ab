import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useQueryFilters } from "./use-query-filters";

type Filters = { country: string[]; status: string };

/** renderHook's children, rendered inside the router as the index route. */
let slot: ReactNode = null;
function HookSlot() {
  return <>{slot}</>;
}

function setup(initial: string) {
  const router = createMemoryRouter(
    [{ path: "/", element: <Outlet />, children: [{ index: true, element: <HookSlot /> }] }],
    { initialEntries: [initial] },
  );
  const hook = renderHook(() => useQueryFilters<Filters>(["country", "status"]), {
    wrapper: ({ children }) => {
      slot = children;
      return <RouterProvider router={router} />;
    },
  });
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { hook, location };
}

describe("useQueryFilters", () => {
  it("reads, writes and clears filters in the query string", () => {
    const { hook, location } = setup("/?country=%5B%22US%22%5D&modalMetaId=n1");
    expect(hook.result.current.filters).toEqual({ country: ["US"] });

    act(() => hook.result.current.setFilters({ status: "PENDING", country: [] }));
    expect(hook.result.current.filters).toEqual({ status: "PENDING" });
    expect(new URLSearchParams(location().split("?")[1]).get("status")).toBe('"PENDING"');
    expect(location()).not.toContain("country");

    act(() => hook.result.current.clearFilters());
    expect(hook.result.current.filters).toEqual({});
    expect(location()).toBe("/?modalMetaId=n1");
  });
});
