import type { Page } from "@playwright/test";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

// The e2e server's worker loads the official-format fixture lists (packages/screening/src/lists/fixtures)
// in the background right after start-up, and the api looks for a new version every 2 s
// (SCREENING_INDEX_CHECK_SECONDS in scripts/e2e-server.mjs) and then swaps its search index in:
// a test that runs first waits generously for both. In that folder the UK list's ConList.xlsx is an
// error page, as a failed download leaves it: the UK source fails its refresh and is never loaded, and
// the BIS Denied Persons List holds one party at twelve addresses (twelve entries).
test.setTimeout(150_000);

async function search(page: Page, name: string) {
  await page.getByTestId("screening-name").fill(name);
  await page.getByTestId("screening-submit").click();
}

test("the owner screens a listed bank and a clean name against the loaded lists", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.owner);
  await page.getByTestId("nav-screening").click();
  await expect(page).toHaveURL(/\/screening$/);

  // The lists panel polls while a source awaits its first load.
  const sdn = page.getByTestId("screening-source-ofac_sdn");
  await expect(sdn).toHaveAttribute("data-loaded", "true", { timeout: 60_000 });
  await expect(sdn).toContainText("OFAC Specially Designated Nationals (SDN) list");
  await expect(sdn.getByTestId("screening-list-ofac_sdn-SDNs")).toBeVisible();

  // Until the api's index holds the lists, a search answers "not loaded yet": search again until found.
  const match = page.getByTestId("screening-result-SDNs-306");
  await expect(async () => {
    await search(page, "Banco Nacional de Cuba");
    await expect(match).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  await expect(page).toHaveURL(/name=/);
  await expect(match.getByTestId("screening-result-id")).toHaveText("306");
  await expect(match.getByTestId("screening-score")).toContainText("100%");
  await expect(match).toContainText("Specially Designated Nationals (SDN)");
  await expect(match.getByTestId("screening-result-source")).toHaveText("OFAC SDN");
  await expect(match).toContainText("BANCO NACIONAL DE CUBA");

  await match.getByTestId("screening-result-SDNs-306-toggle").click();
  const details = page.getByTestId("screening-result-SDNs-306-details");
  await expect(details.getByTestId("screening-part-name")).toContainText("100%");
  const tokens = details.getByTestId("screening-token");
  await expect(tokens.filter({ hasText: "NACIONAL" })).toHaveCount(1);
  await expect(tokens.filter({ hasText: "CUBA" })).toHaveCount(1);
  await expect(details.getByTestId("screening-entry")).toBeVisible();

  // The search is in the address: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId("screening-name")).toHaveValue("Banco Nacional de Cuba");
  await expect(page.getByTestId("screening-result-SDNs-306")).toBeVisible();

  // The worker reaches the UK list after the SDN list: wait until its refresh has failed.
  await expect(page.getByTestId("screening-source-uk")).toHaveAttribute("data-failed", "true", {
    timeout: 60_000,
  });
  await search(page, "Northwind Widgets Inc");
  await expect(page.getByTestId("screening-result-SDNs-306")).toHaveCount(0);
  // No match, but the UK list was not searched: a warning, not the green all-clear.
  const empty = page.getByTestId("screening-empty");
  await expect(empty).toContainText("No possible matches on the lists searched");
  await expect(empty).toHaveAttribute("data-complete", "false");
  // Named by the list, with why: its source's refresh failed and nothing of it is loaded.
  await expect(page.getByTestId("screening-not-searched-ukConsolidatedSanctionsList")).toContainText(
    "UK Consolidated Sanctions List: not searched, loading it failed (",
  );
});

test("the screening page shows a party listed more than a page of times on one page, runs on Enter and finds a surname in partial names", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.owner);
  await page.getByTestId("nav-screening").click();
  await expect(page.getByTestId("screening-source-uk")).toHaveAttribute("data-failed", "true", {
    timeout: 60_000,
  });
  await expect(page.getByTestId("screening-source-error-uk")).toContainText("ConList.xlsx is not an XLSX");

  // Enter in the name (a search box) runs the search. Search again until the index holds the lists.
  // The Denied Persons List names Kestrel Avia Supply once per address, twelve times: one party, whose
  // twelve entries are all on the first page (pages count parties, and never split one).
  const name = page.getByTestId("screening-name");
  const count = page.getByTestId("screening-results-count");
  await expect(async () => {
    await name.fill("Kestrel Avia Supply");
    await name.press("Enter");
    await expect(count).toHaveText("1 possible match for “Kestrel Avia Supply”", { timeout: 3_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });

  const ids = page.getByTestId("screening-result-id");
  await expect(ids).toHaveCount(12);
  expect(new Set(await ids.allTextContents()).size).toBe(12);
  await expect(page.getByTestId("screening-pages-count")).toHaveText("1–1 of 1 party");
  await expect(page.getByRole("button", { name: "Page 2" })).toHaveCount(0);
  await expect(page.getByTestId("screening-result-copies")).toHaveText("12 entries");
  await expect(page.getByTestId("screening-result-copy")).toHaveCount(11);
  await expect(page.getByTestId("screening-result-source").first()).toHaveText("BIS Denied Persons");
  // The UK list was meant to be searched too, and was not: said above the matches.
  await expect(page.getByTestId("screening-not-searched-ukConsolidatedSanctionsList")).toBeVisible();

  // A word of the name alone finds nothing as a whole name, and every entry holding it as a partial name.
  await name.fill("Kestrel");
  await name.press("Enter");
  await expect(page.getByTestId("screening-empty")).toBeVisible();
  // From the keyboard, as the form is used (Space toggles a switch).
  const partial = page.getByTestId("screening-partial");
  await partial.focus();
  await page.keyboard.press("Space");
  await expect(partial).toBeChecked();
  await page.getByTestId("screening-submit").click();
  await expect(count).toHaveText("1 possible match for “Kestrel”");
  await expect(page.getByTestId("screening-result-partial")).toHaveCount(12);
});
