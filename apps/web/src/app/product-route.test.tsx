import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { fieldMessages, type ProductWire } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../lib/auth-store";
import { pickOption } from "../test/combobox";
import { apiErrorResponse, fakeRoutes, json, type RouteHandler, useFakeApi } from "../test/fake-api";
import { acceptUploads, announcedUpload, uploadedResource } from "../test/fake-storage";
import { testSession } from "../test/fixtures";
import { catalogueRoutes, product, supplyStream } from "../test/product-fixtures";
import { renderApp } from "../test/render";
import { baseRoutes, page } from "../test/workspace-fixtures";

const productId = "7e1b6c2a-1d2e-4f3a-8b4c-5d6e7f8a9b0c";
const apparel = supplyStream("3c9d2e1f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", "Apparel chain");
const picture = uploadedResource("5b3a3c52-0a37-4c1b-9a5e-2b2f0c8f6d11", "tee.png");

/** The product's page, its product as `current()` gives it, with `routes` on top. */
function productApi(current: () => ProductWire, routes: Record<string, RouteHandler> = {}) {
  return fakeRoutes({
    ...baseRoutes,
    ...catalogueRoutes,
    "GET /products/:id": () => json(current()),
    ...routes,
  });
}

const productReads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === "GET" && c.path === `/products/${productId}`).length;

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
    expect(await screen.findByTestId("products-table")).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === "GET" && c.path === `/products/${productId}`)).toHaveLength(
      1,
    );
    expect(screen.queryByText("Resource not found")).toBeNull();
    expect(screen.queryByTestId("not-found")).toBeNull();
  });
});

describe("a product's details after a write elsewhere", () => {
  it("names a supply stream the product was added to", async () => {
    let joined = false;
    useFakeApi(
      productApi(
        () => product(productId, { supply_streams: joined ? [{ id: apparel.id, name: apparel.name }] : [] }),
        {
          "GET /products/supply-stream": () => json(page([apparel])),
          "GET /products/:id/supply-streams": () =>
            json({ results: joined ? [{ id: crypto.randomUUID(), supply_stream: apparel }] : [] }),
          "POST /products/add-supply-streams-to-products": () => {
            joined = true;
            return json({ added: 1, already_linked: 0 });
          },
        },
      ),
    );
    renderApp(`/products/${productId}`);
    const field = () => screen.getAllByTestId("product-supply-streams")[0]!;
    expect(await screen.findByTestId("product-name")).toBeTruthy();
    expect(field().textContent).toBe("—");
    await pickOption("product-add-stream", "Apparel chain");
    fireEvent.click(screen.getByTestId("product-add-stream-submit"));
    await waitFor(() => expect(field().textContent).toBe("Apparel chain"));
  });

  it("reads the product and its image again once an uploaded image is set", async () => {
    acceptUploads();
    let image = false;
    const fake = useFakeApi(
      productApi(() => product(productId), {
        "POST /resources": () => json(announcedUpload(picture), 201),
        "PUT /resources/:id": () => json(picture),
        "GET /products/:id/image": () => json({ image: null }),
        "PUT /products/:id/image": () => {
          image = true;
          return json({
            image: {
              id: picture.id,
              file_name: picture.file_name,
              thumbnail_url: "/t",
              preview_url: "/p",
              url: "/o",
            },
          });
        },
      }),
    );
    renderApp(`/products/${productId}`);
    const input = (await screen.findByLabelText("Upload a PNG or JPEG image")) as HTMLInputElement;
    expect(productReads(fake.calls)).toBe(1);
    fireEvent.change(input, { target: { files: [new File(["png"], "tee.png", { type: "image/png" })] } });
    await waitFor(() => expect(image).toBe(true));
    await waitFor(() => expect(productReads(fake.calls)).toBe(2));
    const imageReads = fake.calls.filter(
      (c) => c.method === "GET" && c.path === `/products/${productId}/image`,
    );
    expect(imageReads).toHaveLength(2);
  });
});

describe("a product's image", () => {
  const choose = async (file: File) => {
    const input = (await screen.findByLabelText("Upload a PNG or JPEG image")) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    return input;
  };

  it("offers PNG and JPEG only, and refuses a PDF before sending anything", async () => {
    const fake = useFakeApi(productApi(() => product(productId)));
    renderApp(`/products/${productId}`);
    const input = await choose(new File(["%PDF"], "spec.pdf", { type: "application/pdf" }));
    expect(input.accept).toBe(".png,.jpeg,.jpg");
    expect(screen.getByText(/Drag a file here or browse: PNG, JPEG, JPG, up to 200 MB/)).toBeTruthy();
    expect(await screen.findByText(`spec.pdf: ${fieldMessages.productImageInvalid}`)).toBeTruthy();
    expect(fake.calls.filter((c) => c.method !== "GET")).toEqual([]);
  });

  it("says a refused image under it, with no snackbar, and offers the uploader afresh", async () => {
    acceptUploads();
    const fake = useFakeApi(
      productApi(() => product(productId), {
        "POST /resources": () => json(announcedUpload(picture), 201),
        "PUT /resources/:id": () => json(picture),
        "PUT /products/:id/image": () =>
          apiErrorResponse(400, "VALIDATION", "Invalid request. Please check your input and try again.", {
            resource_id: fieldMessages.productImageUnreadable,
          }),
      }),
    );
    renderApp(`/products/${productId}`);
    await choose(new File(["png"], "tee.png", { type: "image/png" }));
    expect((await screen.findByTestId("product-image-error")).textContent).toBe(
      fieldMessages.productImageUnreadable,
    );
    expect(fake.calls.some((c) => c.method === "PUT" && c.path === `/products/${productId}/image`)).toBe(
      true,
    );
    expect(screen.getByRole("button", { name: "Browse files" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Replace file" })).toBeNull();
    expect(screen.queryByText("Invalid request. Please check your input and try again.")).toBeNull();
  });
});
