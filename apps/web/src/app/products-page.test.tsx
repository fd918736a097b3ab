import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { phoneWidth } from "../test/phone-width";
import { catalogueRoutes, product } from "../test/product-fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, page } from "../test/workspace-fixtures";
import { theme } from "./theme";

const tee = product("7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c");

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

/** Mantine's rem (16 px at its 1rem) as the app renders it: a 10 px root scaled by the theme's 1.4. */
const px = (rem: number) => rem * 10 * (theme.scale ?? 1);

/** The width Mantine's responsive style gives `element` from 36em up, in px. */
function wideScreenWidth(element: Element): number {
  const name = [...element.classList].find((c) => c.startsWith("__m__"));
  const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("");
  const rem = new RegExp(`min-width: 36em\\)\\{\\.${name}\\{width:calc\\(([\\d.]+)rem`).exec(css)?.[1];
  return px(Number(rem));
}

describe("the catalogue", () => {
  it("gives the search room for its whole placeholder on a wide screen", async () => {
    useFakeApi(fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([tee])) }));
    renderApp("/products");
    const search = (await screen.findByTestId("products-search")) as HTMLInputElement;
    expect(search.getAttribute("aria-label")).toBe("Search products by name, SKU or product number");
    // 14 px text averages under 8 px a character; the icon's section and the right padding take their share.
    const room = wideScreenWidth(search.closest(".mantine-TextInput-root") as Element) - px(2.25) - px(0.75);
    expect(room).toBeGreaterThanOrEqual(search.placeholder.length * 8);
  });

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

describe("the catalogue import", () => {
  it.each([
    { phone: true, title: "numbers the steps alone on a phone, naming them for assistive technology" },
    { phone: false, title: "labels the steps on a wider screen" },
  ])("$title", async ({ phone }) => {
    phoneWidth(phone);
    useFakeApi(fakeRoutes({ ...baseRoutes, ...catalogueRoutes, "GET /products": () => json(page([])) }));
    renderApp("/products");
    fireEvent.click(await screen.findByTestId("import-catalogue"));
    const steps = await screen.findByTestId("product-import-steps");
    const labels = ["Upload", "Map columns", "Review", "Supply stream"];
    expect([...steps.querySelectorAll("[data-step]")].map((step) => step.getAttribute("aria-label"))).toEqual(
      labels,
    );
    for (const label of labels) expect(within(steps).queryByText(label) === null).toBe(phone);
  });
});
