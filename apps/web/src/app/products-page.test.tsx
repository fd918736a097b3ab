import { act, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { catalogueRoutes, product } from "../test/product-fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, page } from "../test/workspace-fixtures";

const tee = product("7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c");

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("the catalogue", () => {
  it.each([
    ["a category id past the taxonomy's", "category", '["9999999999"]'],
    ["a blank name", "name", '[" "]'],
  ])("ignores %s in the address, as the list call's rule would refuse it", async (_case, key, value) => {
    const fake = useFakeApi(
      fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([tee])) }),
    );
    renderApp(`/products?${key}=${encodeURIComponent(value)}`);
    expect(await screen.findByTestId("product-row-Cotton Tee")).toBeTruthy();
    expect(screen.queryByTestId("route-error")).toBeNull();
    const lists = fake.calls.filter((c) => c.method === "GET" && c.path === "/products");
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists) expect(new URL(call.url, "http://localhost").searchParams.has(key)).toBe(false);
  });
});
