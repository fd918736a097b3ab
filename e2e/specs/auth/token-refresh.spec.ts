import { expect, test } from "@playwright/test";
import { OWNER, signInWithPassword } from "../../fixtures/auth";

test("a 401 is answered by exactly one refresh, and the call is replayed with the new token", async ({
  page,
}) => {
  await signInWithPassword(page);

  // Make the stored access token stale, as after its 15 minutes: the api answers 401 to it.
  await page.evaluate(() => {
    const stale = "stale.access.token";
    localStorage.setItem("tierline:access-token", stale);
    const auth = JSON.parse(localStorage.getItem("tierline:auth") ?? "{}");
    localStorage.setItem("tierline:auth", JSON.stringify({ ...auth, access: stale }));
  });
  const refreshes: string[] = [];
  const meStatuses: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/v1/auth/token/refresh")) refreshes.push(r.url());
  });
  page.on("response", (r) => {
    if (r.url().endsWith("/api/v1/users/me")) meStatuses.push(r.status());
  });

  await page.goto("/settings/account");
  await expect(page.getByTestId("account-section")).toContainText(OWNER.email);
  expect(refreshes).toHaveLength(1);
  expect(meStatuses[0]).toBe(401);
  expect(meStatuses.at(-1)).toBe(200);
  const access = await page.evaluate(() => localStorage.getItem("tierline:access-token"));
  expect(access).not.toBe("stale.access.token");
});

test("when the refresh fails too, the session ends and the user is back at sign-in", async ({ page }) => {
  await signInWithPassword(page);
  await page.evaluate(() => {
    localStorage.setItem("tierline:access-token", "stale.access.token");
    localStorage.setItem("tierline:refresh-token", "revoked-refresh-token");
    const auth = JSON.parse(localStorage.getItem("tierline:auth") ?? "{}");
    localStorage.setItem(
      "tierline:auth",
      JSON.stringify({ ...auth, access: "stale.access.token", refresh: "revoked-refresh-token" }),
    );
  });
  await page.goto("/settings/account");
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("tierline:access-token"))).toBeNull();
});
