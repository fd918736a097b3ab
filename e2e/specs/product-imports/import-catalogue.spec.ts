import { createSupplyStream } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

/** A catalogue as a shop exports it: two products, one row without a country of origin (rejected). */
const catalogueCsv = [
  "Product Name,SKU,Description,Country of Origin,Import Countries",
  "Organic Tee,TEE-1,A cotton tee,Viet Nam,US; Canada",
  "Canvas Bag,BAG-1,,India,US",
  "Mystery Mug,MUG-1,,,US",
].join("\r\n");

test("a Procurement Manager imports a catalogue through the four steps and sees the rejected row explained", async ({
  page,
  db,
  workspace,
}) => {
  test.slow();
  await createSupplyStream(db, { workspaceId: workspace.id, name: "Apparel chain" });
  await signIn(page, workspace.procurement, "/products");
  await page.getByTestId("import-catalogue").click();
  const wizard = page.getByTestId("product-import-wizard");

  // upload
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(catalogueCsv) });

  // column_map: recognised from the names; a column used twice is said under the later field.
  await expect(page.getByTestId("product-list-preview")).toContainText("Organic Tee");
  await expect(page.getByTestId("product-mapping-name")).toHaveValue("Product Name");
  await expect(page.getByTestId("product-mapping-country_of_origin")).toHaveValue("Country of Origin");
  await page.getByTestId("product-mapping-product_number").click();
  await page.getByRole("option", { name: "SKU", exact: true }).click();
  await page.getByTestId("product-import-next").click();
  await expect(wizard.getByText("Column name is already in use")).toBeVisible();
  // Picking the chosen column again takes it off (the select's allowDeselect).
  await page.getByTestId("product-mapping-product_number").click();
  await page.getByRole("option", { name: "SKU", exact: true }).click();
  await expect(page.getByTestId("product-mapping-product_number")).toHaveValue("");
  await page.getByTestId("product-import-next").click();

  // review_col_map: the mapping and the first rows as they will be read.
  await expect(page.getByTestId("review-country_of_origin")).toContainText("Country of Origin");
  await expect(page.getByTestId("product-import-mapped-rows")).toContainText("Canvas Bag");
  await page.getByTestId("product-import-next").click();

  // supply_stream: every product joins the chosen stream.
  await page.getByTestId("product-import-stream").click();
  await page.getByRole("option", { name: "Apparel chain" }).click();
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Product catalog added")).toBeVisible(),
    page.getByTestId("product-import-start").click(),
  ]);

  // The result: two products added, the row without a country explained.
  await expect(page.getByTestId("product-import-created")).toHaveText("2", { timeout: 30_000 });
  await expect(page.getByTestId("product-import-rejected")).toHaveText("1");
  await expect(page.getByTestId("product-import-rejected-row")).toHaveCount(1);
  const rejected = page.getByTestId("product-import-rejected-row");
  await expect(rejected).toContainText("Row 4");
  await expect(rejected).toContainText("Country of origin: Country is required");
  const products = await db.product.findMany({
    where: { workspaceId: workspace.id },
    include: { supplyStreams: { include: { stream: true } } },
    orderBy: { name: "asc" },
  });
  expect(products.map((p) => [p.name, p.countryOfOrigin, p.supplyStreams.map((s) => s.stream.name)])).toEqual(
    [
      ["Canvas Bag", "IN", ["Apparel chain"]],
      ["Organic Tee", "VN", ["Apparel chain"]],
    ],
  );
  await page.getByTestId("product-import-done").click();
  await expect(wizard).toBeHidden();
});
