import type { MemberRole } from "@tierline/contracts";
import { hashPassword } from "@tierline/core";
import { addMember, createUser, type Db } from "@tierline/db";
import { PASSWORD } from "./fixtures";
import type { TestApp } from "./test-app";

/** A member of `workspaceId` with `roles`, signed in: their user, membership and bearer header. */
export async function signedInMember(t: TestApp, workspaceId: string, roles: MemberRole[], email: string) {
  const user = await createUser(t.db, { email, passwordHash: await hashPassword(PASSWORD) });
  const membership = await addMember(t.db, { workspaceId, userId: user.id, roles });
  return { user, membership, headers: await bearerFor(t, email) };
}

export async function bearerFor(t: TestApp, email: string, password = PASSWORD) {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/auth/token", payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().access}` };
}

export const roleId = async (db: Db, code: MemberRole) =>
  (await db.memberRole.findUniqueOrThrow({ where: { code } })).id;

/** One call to the api as `headers` say (none: signed out). */
export const callApi =
  (t: TestApp) =>
  (
    method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
  ) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload });

/** The code of the invitation mail last sent to `email` (its link is `<app>/invite/<code>`). */
export async function lastInviteCode(t: TestApp, email: string) {
  const mail = (await t.mailsTo(email)).at(-1);
  if (mail?.template !== "invitation") throw new Error(`no invitation mail to ${email}`);
  return new URL(mail.data.url).pathname.replace("/invite/", "");
}

/** Invites `email` by e-mail as `headers` say: the new membership and the mailed code. */
export async function inviteByEmail(
  t: TestApp,
  headers: Record<string, string>,
  email: string,
  roles: string[],
) {
  const res = await callApi(t)("POST", "/memberships/email-invite", headers, { invites: [{ email, roles }] });
  if (res.statusCode !== 200) throw new Error(`inviting ${email} failed: ${res.body}`);
  return { membership: res.json().results[0], code: await lastInviteCode(t, email) };
}
