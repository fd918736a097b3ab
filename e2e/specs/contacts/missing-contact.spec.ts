import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a vendor's profile shows a required contact it lacks as an action, which goes once the contact is added", async ({
  page,
  db,
  workspace,
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

  await db.contact.create({
    data: {
      workspaceId: workspace.id,
      relationshipId: relationship.id,
      categoryId: category.id,
      firstName: "Dana",
      lastName: "Delta",
      email: "dana@delta.test",
      phone: "+1 555 0199",
    },
  });
  await page.reload();
  await expect(page.getByTestId("vendor-name")).toHaveText("Delta Textiles");
  await expect(action).toHaveCount(0);
});
