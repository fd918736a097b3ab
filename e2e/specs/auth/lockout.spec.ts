import { waitForMailedLink } from "../../fixtures/outbox";
import { expect, test } from "../../fixtures/test";

const resetLinkPath = /\/reset-password\?token=[\w-]+/;

test("ten wrong passwords, then a password reset, then the new password signs in", async ({
  page,
  workspace,
}) => {
  // Thirteen sign-ins, a reset and a mail on a loaded two-core machine take longer than one test's budget.
  test.slow();
  const user = workspace.viewer;
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  const password = page.getByLabel("Password");
  const signIn = page.getByRole("button", { name: "Sign in" });
  const error = page.getByTestId("login-error");

  for (let attempt = 1; attempt <= 10; attempt++) {
    await password.fill(`wrong-password-${attempt}`);
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/token"));
    await signIn.click();
    expect((await answer).status()).toBe(401);
    await expect(error).toContainText("Incorrect email or password.");
  }

  // The eleventh: told how long to wait, and how to get in now; one error, no snackbar on top.
  await password.fill("wrong-password-11");
  const limited = page.waitForResponse((r) => r.url().endsWith("/api/v1/auth/token"));
  await signIn.click();
  const limitedAnswer = await limited;
  expect(limitedAnswer.status()).toBe(429);
  expect(Number(limitedAnswer.headers()["retry-after"])).toBeGreaterThan(14 * 60);
  await expect(error).toContainText("Too many sign-in attempts. Try again in 15 minutes.");
  await expect(error).toContainText("sign-in link by email");
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByTestId("snackbar-error")).toHaveCount(0);

  // Reset the password through the mailed link.
  const since = Date.now();
  await page.getByTestId("forgot-password-link").click();
  await page.waitForURL((url) => url.pathname === "/forgot-password");
  // The address typed on the sign-in screen came along.
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-password-mail")).toContainText("Check your inbox");
  const link = await waitForMailedLink(user.email, resetLinkPath, since);
  await page.goto(link);
  await page.getByLabel("New password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByTestId("reset-password-done")).toBeVisible();

  // The reset cleared the count: a wrong password is plainly wrong again, and the new one signs in.
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("still-not-it");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toContainText("Incorrect email or password.");
  await page.getByLabel("Password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await page.getByTestId("account-menu").click();
  await expect(page.getByTestId("account-menu-email")).toHaveText(user.email);
});
