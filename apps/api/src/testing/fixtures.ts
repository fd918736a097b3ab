import { hashPassword } from "@tierline/core";
import { createUser, createWorkspace, type Db } from "@tierline/db";

export const PASSWORD = "correct-horse-1";

/** A workspace owner who can sign in with PASSWORD. */
export async function ownerWithPassword(db: Db, email = "owner@example.test") {
  const user = await createUser(db, {
    email,
    firstName: "Olive",
    lastName: "Owner",
    passwordHash: await hashPassword(PASSWORD),
  });
  const { workspace, entity } = await createWorkspace(db, { ownerId: user.id, name: "Acme Inc" });
  return { user, workspace, entity };
}
