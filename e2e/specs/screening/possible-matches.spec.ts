import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { addVendorAndOpenMatches } from "../../fixtures/vendors";

// The e2e server's worker loads the fixture lists (packages/screening/src/lists/fixtures) right after
// start-up; a vendor added before they are loaded is screened once they are (the job retries), so a
// test that runs first waits generously for its risk.
test.setTimeout(180_000);

test("a vendor named like a listed bank is flagged, reviewed and confirmed; another is dismissed", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.compliance, "/");

  // A variant of BANCO NACIONAL DE CUBA (SDN 306), not the listed name.
  await addVendorAndOpenMatches(page, "Banco Nacional Cuba S.A.", "Cuba");
  const row = page.getByTestId("risk-row").filter({ has: page.getByTestId("risk-review-matches") });
  await expect(row.getByTestId("risk-severity")).toHaveText("High");
  await expect(row.getByTestId("risk-action-required")).toBeVisible();
  await expect(row.getByTestId("risk-title")).toContainText("BANCO NACIONAL DE CUBA");

  await row.getByTestId("risk-review-matches").click();
  await expect(page).toHaveURL(/pmStep=0/);
  await expect(page.getByTestId("pm-found")).toContainText("Banco Nacional Cuba S.A.");
  await page.getByTestId("pm-start").click();
  await expect(page).toHaveURL(/pmStep=1/);
  // The candidate explained beside the vendor's own data.
  await expect(page.getByTestId("pm-vendor")).toContainText("Banco Nacional Cuba S.A.");
  const candidate = page.locator('[data-testid="pm-match"][data-match="ofac_sdn:SDNs:306"]');
  await expect(candidate).toContainText("BANCO NACIONAL DE CUBA");
  await expect(candidate).toContainText("CUBA");
  await expect(candidate.getByTestId("pm-tokens")).toContainText("nacional", { ignoreCase: true });
  await candidate.getByTestId("pm-match-choice").check();
  await page.getByTestId("pm-confirm-match").click();
  await expect(page).toHaveURL(/pmStep=2/);
  await page.getByTestId("pm-submit").click();
  await expect(page.getByText("Please say why")).toBeVisible();
  await page.getByTestId("pm-note").fill("Same bank: the Havana head office");
  // Watched from before the click: a snackbar hides 4 s after it shows, and a click can take that long.
  await Promise.all([
    expect(page.getByText("Restricted Party Screening completed")).toBeVisible(),
    page.getByTestId("pm-submit").click(),
  ]);
  await expect(page).toHaveURL(/pmStep=3/);
  await expect(page.getByTestId("pm-result")).toContainText("Match confirmed");
  await page.getByTestId("pm-finish").click();
  await expect(page).not.toHaveURL(/pmStep/);
  const segments = page.getByTestId("risk-segments");
  await expect(segments).toContainText("Confirmed (1)");
  await segments.getByText("Confirmed (1)").click();
  await expect(page.getByTestId("risk-row")).toContainText("Same bank: the Havana head office");

  // Another vendor, another variant (ACME TRADING, LLC on the SDN list): not the same company.
  await page.goto("/");
  await addVendorAndOpenMatches(page, "Acme Trading Company LLC", "Russia");
  await page.getByTestId("risk-review-matches").first().click();
  await page.getByTestId("pm-start").click();
  await page.getByTestId("pm-dismiss-all").click();
  await expect(page).toHaveURL(/pmStep=2/);
  await expect(page.getByTestId("pm-summary")).toContainText("not raised again");
  await page.getByTestId("pm-note").fill("A different Acme: registered in Kazan, no link to the listed one");
  await page.getByTestId("pm-submit").click();
  await expect(page.getByTestId("pm-result")).toContainText("Possible matches dismissed");
  await page.getByTestId("pm-finish").click();
  await expect(page.getByTestId("risk-segments")).toContainText("Resolved (1)");
  await expect(page.getByTestId("risk-segments")).toContainText("Open (0)");
});
