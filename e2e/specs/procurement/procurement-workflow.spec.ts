import { createVendor } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

test("a Procurement Manager saves the workspace's stages, moves a vendor past the first, and is told exactly what the next one lacks; a Viewer only reads", async ({
  page,
  db,
  workspace,
  anotherDevice,
}) => {
  const { relationship } = await createVendor(db, { workspaceId: workspace.id, name: "Gamma Cotton" });

  await signIn(page, workspace.procurement, "/settings/procurement");
  await expect(page.getByTestId("procurement-workflow-unsaved")).toBeVisible();
  await expect(page.getByTestId("procurement-stage")).toHaveCount(3);
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Procurement stages saved")).toBeVisible(),
    page.getByTestId("procurement-workflow-save").click(),
  ]);
  await expect(page.getByTestId("procurement-workflow-unsaved")).toHaveCount(0);

  await page.goto(`/vendors/${relationship.id}?tab=procurement`);
  const stages = page.getByTestId("procurement-path-stage");
  await expect(stages).toHaveCount(3);
  await expect(stages.nth(0)).toHaveAttribute("data-state", "current");
  // No contact is required of this workspace's vendors: Requested is passed at once.
  await page.getByTestId("procurement-advance").click();
  await expect(stages.nth(1)).toHaveAttribute("data-state", "current");
  await page.getByTestId("procurement-advance").click();
  await expect(page.getByTestId("procurement-advance-refused")).toHaveText(
    "Due diligence cannot be passed yet. Missing: a submitted UFLPA questionnaire; a document from the vendor.",
  );
  await expect(stages.nth(1)).toHaveAttribute("data-state", "current");

  const viewer = await anotherDevice();
  await signIn(viewer, workspace.viewer, `/vendors/${relationship.id}?tab=procurement`);
  await expect(viewer.getByTestId("procurement-path-stage").nth(1)).toHaveAttribute("data-state", "current");
  await expect(viewer.getByTestId("procurement-advance")).toHaveCount(0);
});
