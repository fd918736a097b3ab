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
