import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { addVendor } from "../../fixtures/vendors";

// The vendor is screened by the e2e server's worker, which may still be loading the lists when the
// spec starts (see screening/possible-matches.spec.ts); the notification follows the screening.
test.setTimeout(180_000);

test("a possible match shows in the Compliance Manager's bell; opened, it leads to the Risk tab and is read", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.compliance, "/");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // A variant of BANCO NACIONAL DE CUBA (SDN): screened, a possible match, the members who decide told.
  await addVendor(page, "Banco Nacional Cuba S.A.", "Cuba");
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAttribute("aria-label", "Notifications: 1 unread", { timeout: 3_000 });
  }).toPass({ timeout: 150_000, intervals: [2_000] });
  await expect(page.getByTestId("notification-unread-count")).toContainText("1");

  await bell.click();
  const item = page
    .getByTestId("notification-item")
    .filter({ hasText: "Possible restricted-party match for Banco Nacional Cuba S.A." });
  await expect(item).toHaveAttribute("data-read", "false");
  await expect(item).toContainText("Action required");
  await expect(item).toContainText("BANCO NACIONAL DE CUBA");
  await item.click();

  await expect(page).toHaveURL(/\/vendors\/[^?]+\?tab=risk$/);
  await expect(page.getByTestId("vendor-name")).toHaveText("Banco Nacional Cuba S.A.");
  await expect(page.getByTestId("risk-review-matches")).toBeVisible();
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
  await bell.click();
  await expect(item).toHaveAttribute("data-read", "true");
});
