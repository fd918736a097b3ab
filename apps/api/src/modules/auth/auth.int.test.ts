import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ownerWithPassword, PASSWORD } from "../../testing/fixtures";
import { startTestApp, type TestApp, tokenOf } from "../../testing/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each test is its own client (IP) with its own e-mail address, so one test's rate-limit counters
// never touch another's.
let n = 0;
let email: string;
let remoteAddress: string;
beforeEach(async () => {
  n += 1;
  email = `owner${n}@example.test`;
  remoteAddress = `10.20.${n}.1`;
  await ownerWithPassword(t.db, email);
});

const post = (url: string, payload: unknown, access?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress,
    headers: access ? { authorization: `Bearer ${access}` } : {},
  });
const failSignIn = () => post("/auth/token", { email, password: "wrong-password" });
const failuresKey = () => `${t.env.REDIS_PREFIX}:rl:email:login-failed:${email}`;
const me = (access: string) =>
  t.app.inject({
    method: "GET",
    url: "/api/v1/users/me",
    remoteAddress,
    headers: { authorization: `Bearer ${access}` },
  });

describe("POST /auth/token", () => {
  it("signs in with the right password and answers tokens and the user with its workspace", async () => {
    const res = await post("/auth/token", { email: email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh).toHaveLength(43);
    expect(body.user).toMatchObject({ email, first_name: "Olive", password_authenticated: true });
    expect(body.user.primary_entity.workspace.name).toBe("Acme Inc");
    expect((await me(body.access)).json().email).toBe(email);
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    const wrong = await post("/auth/token", { email, password: "wrong-password" });
    const unknown = await post("/auth/token", { email: "nobody@example.test", password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: "INVALID_CREDENTIALS",
        message: "Incorrect email or password.",
      });
    }
  });

  it("answers 400 with the spec's field messages for bad input", async () => {
    const invalid = await post("/auth/token", { email: "nope", password: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      status: 400,
      code: "VALIDATION",
      fields: { email: "Please enter a valid email" },
    });
    const missing = await post("/auth/token", {});
    expect(missing.json().fields).toEqual({ email: "Email is required", password: "Password is required" });
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/token",
      payload: "{bad",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe("VALIDATION");
  });

  it("keeps the first 512 characters of the User-Agent on the session, and the address only when it is one", async () => {
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) ${"x".repeat(16_000)}`;
    const signIn = (from: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/auth/token",
        payload: { email, password: PASSWORD },
        remoteAddress: from,
        headers: { "user-agent": userAgent },
      });
    expect((await signIn(remoteAddress)).statusCode).toBe(200);
    // Behind a trusted proxy the address comes from X-Forwarded-For, where a client may write anything.
    expect((await signIn("not an address")).statusCode).toBe(200);
    const sessions = await t.db.session.findMany({
      where: { user: { email } },
      orderBy: { createdAt: "asc" },
      select: { userAgent: true, ip: true },
    });
    expect(sessions).toEqual([
      { userAgent: userAgent.slice(0, 512), ip: remoteAddress },
      { userAgent: userAgent.slice(0, 512), ip: null },
    ]);
  });

  it("counts only failed sign-ins per address, whatever its spelling", async () => {
    for (let i = 0; i < 12; i++)
      expect((await post("/auth/token", { email, password: PASSWORD })).statusCode).toBe(200);
    const spellings = [email, email.toUpperCase(), `  ${email} `];
    for (let i = 0; i < 10; i++) {
      expect(
        (await post("/auth/token", { email: spellings[i % 3], password: "wrong-password" })).statusCode,
      ).toBe(401);
    }
    expect(
      (await post("/auth/token", { email: email.toUpperCase(), password: "wrong-password" })).statusCode,
    ).toBe(429);
  });

  it("past ten failures answers 429 with Retry-After and the wait in words, the right password included", async () => {
    for (let i = 0; i < 10; i++) await failSignIn();
    const limited = await post("/auth/token", { email, password: "wrong-password" });
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.json()).toEqual({
      status: 429,
      code: "RATE_LIMITED",
      message: "Too many sign-in attempts. Try again in 15 minutes.",
    });
    // The window runs from the first failure: later failures do not push it back.
    await t.redis.expire(failuresKey(), 14 * 60 - 10);
    const later = await post("/auth/token", { email, password: "wrong-password" });
    expect(Number(later.headers["retry-after"])).toBeLessThanOrEqual(14 * 60 - 10);
    expect(later.json().message).toBe("Too many sign-in attempts. Try again in 14 minutes.");

    // Locked means locked: the right password is not even checked, so a guesser learns nothing from it,
    // and refused attempts are not counted (the window still ends when it said).
    const right = await post("/auth/token", { email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe("RATE_LIMITED");
    expect(Number(await t.redis.get(failuresKey()))).toBe(10);
    // When the window ends, the right password signs in again and a wrong one is plainly wrong.
    await t.redis.del(failuresKey());
    expect((await post("/auth/token", { email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post("/auth/token", { email, password: "wrong-password" })).statusCode).toBe(401);
  });

  it("a password reset clears the failures: a wrong password is 401 again", async () => {
    for (let i = 0; i < 11; i++) await failSignIn();
    expect((await post("/auth/token", { email, password: "wrong-password" })).statusCode).toBe(429);
    await post("/forgot-password", { email });
    const token = tokenOf((await t.mailsTo(email)).at(-1)!.data.url);
    expect((await post("/reset-forgot-password", { token, password: "brand-new-pass" })).statusCode).toBe(
      200,
    );
    expect(await t.redis.exists(failuresKey())).toBe(0);
    expect((await post("/auth/token", { email, password: "wrong-password" })).statusCode).toBe(401);
    expect((await post("/auth/token", { email, password: "brand-new-pass" })).statusCode).toBe(200);
  });

  it("a magic-link sign-in clears the failures, on this device or another", async () => {
    for (const device of ["this", "another"] as const) {
      for (let i = 0; i < 11; i++) await failSignIn();
      const mailed = new Set((await t.mailsTo(email)).map((m) => m.data.url));
      const { client_code } = (await post("/magic-link", { email })).json();
      const url = (await t.mailsTo(email)).find((m) => !mailed.has(m.data.url))!.data.url;
      const token = tokenOf(url);
      const signIn =
        device === "this"
          ? await post("/magic-link/token", { token, client_code })
          : await post("/continue-magic-link", { token });
      expect(signIn.statusCode).toBe(200);
      expect(await t.redis.exists(failuresKey())).toBe(0);
      expect((await post("/auth/token", { email, password: "wrong-password" })).statusCode).toBe(401);
      await t.redis.del(failuresKey());
    }
  });
});

describe("POST /auth/token/refresh", () => {
  it("rotates: the new pair works, and reusing the old refresh token revokes the whole family", async () => {
    const first = (await post("/auth/token", { email, password: PASSWORD })).json();
    const second = await post("/auth/token/refresh", { refresh: first.refresh });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh).not.toBe(first.refresh);
    expect((await me(pair.access)).statusCode).toBe(200);

    const reuse = await post("/auth/token/refresh", { refresh: first.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe("TOKEN_INVALID");
    // The thief's replay ended the session for everyone holding it.
    expect((await post("/auth/token/refresh", { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await me(pair.access)).statusCode).toBe(401);
    const session = await t.db.session.findFirstOrThrow({ where: { user: { email } } });
    expect(session.revokedReason).toBe("reuse");
  });

  it("keeps other sessions of the same user alive when one family is revoked", async () => {
    const a = (await post("/auth/token", { email, password: PASSWORD })).json();
    const b = (await post("/auth/token", { email, password: PASSWORD })).json();
    await post("/auth/token/refresh", { refresh: a.refresh });
    await post("/auth/token/refresh", { refresh: a.refresh });
    expect((await post("/auth/token/refresh", { refresh: b.refresh })).statusCode).toBe(200);
  });

  it("refuses unknown and expired refresh tokens", async () => {
    expect((await post("/auth/token/refresh", { refresh: "not-a-token" })).statusCode).toBe(401);
    const pair = (await post("/auth/token", { email, password: PASSWORD })).json();
    await t.db.session.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post("/auth/token/refresh", { refresh: pair.refresh })).statusCode).toBe(401);
  });

  it("refuses an access token that is forged or malformed", async () => {
    const pair = (await post("/auth/token", { email, password: PASSWORD })).json();
    const [h, p] = pair.access.split(".");
    expect((await me(`${h}.${p}.forged`)).statusCode).toBe(401);
    expect((await me("garbage")).statusCode).toBe(401);
  });
});

describe("concurrent and expired sessions", () => {
  it("of two concurrent refreshes with one token exactly one wins, and the other revokes the family", async () => {
    const { refresh } = (await post("/auth/token", { email, password: PASSWORD })).json();
    const answers = await Promise.all([
      post("/auth/token/refresh", { refresh }),
      post("/auth/token/refresh", { refresh }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.statusCode === 200)!.json();
    expect((await post("/auth/token/refresh", { refresh: winner.refresh })).statusCode).toBe(401);
  });

  it("refuses an access token once its session's 14 days are over", async () => {
    const { access } = (await post("/auth/token", { email, password: PASSWORD })).json();
    expect((await me(access)).statusCode).toBe(200);
    await t.db.session.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await me(access)).statusCode).toBe(401);
  });

  it("answers a missing refresh token with a field message", async () => {
    const res = await post("/auth/token/refresh", {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ refresh: "Your session has expired. Please sign in again." });
  });
});

describe("POST /auth/logout", () => {
  it("ends the session: its refresh and access tokens stop working", async () => {
    const pair = (await post("/auth/token", { email, password: PASSWORD })).json();
    expect((await post("/auth/logout", { refresh: pair.refresh })).json()).toEqual({ ok: true });
    expect((await post("/auth/token/refresh", { refresh: pair.refresh })).statusCode).toBe(401);
    expect((await me(pair.access)).statusCode).toBe(401);
  });
});

describe("magic link", () => {
  it("mails a single-use link that signs in the device holding the client code", async () => {
    const res = await post("/magic-link", { email });
    expect(res.statusCode).toBe(200);
    const { client_code } = res.json();
    const [mail] = await t.mailsTo(email);
    expect(mail!.template).toBe("magic-link");
    expect(mail!.data.url).toMatch(/^http:\/\/localhost:3000\/auth\/magic\?token=/);
    const token = tokenOf(mail!.data.url);

    const signIn = await post("/magic-link/token", { token, client_code });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(email);
    const again = await post("/magic-link/token", { token, client_code });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "LINK_INVALID", fields: { token: expect.any(String) } });
  });

  it("refuses another device's client code, which may then continue explicitly", async () => {
    await post("/magic-link", { email });
    const token = tokenOf((await t.mailsTo(email))[0]!.data.url);
    const other = await post("/magic-link/token", { token, client_code: "someone-elses-code" });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe("CLIENT_CODE_MISMATCH");
    const cont = await post("/continue-magic-link", { token });
    expect(cont.statusCode).toBe(200);
    expect(cont.json().user.email).toBe(email);
    expect((await post("/continue-magic-link", { token })).statusCode).toBe(400);
  });

  it("refuses an expired link", async () => {
    const { client_code } = (await post("/magic-link", { email })).json();
    const token = tokenOf((await t.mailsTo(email))[0]!.data.url);
    await t.db.magicLink.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post("/magic-link/token", { token, client_code })).statusCode).toBe(400);
  });

  it("judges the link before the client code: unknown, used and expired are LINK_INVALID on any device", async () => {
    const linkInvalid = {
      status: 400,
      code: "LINK_INVALID",
      message: "This link is invalid or has expired. Please request a new one.",
      fields: { token: "This link is invalid or has expired. Please request a new one." },
    };
    const { client_code } = (await post("/magic-link", { email })).json();
    const token = tokenOf((await t.mailsTo(email))[0]!.data.url);

    // Unknown, with this device's code, another's, or none.
    for (const code of [client_code, "someone-elses-code", undefined]) {
      const unknown = await post("/magic-link/token", { token: "no-such-token", client_code: code });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual(linkInvalid);
    }
    // Live: another device's code, or none, is CLIENT_CODE_MISMATCH and leaves the link usable.
    for (const code of ["someone-elses-code", undefined]) {
      const elsewhere = await post("/magic-link/token", { token, client_code: code });
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json()).toMatchObject({ code: "CLIENT_CODE_MISMATCH" });
    }
    expect((await post("/magic-link/token", { token, client_code })).statusCode).toBe(200);
    // Used: 400 on every device, before any code is compared.
    for (const code of [client_code, "someone-elses-code", undefined]) {
      expect((await post("/magic-link/token", { token, client_code: code })).json()).toEqual(linkInvalid);
    }
    // Expired: the same.
    const second = (await post("/magic-link", { email })).json();
    const fresh = tokenOf((await t.mailsTo(email)).find((m) => tokenOf(m.data.url) !== token)!.data.url);
    await t.db.magicLink.updateMany({
      where: { usedAt: null, user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const code of [second.client_code, "someone-elses-code", undefined]) {
      expect((await post("/magic-link/token", { token: fresh, client_code: code })).json()).toEqual(
        linkInvalid,
      );
    }
    expect((await post("/continue-magic-link", { token: fresh })).json()).toEqual(linkInvalid);
  });

  it("proving the address drops a password set before the proof, and every earlier session", async () => {
    // Someone signs up with an address they do not own, setting a password.
    const claim = await post("/entity-onboarding", {
      email: `claimed${n}@example.test`,
      first_name: "C",
      last_name: "L",
      brand_name: "Claim",
      password: "claimers-pass",
    });
    const address = `claimed${n}@example.test`;
    // The owner of the mailbox signs in by magic link.
    await post("/magic-link", { email: address });
    const token = tokenOf((await t.mailsTo(address)).at(-1)!.data.url);
    expect((await post("/continue-magic-link", { token })).statusCode).toBe(200);
    expect((await post("/auth/token", { email: address, password: "claimers-pass" })).statusCode).toBe(401);
    expect((await post("/auth/token/refresh", { refresh: claim.json().refresh })).statusCode).toBe(401);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: address } });
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.passwordHash).toBeNull();
  });

  it("answers unknown e-mails exactly like known ones and mails nothing", async () => {
    const res = await post("/magic-link", { email: "stranger@example.test" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["client_code"]);
    expect(await t.mailsTo("stranger@example.test")).toEqual([]);
  });

  it("answers 400 with the field message for a bad e-mail", async () => {
    const res = await post("/magic-link", { email: "nope" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: "Please enter a valid email" });
  });
});

describe("passwords", () => {
  it("set-password needs a session and at least 8 characters, then password sign-in works", async () => {
    const { user } = await ownerWithPassword(t.db, `magic${n}@example.test`).then(async (o) => {
      await t.db.user.update({
        where: { id: o.user.id },
        data: { passwordHash: null, passwordAuthenticated: false },
      });
      return o;
    });
    expect((await post("/set-password", { password: "12345678" })).statusCode).toBe(401);
    await post("/magic-link", { email: user.email });
    const token = tokenOf((await t.mailsTo(user.email))[0]!.data.url);
    const { access } = (await post("/continue-magic-link", { token })).json();

    const short = await post("/set-password", { password: "1234567" }, access);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: "Must have at least 8 characters" });
    const ok = await post("/set-password", { password: "12345678" }, access);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().password_authenticated).toBe(true);
    expect((await post("/auth/token", { email: user.email, password: "12345678" })).statusCode).toBe(200);
  });

  it("changing an existing password needs the current one and ends the other sessions", async () => {
    const here = (await post("/auth/token", { email, password: PASSWORD })).json();
    const elsewhere = (await post("/auth/token", { email, password: PASSWORD })).json();
    const missing = await post("/set-password", { password: "new-password-1" }, here.access);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ current_password: "Enter your current password" });
    const wrong = await post(
      "/set-password",
      { password: "new-password-1", current_password: "nope-nope" },
      here.access,
    );
    expect(wrong.json().fields).toEqual({ current_password: "The password is incorrect." });
    expect((await post("/auth/token", { email, password: "new-password-1" })).statusCode).toBe(401);

    const ok = await post(
      "/set-password",
      { password: "new-password-1", current_password: PASSWORD },
      here.access,
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(here.access)).statusCode).toBe(200);
    expect((await me(elsewhere.access)).statusCode).toBe(401);
    expect((await post("/auth/token/refresh", { refresh: elsewhere.refresh })).statusCode).toBe(401);
    expect((await post("/auth/token", { email, password: "new-password-1" })).statusCode).toBe(200);
  });

  it("disable-password asks for the current password and then turns password sign-in off", async () => {
    const { access } = (await post("/auth/token", { email, password: PASSWORD })).json();
    const wrong = await post("/disable-password", { password: "not-it-at-all" }, access);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe("The password is incorrect.");
    const ok = await post("/disable-password", { password: PASSWORD }, access);
    expect(ok.json().password_authenticated).toBe(false);
    expect((await post("/auth/token", { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post("/disable-password", { password: PASSWORD }, access)).statusCode).toBe(409);
  });

  it("forgot and reset: the mailed token sets a new password once and ends every session", async () => {
    const session = (await post("/auth/token", { email, password: PASSWORD })).json();
    expect((await post("/forgot-password", { email })).json()).toEqual({ ok: true });
    const [mail] = await t.mailsTo(email);
    expect(mail!.template).toBe("password-reset");
    const token = tokenOf(mail!.data.url);

    const short = await post("/reset-forgot-password", { token, password: "short" });
    expect(short.json().fields).toEqual({ password: "Must have at least 8 characters" });
    expect((await post("/reset-forgot-password", { token, password: "brand-new-pass" })).statusCode).toBe(
      200,
    );
    expect((await post("/reset-forgot-password", { token, password: "brand-new-pass" })).statusCode).toBe(
      400,
    );
    expect((await post("/auth/token", { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post("/auth/token", { email, password: "brand-new-pass" })).statusCode).toBe(200);
    expect((await post("/auth/token/refresh", { refresh: session.refresh })).statusCode).toBe(401);
  });

  it("a reset also voids sign-in links mailed before it", async () => {
    const { client_code } = (await post("/magic-link", { email })).json();
    const magic = tokenOf((await t.mailsTo(email)).find((m) => m.template === "magic-link")!.data.url);
    await post("/forgot-password", { email });
    const reset = tokenOf((await t.mailsTo(email)).find((m) => m.template === "password-reset")!.data.url);
    expect(
      (await post("/reset-forgot-password", { token: reset, password: "brand-new-pass" })).statusCode,
    ).toBe(200);
    expect((await post("/magic-link/token", { token: magic, client_code })).statusCode).toBe(400);
  });

  it("forgot-password answers unknown e-mails the same and refuses expired reset tokens", async () => {
    expect((await post("/forgot-password", { email: "ghost@example.test" })).json()).toEqual({ ok: true });
    expect(await t.mailsTo("ghost@example.test")).toEqual([]);
    await post("/forgot-password", { email });
    const token = tokenOf((await t.mailsTo(email))[0]!.data.url);
    await t.db.passwordResetToken.updateMany({
      where: { user: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post("/reset-forgot-password", { token, password: "brand-new-pass" })).statusCode).toBe(
      400,
    );
  });
});
