import type { Page } from "@playwright/test";
import { signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

// The e2e server's worker loads the official-format fixture lists (packages/screening/src/lists/fixtures)
// in the background right after start-up, and the api looks for a new version every 2 s
// (SCREENING_INDEX_CHECK_SECONDS in scripts/e2e-server.mjs) and then swaps its search index in:
// a test that runs first waits generously for both.
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

  await search(page, "Northwind Widgets Inc");
  await expect(page.getByTestId("screening-empty")).toContainText(
    "No possible matches at the default threshold",
  );
  await expect(page.getByTestId("screening-result-SDNs-306")).toHaveCount(0);
});
