import { expect, test } from "@playwright/test";
import { OWNER, setStoredTokens, signInWithPassword } from "../../fixtures/auth";

test("a 401 is answered by exactly one refresh, and the calls are replayed with the new token", async ({
  page,
}) => {
  await signInWithPassword(page);

  // Make the stored access token stale, as after its 15 minutes: the api answers 401 to it.
  await setStoredTokens(page, { access: "stale.access.token" });
  // The api calls in the order they were answered: "refresh", "me:401", "me:200".
  const events: string[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/v1/auth/token/refresh")) events.push(`refresh:${r.status()}`);
    if (r.url().endsWith("/api/v1/users/me")) events.push(`me:${r.status()}`);
  });

  await page.goto("/settings/account");
  await expect(page.getByTestId("account-section")).toContainText(OWNER.email);
  await page.waitForLoadState("networkidle");

  // One refresh, after the first 401; calls that were already in flight with the stale token may
  // answer 401 after it, but none triggers a second refresh, and the replay with the new token succeeds.
  // (React Query drops duplicate fetches of one query, so the number of replays is not asserted.)
  expect(events.filter((e) => e.startsWith("refresh"))).toEqual(["refresh:200"]);
  expect(events[0]).toBe("me:401");
  expect(events.at(-1)).toBe("me:200");
  expect(events.slice(events.indexOf("refresh:200")).filter((e) => e === "me:200").length).toBeGreaterThan(0);
  const access = await page.evaluate(() => localStorage.getItem("tierline:access-token"));
  expect(access).not.toBe("stale.access.token");
});

test("when the refresh fails too, the session ends and the user is back at sign-in", async ({ page }) => {
  await signInWithPassword(page);
  await setStoredTokens(page, { access: "stale.access.token", refresh: "revoked-refresh-token" });
  await page.goto("/settings/account");
  await expect(page).toHaveURL(/\/login/);
  // The expired session clears the store and reloads the page: read storage once that has settled.
  await expect(page.getByTestId("login-form")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => localStorage.getItem("tierline:access-token"))).toBeNull();
});

test("two tabs with a stale token share one refresh and both stay signed in", async ({ page, context }) => {
  await signInWithPassword(page);
  const other = await context.newPage();
  await setStoredTokens(page, { access: "stale.access.token" });
  const refreshes: number[] = [];
  for (const tab of [page, other]) {
    tab.on("response", (r) => {
      if (r.url().endsWith("/api/v1/auth/token/refresh")) refreshes.push(r.status());
    });
  }

  // Both tabs load with the stale token at once: one refreshes, the other adopts its new token.
  // Were both to refresh, the second would present a rotated token and the server would end the session.
  await Promise.all([page.goto("/settings/account"), other.goto("/settings/account")]);
  for (const tab of [page, other]) {
    await expect(tab.getByTestId("account-section")).toContainText(OWNER.email);
    await tab.waitForLoadState("networkidle");
  }
  expect(refreshes).toEqual([200]);

  await page.reload();
  await other.reload();
  for (const tab of [page, other]) await expect(tab.getByTestId("account-menu")).toBeVisible();
});
