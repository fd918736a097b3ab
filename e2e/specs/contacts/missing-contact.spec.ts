import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a vendor's profile shows a required contact it lacks as an action, which goes once a manager adds the contact through the profile", async ({
  page,
  db,
  workspace,
  anotherDevice,
}) => {
  const { relationship } = await createVendor(db, { workspaceId: workspace.id, name: "Delta Textiles" });
  const { entityId } = await db.workspace.findUniqueOrThrow({ where: { id: workspace.id } });
  const category = await db.contactCategory.create({
    data: { workspaceId: workspace.id, name: "Compliance" },
  });
  // Every vendor of the workspace must provide a Compliance contact.
  await db.contactRequirement.create({
    data: { workspaceId: workspace.id, entityId, categoryId: category.id },
  });

  await signIn(page, workspace.viewer, `/vendors/${relationship.id}`);
  await expect(page.getByTestId("vendor-name")).toHaveText("Delta Textiles");
  const action = page.getByTestId("vendor-contact-missing");
  await expect(action).toContainText("Contact missing");
  await expect(action).toContainText("Add a contact for Compliance.");

  // A Viewer may not add contacts: the profile offers no "Add contact".
  await page.getByTestId("vendor-tab-details").click();
  await expect(page.getByTestId("vendor-contacts")).toContainText("No contacts yet");
  await expect(page.getByTestId("vendor-add-contact")).toHaveCount(0);

  // A Procurement Manager adds the contact through the profile's dialog; the action goes at once.
  const manager = await anotherDevice();
  await signIn(manager, workspace.procurement, `/vendors/${relationship.id}?tab=details`);
  await expect(manager.getByTestId("vendor-contact-missing")).toContainText("Add a contact for Compliance.");
  await manager.getByTestId("vendor-add-contact").click();
  await manager.getByTestId("add-contact-category").click();
  await manager.getByRole("option", { name: "Compliance" }).click();
  await manager.getByTestId("add-contact-first-name").fill("Dana");
  await manager.getByTestId("add-contact-last-name").fill("Delta");
  await manager.getByTestId("add-contact-email").fill("not-an-email");
  await manager.getByTestId("add-contact-phone").fill("+1 555 0199");
  await manager.getByTestId("add-contact-submit").click();
  await expect(manager.getByTestId("add-contact-form")).toContainText("Please enter a valid email");
  await manager.getByTestId("add-contact-email").fill("dana@delta.test");
  await manager.getByTestId("add-contact-submit").click();
  await expect(manager.getByTestId("vendor-contact")).toContainText("Dana Delta");
  await expect(manager.getByTestId("vendor-contact")).toContainText("Compliance");
  await expect(manager.getByTestId("vendor-contact-missing")).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId("vendor-name")).toHaveText("Delta Textiles");
  await expect(action).toHaveCount(0);
  await expect(page.getByTestId("vendor-contact")).toContainText("dana@delta.test");
});
