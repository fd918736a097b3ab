import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { newWorkspace } from "../../fixtures/workspace";

test("a vendor proposes its company to a customer with the customer's supplier code; the customer sees it proposed by the vendor and approves it; the vendor sees the request move on", async ({
  page,
  db,
  workspace: vendor,
  passwordHash,
  anotherDevice,
}) => {
  test.slow();
  const customer = await newWorkspace(db, passwordHash, { onboarded: true });
  const vendorCompany = await db.workspace.findUniqueOrThrow({
    where: { id: vendor.id },
    select: { entity: { select: { brandName: true } } },
  });

  // The customer's Procurement Manager makes the supplier code it gives its suppliers.
  const customerPage = await anotherDevice();
  await signIn(customerPage, customer.procurement, "/settings/procurement");
  const settings = customerPage.getByTestId("supplier-code-settings");
  await expect(settings.getByTestId("supplier-code-none")).toBeVisible();
  await settings.getByTestId("supplier-code-renew").click();
  const code = (await settings.getByTestId("supplier-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);

  // The vendor's Compliance Manager proposes its company from Compliance. A wrong code names nobody.
  await signIn(page, vendor.compliance, "/compliance");
  await expect(page.getByTestId("compliance-empty")).toBeVisible();
  await page.getByTestId("compliance-propose").click();
  const dialog = page.getByRole("dialog", { name: "Propose your company to a customer" });
  await dialog.getByTestId("propose-code").fill("ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  await dialog.getByTestId("propose-check").click();
  await expect(dialog.getByText("No customer on Tierline has this supplier code")).toBeVisible();
  await expect(dialog.getByTestId("propose-submit")).toBeDisabled();
  await dialog.getByTestId("propose-code").fill(code.toLowerCase());
  await dialog.getByTestId("propose-check").click();
  await expect(dialog.getByTestId("propose-customer")).toHaveText(`This code is ${customer.name}'s.`);
  await dialog.getByTestId("propose-roles").click();
  await page.getByRole("option", { name: "Manufacturer", exact: true }).click();
  // A click beside the list closes it (it stays open for more roles).
  await dialog.getByText("Enter the supplier code").click();
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText(`Proposal sent to ${customer.name}`)).toBeVisible(),
    dialog.getByTestId("propose-submit").click(),
  ]);
  await expect(dialog).toBeHidden();
  const request = page.getByTestId("compliance-request");
  await expect(request.getByTestId("compliance-customer")).toHaveText(customer.name);
  await expect(request.getByTestId("compliance-relationship-status")).toHaveText(
    "Relationship: Pending · proposed by your company",
  );

  // The customer sees the vendor on its list, proposed by the vendor, and approves it on its profile.
  await customerPage.goto("/");
  const row = customerPage.getByTestId(`vendor-row-${vendorCompany.entity.brandName}`);
  // The list's first load on a busy machine can take a while.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId("vendor-row-proposed-by-vendor")).toHaveText("Proposed by vendor");
  await row.getByTestId("vendor-link").click();
  await expect(customerPage.getByTestId("vendor-proposed-by-vendor")).toBeVisible();
  await customerPage.getByRole("tab", { name: "Procurement" }).click();
  const role = customerPage.getByTestId("procurement-role");
  await expect(role.getByTestId("procurement-role-status")).toHaveText("Pending");
  await role.getByTestId("procurement-role-approve").click();
  const approve = customerPage.getByRole("dialog", { name: "Approve: Manufacturer" });
  await approve.getByTestId("relationship-start-date").fill("2024-01-01");
  await approve.getByTestId("relationship-dialog-submit").click();
  await expect(customerPage.getByTestId("procurement-status")).toHaveText("Contracted - Active");

  // The vendor sees its request approved.
  await page.reload();
  await expect(page.getByTestId("compliance-relationship-status")).toHaveText(
    "Relationship: Contracted - Active · proposed by your company",
  );
});
