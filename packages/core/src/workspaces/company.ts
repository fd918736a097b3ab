import type { Prisma } from "@tierline/db";

/**
 * A new company in the caller's transaction: its entity, its workspace (named after the brand), and the
 * owner's Admin membership with their preferences there. The same for a company signing up (with its
 * new user) and for a signed-in user creating another company.
 */
export async function createCompany(
  tx: Prisma.TransactionClient,
  owner: { id: string; email: string },
  brandName: string,
) {
  const admin = await tx.memberRole.findUniqueOrThrow({ where: { code: "ADMIN" } });
  const entity = await tx.entity.create({
    data: { brandName, email: owner.email, contactEmail: owner.email },
  });
  const workspace = await tx.workspace.create({
    data: { name: brandName, entityId: entity.id, ownerId: owner.id },
  });
  // The entity is the workspace's record; the workspace row had to exist first (it names its entity).
  await tx.entity.update({ where: { id: entity.id }, data: { workspaceId: workspace.id } });
  await tx.membership.create({
    data: {
      workspaceId: workspace.id,
      userId: owner.id,
      email: owner.email,
      roles: { create: [{ roleId: admin.id }] },
    },
  });
  await tx.userPreference.create({ data: { userId: owner.id, workspaceId: workspace.id } });
  return { entity, workspace };
}

/**
 * A company signing up (POST /entity-onboarding, or from a vendor invitation): its first user, with the
 * password hashed by the caller, then the company as above. `emailVerifiedAt` when the sign-up itself
 * proved the address (a code read from the mailbox).
 */
export async function signUpCompany(
  tx: Prisma.TransactionClient,
  input: { email: string; first_name: string; last_name: string; brand_name: string },
  passwordHash: string | null,
  emailVerifiedAt: Date | null = null,
) {
  const user = await tx.user.create({
    data: {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      passwordAuthenticated: Boolean(passwordHash),
      emailVerifiedAt,
    },
  });
  return { user, ...(await createCompany(tx, user, input.brand_name)) };
}
