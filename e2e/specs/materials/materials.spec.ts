import { createProduct, createSupplyStream, createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a Procurement Manager adds cotton at Raw Materials to a product and finds it in the UFLPA exposure with the vendor at that stage", async ({
  page,
  db,
  workspace,
}) => {
  const ginner = await createVendor(db, {
    workspaceId: workspace.id,
    name: "Kashgar Ginning",
    country: "CN",
  });
  const sewer = await createVendor(db, { workspaceId: workspace.id, name: "Dhaka Sewing", country: "BD" });
  const tee = await createProduct(db, {
    workspaceId: workspace.id,
    name: "Organic crew tee",
    sku: "TEE-ORG",
  });
  await createSupplyStream(db, {
    workspaceId: workspace.id,
    name: "Tees",
    vendors: { RAW_MATERIALS: [ginner.relationship.id], MANUFACTURING: [sewer.relationship.id] },
    productIds: [tee.id],
  });

  await signIn(page, workspace.procurement, `/products/${tee.id}`);
  const section = page.getByTestId("product-materials");
  await expect(section).toContainText("No materials yet");
  await page.getByTestId("product-materials-add").click();
  await page.getByTestId("add-material-submit").click();
  await expect(page.getByTestId("add-material-form")).toContainText("Name is required");
  await page.getByTestId("add-material-name").fill("Organic cotton yarn");
  // The name says cotton: the form suggests it before anything is saved.
  await expect(page.getByTestId("add-material-uflpa")).toHaveValue("Cotton (from the name)");
  await page.getByTestId("add-material-stage").click();
  await page.getByRole("option", { name: "Raw Materials" }).click();
  await page.getByTestId("add-material-usage").click();
  await page.getByRole("option", { name: "Fibre or fabric" }).click();
  await page.getByTestId("add-material-submit").click();
  const entry = section.getByTestId("product-material");
  await expect(entry).toContainText("Organic cotton yarn");
  await expect(entry.getByTestId("uflpa-input-badge")).toHaveText("UFLPA: Cotton");
  await expect(entry.getByTestId("product-material-where")).toHaveText("Raw Materials · Fibre or fabric");

  await page.goto("/products");
  await page.getByTestId("to-uflpa-exposure").click();
  const cotton = page.getByTestId("uflpa-exposure-cotton");
  await expect(cotton.getByTestId("uflpa-exposure-count")).toHaveText("1 product");
  await expect(cotton.getByTestId("uflpa-exposure-product")).toContainText("Organic crew tee");
  await expect(cotton.getByTestId("uflpa-exposure-product")).toContainText(
    "Organic cotton yarn, Raw Materials",
  );
  // The vendor at Raw Materials, not the one at Manufacturing; it has not answered the questionnaire.
  const vendor = cotton.getByTestId("uflpa-exposure-vendor");
  await expect(vendor).toHaveCount(1);
  await expect(vendor).toContainText("Kashgar Ginning");
  await expect(vendor).toContainText("Raw Materials");
  await expect(vendor.getByTestId("uflpa-declared")).toHaveText("Questionnaire not submitted");
  await expect(page.getByTestId("uflpa-exposure-seafood")).toContainText("No products");
});
