import { createVendor, type Db } from "@tierline/db";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

const manufacturer = "00000000-0000-4000-9000-000000000004";

/** A vendor of the workspace with one role (Manufacturer) in `status`. */
async function vendorWithRole(
  db: Db,
  workspaceId: string,
  name: string,
  status: "PENDING" | "CONTRACTED_ACTIVE",
) {
  const { relationship } = await createVendor(db, { workspaceId, name, status });
  await db.vendorRelationshipRole.create({
    data: {
      workspaceId,
      relationshipId: relationship.id,
      roleId: manufacturer,
      status,
      startDate: status === "CONTRACTED_ACTIVE" ? new Date("2024-01-01T00:00:00Z") : null,
    },
  });
  return relationship.id;
}

/** YYYY-MM-DD, `days` from today (UTC). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a Procurement Manager approves a vendor with a future start date: it stays Approved, with the start scheduled and the change in the history", async ({
  page,
  workspace,
  db,
  anotherDevice,
}) => {
  const id = await vendorWithRole(db, workspace.id, "Acme Metals", "PENDING");
  await signIn(page, workspace.procurement, `/vendors/${id}?tab=procurement`);
  const role = page.getByTestId("procurement-role");
  await expect(role.getByTestId("procurement-role-status")).toHaveText("Pending");

  await role.getByTestId("procurement-role-approve").click();
  const dialog = page.getByRole("dialog", { name: "Approve: Manufacturer" });
  const start = inDays(30);
  // A date that is no date is refused with the spec's message.
  await dialog.getByTestId("relationship-start-date").fill("31/31/2030");
  await dialog.getByTestId("relationship-dialog-submit").click();
  await expect(dialog.getByText("Date is incorrect")).toBeVisible();
  await dialog.getByTestId("relationship-start-date").fill(start);
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Changes saved")).toBeVisible(),
    dialog.getByTestId("relationship-dialog-submit").click(),
  ]);
  await expect(dialog).toBeHidden();

  await expect(role.getByTestId("procurement-role-status")).toHaveText("Approved");
  await expect(page.getByTestId("procurement-status")).toHaveText("Approved");
  await expect(role.getByTestId("procurement-role-scheduled")).toContainText("becomes Contracted - Active");
  const change = page.getByTestId("relationship-history-item").first();
  await expect(change).toContainText("Approved");
  await expect(change).toContainText("Pending");
  await expect(change).toContainText("By Pia Procurement");

  // Still Approved after a reload (the start is a job for that day).
  await page.reload();
  await expect(page.getByTestId("procurement-role").getByTestId("procurement-role-status")).toHaveText(
    "Approved",
  );

  // A Viewer sees the same, without the actions.
  const viewer = await anotherDevice();
  await signIn(viewer, workspace.viewer, `/vendors/${id}?tab=procurement`);
  await expect(viewer.getByTestId("procurement-role-status")).toHaveText("Approved");
  await expect(viewer.getByTestId("procurement-role-reject")).toHaveCount(0);
  await expect(viewer.getByTestId("procurement-terminate-relationship")).toHaveCount(0);
});

test("terminating a role for cause refuses a 256-character explanation with the spec's message, then terminates it", async ({
  page,
  workspace,
  db,
}) => {
  const id = await vendorWithRole(db, workspace.id, "Bolt Supply", "CONTRACTED_ACTIVE");
  await signIn(page, workspace.procurement, `/vendors/${id}?tab=procurement`);
  const role = page.getByTestId("procurement-role");
  await expect(role.getByTestId("procurement-role-status")).toHaveText("Contracted - Active");

  await role.getByTestId("procurement-role-terminate_for_cause").click();
  const dialog = page.getByRole("dialog", { name: "Terminate for cause: Manufacturer" });
  await dialog.getByTestId("relationship-dialog-submit").click();
  await expect(dialog.getByText("Date is required")).toBeVisible();
  await expect(dialog.getByText("Cause is required")).toBeVisible();
  await expect(dialog.getByText("Please confirm that the information is true")).toBeVisible();

  await dialog.getByTestId("relationship-termination-date").fill(inDays(0));
  await dialog.getByTestId("relationship-cause").click();
  await page.getByRole("option", { name: "Breach of contract" }).click();
  await dialog.getByTestId("relationship-explanation").fill("x".repeat(256));
  await dialog.getByTestId("relationship-attestation").check();
  await dialog.getByTestId("relationship-dialog-submit").click();
  await expect(dialog.getByText("Explanation must be under 256 characters")).toBeVisible();
  await expect(role.getByTestId("procurement-role-status")).toHaveText("Contracted - Active");

  await dialog.getByTestId("relationship-explanation").fill("Shipments failed inspection three times");
  await Promise.all([
    expect(page.getByText("roles terminated")).toBeVisible(),
    dialog.getByTestId("relationship-dialog-submit").click(),
  ]);
  await expect(role.getByTestId("procurement-role-status")).toHaveText("Terminated (for cause)");
  await expect(role).toContainText("Breach of contract. Shipments failed inspection three times");
  await expect(role).toContainText("Attested true by Pia Procurement");
  await expect(page.getByTestId("relationship-history-item").first()).toContainText("Terminated (for cause)");
  // Terminated allows one move: re-opening the review.
  await expect(role.getByRole("button")).toHaveText(["Re-open review"]);
});
