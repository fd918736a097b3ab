import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ProductCategory } from "@tierline/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../app/query-client";
import { theme } from "../../../app/theme";
import { authStore } from "../../../lib/auth-store";
import { fakeRoutes, json, useFakeApi } from "../../../test/fake-api";
import { testSession } from "../../../test/fixtures";
import { CategoryBreadcrumb } from "./category-breadcrumb";
import { CategoryPicker } from "./category-picker";

const category = (id: number, path: string[], hasChildren = false): ProductCategory => ({
  id,
  name: path.at(-1)!,
  path,
  parent_id: null,
  has_children: hasChildren,
});
const apparel = category(166, ["Apparel & Accessories"], true);
const shirts = category(212, ["Apparel & Accessories", "Clothing", "Shirts & Tops"]);
const page = (results: ProductCategory[]) =>
  json({ results, count: results.length, next: null, previous: null });

const wrap = (node: React.ReactNode) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});
afterEach(() => {
  act(() => authStore.clearSession());
});

describe("the category picker", () => {
  it("shows the top level, searches the tree showing each option's path, and picks one", async () => {
    const fake = useFakeApi(
      fakeRoutes({
        "GET /products/categories": ({ query }) => page(query.get("search") ? [shirts] : [apparel]),
      }),
    );
    const onChange = vi.fn();
    wrap(<CategoryPicker value={null} onChange={onChange} />);
    const input = screen.getByTestId("category-picker-input");
    fireEvent.click(input);
    expect(await screen.findByText("Apparel & Accessories")).toBeTruthy();
    fireEvent.change(input, { target: { value: "shirt" } });
    const option = await screen.findByText("Shirts & Tops");
    expect(screen.getByText("Apparel & Accessories > Clothing")).toBeTruthy();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url.includes("search=shirt") && c.url.includes("page_size=50"))).toBe(
        true,
      ),
    );
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(shirts);
  });
});

describe("the category breadcrumb", () => {
  it("shows the product's category from the top, or suggestions a writer can apply", async () => {
    useFakeApi(
      fakeRoutes({
        "GET /products/:id/categories": ({ path }) =>
          path.includes("p1")
            ? json({
                category: shirts,
                lineage: [apparel, category(1604, ["Apparel & Accessories", "Clothing"]), shirts],
                suggestions: [],
              })
            : json({ category: null, lineage: [], suggestions: [shirts] }),
      }),
    );
    const apply = vi.fn();
    wrap(
      <>
        <CategoryBreadcrumb productId="p1" categoryId={212} />
        <CategoryBreadcrumb productId="p2" categoryId={null} onApplySuggestion={apply} />
      </>,
    );
    const crumb = await screen.findByTestId("category-breadcrumb");
    expect(crumb.textContent).toBe("Apparel & Accessories›Clothing›Shirts & Tops");
    fireEvent.click(await screen.findByTestId("category-suggestion"));
    expect(apply).toHaveBeenCalledWith(shirts);
  });
});
