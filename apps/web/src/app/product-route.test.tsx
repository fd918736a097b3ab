import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { apiErrorResponse, fakeRoutes, json, useFakeApi } from "../test/fake-api";
import { testSession } from "../test/fixtures";
import { catalogueRoutes, product } from "../test/product-fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, page } from "../test/workspace-fixtures";

const productId = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";

beforeEach(() => {
  act(() => authStore.signIn(testSession));
});

describe("a product's page", () => {
  it("deletes the product and lands on the list, without reading the deleted product again", async () => {
    let deleted = false;
    const fake = useFakeApi(
      fakeRoutes({
        ...baseRoutes,
        ...catalogueRoutes,
        "GET /products": () => json(page([])),
        "GET /products/:id": () =>
          deleted ? apiErrorResponse(404, "NOT_FOUND", "Resource not found") : json(product(productId)),
        "DELETE /products/:id": () => {
          deleted = true;
          return json({ ok: true });
        },
      }),
    );
    const { router } = renderApp(`/products/${productId}`);
    expect((await screen.findByTestId("product-name")).textContent).toBe("Cotton Tee");
    fireEvent.click(screen.getByTestId("product-delete"));
    fireEvent.click(await screen.findByTestId("confirm-ok"));

    expect(await screen.findByText("Cotton Tee deleted")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/products"));
    expect(await screen.findByText(/No products yet/)).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === "GET" && c.path === `/products/${productId}`)).toHaveLength(
      1,
    );
    expect(screen.queryByText("Resource not found")).toBeNull();
    expect(screen.queryByTestId("not-found")).toBeNull();
  });
});
