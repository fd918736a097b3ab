import { hashPassword } from "@tierline/core";
import {
  addMember,
  completeOnboarding,
  createDb,
  createUser,
  createWorkspace,
  DEMO_PASSWORD,
} from "@tierline/db";

/**
 * Demo workspace "Demo Co": the owner plus one member per role (README "Demo accounts").
 * Idempotent: people and the workspace are looked up by e-mail and name first, so running it twice adds nothing.
 */
export const demoMembers = [
  { email: "admin@demo.test", firstName: "Ada", lastName: "Admin", role: "ADMIN" },
  { email: "compliance@demo.test", firstName: "Cole", lastName: "Compliance", role: "COMPLIANCE_MANAGER" },
  { email: "procurement@demo.test", firstName: "Pia", lastName: "Procurement", role: "PROCUREMENT_MANAGER" },
  { email: "viewer@demo.test", firstName: "Vic", lastName: "Viewer", role: "VIEWER" },
] as const;

// A deployment that must not carry known demo passwords sets SEED_DEMO=false.
if (process.env.SEED_DEMO === "false") {
  console.log("[seed] SEED_DEMO=false: no demo workspace");
  process.exit(0);
}
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required to seed");
const db = createDb(databaseUrl);
const passwordHash = await hashPassword(DEMO_PASSWORD);

async function user(email: string, firstName: string, lastName: string) {
  return (
    (await db.user.findUnique({ where: { email } })) ??
    createUser(db, { email, firstName, lastName, passwordHash })
  );
}

const owner = await user("owner@demo.test", "Owen", "Owner");
const workspace =
  (await db.workspace.findFirst({ where: { name: "Demo Co", ownerId: owner.id } })) ??
  (await createWorkspace(db, { ownerId: owner.id, name: "Demo Co", brandName: "Demo Co" })).workspace;

// Demo Co is past onboarding: its details complete and its vendor workflow confirmed.
await completeOnboarding(db, {
  workspaceId: workspace.id,
  entityId: workspace.entityId,
  userId: owner.id,
  registeredName: "Demo Co LLC",
});

for (const m of demoMembers) {
  const member = await user(m.email, m.firstName, m.lastName);
  const exists = await db.membership.findUnique({
    where: { workspaceId_userId: { workspaceId: workspace.id, userId: member.id } },
  });
  if (!exists) await addMember(db, { workspaceId: workspace.id, userId: member.id, roles: [m.role] });
}
console.log(
  `[seed] Demo Co ready: owner@demo.test and ${demoMembers.length} members, password ${DEMO_PASSWORD}`,
);
await db.$disconnect();
