import type { Page } from "@playwright/test";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { addVendor } from "../../fixtures/vendors";

// The vendors are screened by the e2e server's worker against the fixture lists it loads at start-up
// (see screening.spec.ts): the first screening may wait for the lists, so the queue is read again until
// the matches are in it.
test.setTimeout(240_000);

/** The possible-matches flow from its start to its note, then its finish. */
async function decide(page: Page, how: "dismiss" | "confirm", note: string) {
  await page.getByTestId("pm-start").click();
  if (how === "dismiss") await page.getByTestId("pm-dismiss-all").click();
  else {
    await page.getByTestId("pm-match-choice").first().click();
    await page.getByTestId("pm-confirm-match").click();
  }
  await page.getByTestId("pm-note").fill(note);
  await page.getByTestId("pm-submit").click();
  await expect(page.getByTestId("pm-result")).toBeVisible();
  await page.getByTestId("pm-finish").click();
}

test("a Compliance Manager clears the work queue: each decided match leaves it, until all is clear", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.compliance);
  // Named like listed parties, not exactly: the SDN's BANCO NACIONAL DE CUBA and ACME TRADING, LLC.
  await addVendor(page, "Banco Nacional de Cuba S.A.", "Cuba");
  await addVendor(page, "Acme Trading LLC", "Russia");

  await page.getByTestId("nav-screening-queue").click();
  await expect(page).toHaveURL(/\/screening\/queue$/);
  const banco = page.getByTestId("queue-row-Banco Nacional de Cuba S.A.");
  const acme = page.getByTestId("queue-row-Acme Trading LLC");
  await expect(async () => {
    await page.reload();
    await expect(banco).toBeVisible({ timeout: 3_000 });
    await expect(acme).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 180_000, intervals: [2_000] });

  await expect(page.getByTestId("queue-stats-total")).toHaveText("2");
  await expect(page.getByTestId("queue-stats-high")).toHaveText("2");
  await expect(banco.getByTestId("queue-severity")).toHaveText("High");
  await expect(banco.getByTestId("queue-vendor-status")).toHaveText("Pending");
  await expect(banco).toContainText("BANCO NACIONAL DE CUBA");
  await expect(banco.getByTestId("queue-lists")).toContainText("Specially Designated Nationals (SDN)");

  // Filtered by vendor name, in the address.
  await page.getByTestId("queue-search").fill("acme");
  await expect(banco).toHaveCount(0);
  await expect(page).toHaveURL(/search=/);
  await expect(acme).toBeVisible();
  await page.getByTestId("queue-search").fill("");
  await expect(banco).toBeVisible();

  // A row opens the vendor's review flow; dismissed, the match leaves the queue.
  await banco.getByTestId("queue-review").click();
  await expect(page).toHaveURL(/\/vendors\/[^?]+\?tab=risk&pmStep=0$/);
  await decide(page, "dismiss", "A different bank: registered in Spain, not the Cuban state bank.");
  await page.getByTestId("nav-screening-queue").click();
  await expect(acme).toBeVisible();
  await expect(banco).toHaveCount(0);
  await expect(page.getByTestId("queue-stats-total")).toHaveText("1");

  // Confirmed, the last one leaves too: nothing waits.
  await acme.getByTestId("queue-review").click();
  await decide(page, "confirm", "Same company: address and registration number match the SDN entry.");
  await page.getByTestId("nav-screening-queue").click();
  await expect(page.getByTestId("queue-all-clear")).toBeVisible();
  await expect(page.getByTestId("queue-stats-total")).toHaveText("0");
});
