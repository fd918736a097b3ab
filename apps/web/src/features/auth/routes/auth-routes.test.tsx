import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { apiMessages, fieldMessages, rateLimitMessages, statusMessages } from "@tierline/contracts";
import { beforeEach, describe, expect, it } from "vitest";
import { authStore } from "../../../lib/auth-store";
import { readClientCode, saveClientCode } from "../../../lib/client-code";
import { apiErrorResponse, json, useFakeApi } from "../../../test/fake-api";
import { testSession, testUser } from "../../../test/fixtures";
import { phoneWidth } from "../../../test/phone-width";
import { renderApp } from "../../../test/render";

beforeEach(() => {
  act(() => authStore.clearSession());
});

describe("route guard", () => {
  it("sends signed-out visitors to /login and keeps the intended path", async () => {
    useFakeApi(() => json({}));
    const { router } = renderApp("/products?tab=1");
    await screen.findByTestId("login-form");
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/products?tab=1")}`);
  });

  it("sends signed-in users from /login to /", async () => {
    useFakeApi(() => json({}));
    act(() => authStore.signIn(testSession));
    const { router } = renderApp("/login");
    await screen.findByTestId("account-menu");
    expect(router.state.location.pathname).toBe("/");
  });
});

describe("sign-in", () => {
  it("checks the e-mail with the rules from contracts", async () => {
    const fake = useFakeApi(() => json({}));
    renderApp("/login");
    const email = await screen.findByLabelText("Email");

    // (The last remembered user may pre-fill the field.)
    fireEvent.change(email, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(fieldMessages.emailRequired)).toBeTruthy();

    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.blur(email);
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
  });

  it("signs in with a password and goes to the intended page", async () => {
    const fake = useFakeApi(({ path }) => (path === "/auth/token" ? json(testSession) : json({})));
    const { router } = renderApp("/login?next=%2Fcontracts");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByTestId("contracts-empty");
    expect(router.state.location.pathname).toBe("/contracts");
    expect(fake.calls[0]).toMatchObject({
      path: "/auth/token",
      method: "POST",
      body: { email: "ada@acme.test", password: "correct horse" },
    });
    expect(authStore.isAuthenticated).toBe(true);
    expect(screen.getByTestId("account-menu")).toBeTruthy();
  });

  it("shows the server's field messages under the inputs and its message for a wrong password", async () => {
    let answer = apiErrorResponse(400, "VALIDATION", "Invalid request.", {
      email: fieldMessages.emailInvalid,
    });
    useFakeApi(() => answer);
    renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(fieldMessages.emailInvalid)).toBeTruthy();

    answer = apiErrorResponse(401, "INVALID_CREDENTIALS", "Incorrect email or password.");
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByTestId("login-error")).textContent).toContain("Incorrect email or password.");
  });

  it("shows one error for a refused sign-in: the alert, never a snackbar on top", async () => {
    const waitMessage = "Too many sign-in attempts. Try again in 14 minutes.";
    // A new answer per call: a response's body can be read once.
    let answer = () => apiErrorResponse(429, "RATE_LIMITED", waitMessage);
    const fake = useFakeApi(() => answer());
    renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    for (let attempt = 1; attempt <= 2; attempt++) {
      fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
      await waitFor(() => expect(fake.calls).toHaveLength(attempt));
      await waitFor(() =>
        expect(screen.getByRole("button", { name: "Sign in" })).not.toHaveProperty("disabled", true),
      );
      expect(screen.getByTestId("login-error").textContent).toContain(waitMessage);
    }
    expect(screen.getByTestId("login-error").textContent).toContain("sign-in link by email");
    expect(screen.getAllByRole("alert")).toHaveLength(1);

    answer = () => apiErrorResponse(500, "INTERNAL", statusMessages[500]);
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() => expect(screen.getByTestId("login-error").textContent).toBe(statusMessages[500]));
    // The snackbar would have been shown by now (the query client reports before the form re-renders).
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
  });

  it("puts a refused magic link's wait in the same one alert, and leaves with a typed address without asking", async () => {
    const mailWait = rateLimitMessages.mail(600);
    useFakeApi(({ path }) =>
      path === "/magic-link"
        ? apiErrorResponse(429, "RATE_LIMITED", mailWait)
        : apiErrorResponse(401, "INVALID_CREDENTIALS", apiMessages.invalidCredentials),
    );
    const { router } = renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(screen.getByTestId("login-error").textContent).toBe(apiMessages.invalidCredentials),
    );

    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    await waitFor(() => expect(screen.getByTestId("login-error").textContent).toBe(mailWait));
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.queryByTestId("snackbar-error")).toBeNull();

    // A sign-in form holds nothing to save: leaving it asks nothing.
    fireEvent.click(screen.getByTestId("sign-up-link"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign-up"));
    expect(screen.queryByText("Leave without saving?")).toBeNull();
  });

  it("requests a magic link, keeps the client code encrypted, and says the device stays signed in 14 days", async () => {
    const fake = useFakeApi(({ path }) =>
      path === "/magic-link" ? json({ client_code: "code-42" }) : json({}),
    );
    renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));

    const sent = await screen.findByTestId("magic-link-sent");
    expect(sent.textContent).toContain("Check your inbox");
    expect(sent.textContent).toContain("ada@acme.test");
    expect(sent.textContent).toContain("stay signed in on this device for 14 days");
    expect(fake.calls[0]).toMatchObject({ path: "/magic-link", body: { email: "ada@acme.test" } });
    expect(document.cookie).toContain("auth:code=");
    expect(document.cookie).not.toContain("code-42");
    await expect(readClientCode()).resolves.toBe("code-42");
  });
});

describe("mobile notice", () => {
  it("tells phone-width visitors the product is for desktop, then lets them continue anyway", async () => {
    phoneWidth(true);
    useFakeApi(() => json({}));
    renderApp("/login");
    const notice = await screen.findByTestId("mobile-notice");
    expect(notice.textContent).toContain("optimised for desktop");
    fireEvent.click(screen.getByRole("button", { name: "Continue anyway" }));
    expect(await screen.findByTestId("login-form")).toBeTruthy();
  });

  it("requests a magic link from the notice and shows check-your-inbox", async () => {
    phoneWidth(true);
    useFakeApi(() => json({ client_code: "c" }));
    renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Email me a sign-in link" }));
    expect((await screen.findByTestId("magic-link-sent")).textContent).toContain("14 days");
  });

  it("is not shown at desktop width", async () => {
    phoneWidth(false);
    useFakeApi(() => json({}));
    renderApp("/login");
    await screen.findByTestId("login-form");
    expect(screen.queryByTestId("mobile-notice")).toBeNull();
  });
});

describe("magic link landing", () => {
  it("signs in at once on the device that asked (client code in the cookie)", async () => {
    await saveClientCode("code-42");
    const fake = useFakeApi(({ path }) => (path === "/magic-link/token" ? json(testSession) : json({})));
    const { router } = renderApp("/auth/magic?token=tok-1");

    await screen.findByTestId("account-menu");
    expect(router.state.location.pathname).toBe("/");
    expect(fake.calls.filter((c) => c.path === "/magic-link/token")).toHaveLength(1);
    expect(fake.calls[0]?.body).toEqual({ token: "tok-1", client_code: "code-42" });
    expect(document.cookie).not.toContain("auth:code=");
  });

  it("asks the server first without a client code, then asks before signing in on another device", async () => {
    const fake = useFakeApi(({ path }) =>
      path === "/magic-link/token"
        ? apiErrorResponse(403, "CLIENT_CODE_MISMATCH", apiMessages.otherDevice)
        : path === "/continue-magic-link"
          ? json(testSession)
          : json({}),
    );
    renderApp("/auth/magic?token=tok-2");

    expect((await screen.findByTestId("magic-link-confirm")).textContent).toContain(
      "Continue on this device?",
    );
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]).toMatchObject({ path: "/magic-link/token", body: { token: "tok-2" } });
    // No snackbar on top of the question.
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    fireEvent.click(screen.getByTestId("magic-link-continue"));

    await screen.findByTestId("account-menu");
    expect(fake.calls[1]).toMatchObject({ path: "/continue-magic-link", body: { token: "tok-2" } });
  });

  it("says at once that a used or unknown link cannot be used, on a device without a client code", async () => {
    const fake = useFakeApi(() => apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid));
    const { router } = renderApp("/auth/magic?token=used-elsewhere");

    const error = await screen.findByTestId("magic-link-error");
    expect(error.textContent).toContain("This sign-in link can't be used");
    expect(error.textContent).toContain(apiMessages.linkInvalid);
    expect(screen.queryByTestId("magic-link-confirm")).toBeNull();
    expect(screen.queryByTestId("snackbar-error")).toBeNull();
    expect(fake.calls.map((c) => c.path)).toEqual(["/magic-link/token"]);
    fireEvent.click(screen.getByTestId("magic-link-back"));
    await screen.findByTestId("login-form");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("explains an expired or used link and leads back to sign-in", async () => {
    await saveClientCode("code-42");
    useFakeApi(() => apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid));
    const { router } = renderApp("/auth/magic?token=used");

    const error = await screen.findByTestId("magic-link-error");
    expect(error.textContent).toContain("This link is invalid or has expired");
    fireEvent.click(screen.getByTestId("magic-link-back"));
    await screen.findByTestId("login-form");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("offers to continue when the cookie's client code belongs to another request", async () => {
    await saveClientCode("stale-code");
    const fake = useFakeApi(({ path }) =>
      path === "/magic-link/token"
        ? apiErrorResponse(403, "CLIENT_CODE_MISMATCH", "This sign-in link was requested on another device.")
        : json(testSession),
    );
    renderApp("/auth/magic?token=tok-3");

    await screen.findByTestId("magic-link-confirm");
    fireEvent.click(screen.getByTestId("magic-link-continue"));
    await screen.findByTestId("account-menu");
    expect(fake.calls.map((c) => c.path).slice(0, 2)).toEqual(["/magic-link/token", "/continue-magic-link"]);
  });

  it("treats a link without token as invalid", async () => {
    useFakeApi(() => json({}));
    renderApp("/auth/magic");
    expect(await screen.findByTestId("magic-link-error")).toBeTruthy();
  });
});

describe("password reset", () => {
  it("carries the address typed on the sign-in screen over to the reset request", async () => {
    useFakeApi(() => json({}));
    const { router } = renderApp("/login");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "locked@acme.test" } });
    fireEvent.click(screen.getByTestId("forgot-password-link"));
    await screen.findByRole("button", { name: "Send reset link" });
    expect(router.state.location.pathname).toBe("/forgot-password");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("locked@acme.test");
  });

  it("sends the reset link request and then the new password with the token", async () => {
    const fake = useFakeApi(() => json({ ok: true }));
    const first = renderApp("/forgot-password");
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@acme.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByTestId("forgot-password-sent")).textContent).toContain("ada@acme.test");
    first.unmount();

    renderApp("/reset-password?token=reset-1");
    const password = await screen.findByLabelText("New password");
    fireEvent.change(password, { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(fieldMessages.passwordTooShort)).toBeTruthy();

    fireEvent.change(password, { target: { value: "a much longer password" } });
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
    await screen.findByTestId("reset-password-done");
    expect(fake.calls.map((c) => [c.path, c.body])).toEqual([
      ["/forgot-password", { email: "ada@acme.test" }],
      ["/reset-forgot-password", { token: "reset-1", password: "a much longer password" }],
    ]);
  });

  it("shows the server's message for an expired or used reset link and leads to a new one", async () => {
    const fake = useFakeApi(() =>
      apiErrorResponse(400, "LINK_INVALID", apiMessages.linkInvalid, { token: apiMessages.linkInvalid }),
    );
    const { router } = renderApp("/reset-password?token=used-1");
    fireEvent.change(await screen.findByLabelText("New password"), {
      target: { value: "a much longer password" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Set new password" }));

    const error = await screen.findByTestId("reset-password-error");
    expect(error.textContent).toContain(apiMessages.linkInvalid);
    expect(fake.calls.map((c) => [c.path, c.body])).toEqual([
      ["/reset-forgot-password", { token: "used-1", password: "a much longer password" }],
    ]);
    expect(screen.queryByTestId("reset-password-done")).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "Request a new link" }));
    await screen.findByRole("button", { name: "Send reset link" });
    expect(router.state.location.pathname).toBe("/forgot-password");
  });
});

describe("signed-in shell", () => {
  it("shows the user and workspace in the account menu and signs out", async () => {
    const fake = useFakeApi(() => json({ ok: true }));
    act(() => authStore.signIn(testSession));
    const { router } = renderApp("/");

    fireEvent.click(await screen.findByTestId("account-menu"));
    expect((await screen.findByTestId("account-menu-email")).textContent).toBe(testUser.email);
    expect(screen.getByTestId("account-menu-workspace").textContent).toContain("Acme Workspace");
    fireEvent.click(screen.getByTestId("sign-out"));

    await screen.findByTestId("login-form");
    expect(router.state.location.pathname).toBe("/login");
    // (The shell also loads the user's settings; the sign-out call is the one that matters here.)
    expect(fake.calls.find((c) => c.path === "/auth/logout")).toMatchObject({
      body: { refresh: "refresh-1" },
    });
    expect(authStore.isAuthenticated).toBe(false);
    await waitFor(() => expect(window.localStorage.getItem("tierline:access-token")).toBeNull());
  });
});
