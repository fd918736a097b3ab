import type { Page } from "@playwright/test";
import { setStoredTokens, signIn } from "../../fixtures/auth";
import { expect, test } from "../../fixtures/test";

const STALE = "stale.access.token";

interface ApiAnswer {
  path: string;
  status: number;
  /** Sent with the stale access token. */
  stale: boolean;
}

/** Records the page's api answers in the order they arrive. */
function recordApiAnswers(page: Page): ApiAnswer[] {
  const answers: ApiAnswer[] = [];
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith("/api/v1/")) return;
    answers.push({
      path: pathname.slice("/api/v1".length),
      status: response.status(),
      stale: response.request().headers().authorization === `Bearer ${STALE}`,
    });
  });
  return answers;
}

/** Calls refused for the stale token that have not yet been answered again with a fresh one. */
const notReplayed = (answers: ApiAnswer[]) =>
  answers.filter(
    (a, i) =>
      a.stale &&
      a.status === 401 &&
      !answers.slice(i + 1).some((b) => b.path === a.path && !b.stale && b.status === 200),
  );

test("a 401 is answered by exactly one refresh, and the calls are replayed with the new token", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.owner);
  // Make the stored access token stale, as after its 15 minutes: the api answers 401 to it.
  await setStoredTokens(page, { access: STALE });
  const answers = recordApiAnswers(page);

  await page.goto("/settings/account");
  await expect(page.getByTestId("account-section")).toContainText(workspace.owner.email);
  // Settled when every call the stale token sent has been answered again with the new one.
  await expect.poll(() => notReplayed(answers)).toEqual([]);

  // One refresh, after the first 401; calls that were already in flight with the stale token may
  // answer 401 after it, but none triggers a second refresh, and the replay with the new token succeeds.
  // (React Query drops duplicate fetches of one query, so the number of replays is not asserted.)
  expect(answers.filter((a) => a.path === "/auth/token/refresh").map((a) => a.status)).toEqual([200]);
  const me = answers.filter((a) => a.path === "/users/me");
  expect(me[0]).toEqual({ path: "/users/me", status: 401, stale: true });
  expect(me.at(-1)).toEqual({ path: "/users/me", status: 200, stale: false });
  const access = await page.evaluate(() => localStorage.getItem("tierline:access-token"));
  expect(access).not.toBe(STALE);
});

test("when the refresh fails too, the session ends and the user is back at sign-in", async ({
  page,
  workspace,
}) => {
  await signIn(page, workspace.owner);
  await setStoredTokens(page, { access: STALE, refresh: "revoked-refresh-token" });
  let loads = 0;
  page.on("load", () => loads++);
  const refresh = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/token/refresh"));

  await page.goto("/settings/account");
  expect((await refresh).status()).toBe(401);
  // The app clears the stored session and reloads the page, which lands on sign-in: read storage
  // once that reload has loaded.
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId("login-form")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("tierline:access-token"))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("tierline:refresh-token"))).toBeNull();
});

test("two tabs with a stale token share one refresh and both stay signed in", async ({
  page,
  context,
  workspace,
}) => {
  await signIn(page, workspace.owner);
  const other = await context.newPage();
  await setStoredTokens(page, { access: STALE });
  const answers = new Map([page, other].map((tab) => [tab, recordApiAnswers(tab)]));

  // Both tabs load with the stale token at once: one refreshes, the other adopts its new token.
  // Were both to refresh, the second would present a rotated token and the server would end the session.
  await Promise.all([page.goto("/settings/account"), other.goto("/settings/account")]);
  for (const [tab, tabAnswers] of answers) {
    await expect(tab.getByTestId("account-section")).toContainText(workspace.owner.email);
    await expect.poll(() => notReplayed(tabAnswers)).toEqual([]);
  }
  const refreshes = [...answers.values()].flat().filter((a) => a.path === "/auth/token/refresh");
  expect(refreshes.map((a) => a.status)).toEqual([200]);

  await page.reload();
  await other.reload();
  for (const tab of [page, other]) await expect(tab.getByTestId("account-menu")).toBeVisible();
});
