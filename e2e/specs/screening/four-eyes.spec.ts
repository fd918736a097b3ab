import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { addVendorAndOpenMatches } from "../../fixtures/vendors";

// See possible-matches.spec.ts: the first screening may wait for the worker to load the lists.
test.setTimeout(180_000);

test("with four eyes turned on, a Compliance Manager's dismissal waits until an Admin approves it from the work queue", async ({
  page,
  workspace,
  anotherDevice,
}) => {
  // An Admin makes the workspace require a second reviewer for screening decisions.
  const admin = await anotherDevice();
  await signIn(admin, workspace.admin, "/settings/workflows");
  const fourEyes = admin.getByTestId("screening-review-settings").getByRole("switch");
  await expect(fourEyes).not.toBeChecked();
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([expect(admin.getByText("Changes saved")).toBeVisible(), fourEyes.click()]);
  await expect(fourEyes).toBeChecked();

  await signIn(page, workspace.compliance, "/");
  await addVendorAndOpenMatches(page, "Banco Nacional Cuba S.A.", "Cuba");
  await page.getByTestId("risk-review-matches").first().click();
  await page.getByTestId("pm-start").click();
  await page.getByTestId("pm-dismiss-all").click();
  await expect(page.getByTestId("pm-confirm-form")).toContainText("requires a second reviewer");
  await page.getByTestId("pm-note").fill("A private bank in Madrid, not the Cuban state bank");
  await page.getByTestId("pm-submit").click();
  await expect(page.getByTestId("pm-result")).toContainText("Sent for approval");
  await page.getByTestId("pm-finish").click();
  await expect(page.getByTestId("risk-segments")).toContainText("Open (1)");

  // Its own reviewer cannot approve it, and is told why.
  await page.getByTestId("risk-review-matches").first().click();
  const pending = page.getByTestId("pm-pending");
  await expect(pending).toContainText("Cole Compliance chose to dismiss every possible match");
  await expect(pending).toContainText("You made this decision: another member approves it.");
  await expect(pending.getByTestId("pm-approve")).toHaveCount(0);
  await expect(pending.getByTestId("pm-reject")).toHaveText("Withdraw");

  // The Admin finds it in the work queue and approves it.
  await admin.goto("/screening/queue");
  const row = admin.getByTestId("queue-row-Banco Nacional Cuba S.A.");
  await expect(row.getByTestId("queue-awaiting-approval")).toBeVisible();
  await row.getByTestId("queue-review").click();
  await expect(admin).toHaveURL(/\/vendors\/[^?]+\?tab=risk&pmStep=0$/);
  const toApprove = admin.getByTestId("pm-pending");
  await expect(toApprove).toContainText("A private bank in Madrid");
  await toApprove.getByTestId("pm-approve").click();
  await expect(toApprove.getByText("Please say why")).toBeVisible();
  await toApprove.getByTestId("pm-approval-note").fill("Checked the registry: agreed");
  await Promise.all([
    expect(admin.getByText("Restricted Party Screening completed")).toBeVisible(),
    toApprove.getByTestId("pm-approve").click(),
  ]);
  await expect(admin.getByTestId("pm-nothing")).toContainText("Reviewed: the risk is Resolved");
  await expect(admin.getByTestId("pm-history")).toContainText("second reviewer Ada Admin");

  // The risk settled: Resolved for everyone, and the queue is clear.
  await page.reload();
  await expect(page.getByTestId("risk-segments")).toContainText("Open (0)");
  await expect(page.getByTestId("risk-segments")).toContainText("Resolved (1)");
  await admin.goto("/screening/queue");
  await expect(admin.getByTestId("queue-all-clear")).toBeVisible();
});
