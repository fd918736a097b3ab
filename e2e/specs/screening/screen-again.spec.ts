import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";
import { addVendorAndOpenMatches } from "../../fixtures/vendors";

// The worker loads the fixture lists after start-up; a vendor added before then is screened once they
// are (see possible-matches.spec.ts), so the first screening may take a while.
test.setTimeout(180_000);

test("a dismissed vendor stays dismissed when screened again, and shows the new screening time", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.compliance, "/");
  // A variant of ACME TRADING, LLC (SDN), not the listed name.
  await addVendorAndOpenMatches(page, "Acme Trading Company LLC", "Russia");
  await page.getByTestId("risk-review-matches").first().click();
  await page.getByTestId("pm-start").click();
  await page.getByTestId("pm-dismiss-all").click();
  await page.getByTestId("pm-note").fill("A different Acme: registered in Kazan, no link to the listed one");
  await page.getByTestId("pm-submit").click();
  await expect(page.getByTestId("pm-result")).toContainText("Possible matches dismissed");
  await page.getByTestId("pm-finish").click();
  const segments = page.getByTestId("risk-segments");
  await expect(segments).toContainText("Open (0)");
  await expect(segments).toContainText("Resolved (1)");

  const when = page.getByTestId("vendor-screening-when");
  const before = await when.getAttribute("data-screened-at");
  expect(before).not.toBeNull();
  await page.getByTestId("vendor-screen-again").click();
  // Screened anew by the worker: a later time, and the dismissed matches are not raised again.
  await expect(when).not.toHaveAttribute("data-screened-at", before!, { timeout: 60_000 });
  await expect(when).toContainText("Screened Today");
  expect(Date.parse((await when.getAttribute("data-screened-at"))!)).toBeGreaterThan(Date.parse(before!));
  await expect(page.getByTestId("vendor-screen-again")).toBeEnabled();
  await expect(segments).toContainText("Open (0)");
  await expect(segments).toContainText("Resolved (1)");
  await expect(page.getByTestId("risk-review-matches")).toHaveCount(0);

  // Read afresh: still so.
  await page.reload();
  await expect(page.getByTestId("vendor-screening-when")).toHaveAttribute(
    "data-screened-at",
    (await when.getAttribute("data-screened-at"))!,
  );
  await expect(page.getByTestId("risk-segments")).toContainText("Open (0)");
  await expect(page.getByTestId("risk-segments")).toContainText("Resolved (1)");
});
