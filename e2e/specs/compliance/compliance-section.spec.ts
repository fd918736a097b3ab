import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { newWorkspace } from "../../fixtures/workspace";

test("a vendor's compliance team answers its customer's request: a required contact and the attestation make it complete, and the customer sees who attested", async ({
  page,
  db,
  workspace: vendor,
  passwordHash,
  anotherDevice,
}) => {
  test.slow();
  // The customer links its relationship to the vendor's company (as an accepted invitation does) and
  // requires a Quality contact of every vendor.
  const customer = await newWorkspace(db, passwordHash, { onboarded: true });
  const vendorCompany = await db.workspace.findUniqueOrThrow({ where: { id: vendor.id } });
  const customerCompany = await db.workspace.findUniqueOrThrow({ where: { id: customer.id } });
  const { relationship } = await createVendor(db, {
    workspaceId: customer.id,
    name: "Vendor as the customer records it",
    linkedEntityId: vendorCompany.entityId,
  });
  const quality = await db.contactCategory.create({ data: { workspaceId: customer.id, name: "Quality" } });
  await db.contactRequirement.create({
    data: { workspaceId: customer.id, entityId: customerCompany.entityId, categoryId: quality.id },
  });

  // The vendor's Compliance Manager finds the request under Compliance.
  await signIn(page, vendor.compliance, "/");
  await page.getByTestId("nav-compliance").click();
  const request = page.getByTestId("compliance-request");
  await expect(request.getByTestId("compliance-customer")).toHaveText(customer.name);
  await expect(request.getByTestId("compliance-status")).toHaveText("Action required");
  await expect(request.getByTestId("compliance-uflpa-link")).toBeVisible();

  // A bad e-mail is said under its input; then the contact is added.
  await request.getByTestId("compliance-add-contact").click();
  const form = page.getByTestId("add-contact-form");
  await form.getByTestId("add-contact-category").click();
  await page.getByRole("option", { name: "Quality" }).click();
  await form.getByTestId("add-contact-first-name").fill("Grace");
  await form.getByTestId("add-contact-last-name").fill("Hopper");
  await form.getByTestId("add-contact-email").fill("grace-at-vendor");
  await form.getByTestId("add-contact-phone").fill("+1 555 0100");
  await form.getByTestId("add-contact-submit").click();
  await expect(form.getByText("Please enter a valid email")).toBeVisible();
  await form.getByTestId("add-contact-email").fill("grace@vendor.e2e.test");
  await form.getByTestId("add-contact-submit").click();
  await expect(request.getByTestId("compliance-contact")).toContainText("Grace Hopper");

  // The attestation completes the request.
  await request.getByTestId("compliance-attest-check").check();
  await request.getByTestId("compliance-attest").click();
  await expect(request.getByTestId("compliance-status")).toHaveText("Complete");
  await expect(request.getByTestId("compliance-attested")).toContainText(
    `Attested by ${vendor.compliance.firstName} ${vendor.compliance.lastName}`,
  );

  // A Viewer of the vendor reads the request and is offered nothing to give.
  const viewer = await anotherDevice();
  await signIn(viewer, vendor.viewer, "/compliance");
  await expect(viewer.getByTestId("compliance-status")).toHaveText("Complete");
  await expect(viewer.getByTestId("compliance-add-contact")).toHaveCount(0);
  await expect(viewer.getByTestId("compliance-attest")).toHaveCount(0);

  // The customer sees who of the vendor attested on the vendor's Procurement tab.
  const customerPage = await anotherDevice();
  await signIn(customerPage, customer.procurement, `/vendors/${relationship.id}?tab=procurement`);
  await expect(customerPage.getByTestId("vendor-attestation")).toContainText(
    `${vendor.compliance.firstName} ${vendor.compliance.lastName} attested`,
  );
});
