import { randomUUID } from "node:crypto";
import {
  foldedKey,
  type MemberRole,
  normalizeEmail,
  type RelationshipStatus,
  type SupplyStreamStage,
} from "@tierline/contracts";
import { productKeys } from "@tierline/imports";
import type { Db } from "../client";

/**
 * The one factory layer: the seed, integration tests and e2e fixtures all build data through these.
 * Passwords arrive already hashed (hashing lives in core, which depends on this package, not the reverse).
 */

/** The password of every demo account: the seeded Demo Co and the people e2e specs create. */
export const DEMO_PASSWORD = "demo-password-1";

const uniq = () => randomUUID().slice(0, 8);

export interface UserInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  passwordHash?: string | null;
  /** Whether the address counts as proven (default true; sign-up without proof leaves it false). */
  verified?: boolean;
}

export function createUser(db: Db, input: UserInput = {}) {
  return db.user.create({
    data: {
      email: normalizeEmail(input.email ?? `user-${uniq()}@example.test`),
      firstName: input.firstName ?? "Test",
      lastName: input.lastName ?? "User",
      passwordHash: input.passwordHash ?? null,
      passwordAuthenticated: Boolean(input.passwordHash),
      emailVerifiedAt: input.verified === false ? null : new Date(),
    },
  });
}

export async function roleIdsByCode(db: Db, codes: readonly MemberRole[]): Promise<string[]> {
  const roles = await db.memberRole.findMany({ where: { code: { in: [...codes] } } });
  if (roles.length !== codes.length) throw new Error(`Unknown member role in ${codes.join(", ")}`);
  return roles.map((r) => r.id);
}

export interface MemberInput {
  workspaceId: string;
  userId: string;
  roles: readonly MemberRole[];
  status?: "ACTIVE" | "INVITED" | "DEACTIVATED" | "HIDDEN";
}

export async function addMember(db: Db, input: MemberInput) {
  const roleIds = await roleIdsByCode(db, input.roles);
  const user = await db.user.findUniqueOrThrow({ where: { id: input.userId } });
  const membership = await db.membership.create({
    data: {
      workspaceId: input.workspaceId,
      userId: input.userId,
      email: user.email,
      status: input.status ?? "ACTIVE",
      roles: { create: roleIds.map((roleId) => ({ roleId })) },
    },
  });
  await db.userPreference.create({ data: { userId: input.userId, workspaceId: input.workspaceId } });
  return membership;
}

export interface WorkspaceInput {
  ownerId: string;
  name?: string;
  brandName?: string;
}

/** A workspace with its primary entity and the owner as an active Admin. */
export async function createWorkspace(db: Db, input: WorkspaceInput) {
  const name = input.name ?? `Workspace ${uniq()}`;
  const entity = await db.entity.create({ data: { brandName: input.brandName ?? name } });
  const workspace = await db.workspace.create({
    data: { name, entityId: entity.id, ownerId: input.ownerId },
  });
  await db.entity.update({ where: { id: entity.id }, data: { workspaceId: workspace.id } });
  await addMember(db, { workspaceId: workspace.id, userId: input.ownerId, roles: ["ADMIN"] });
  return { workspace, entity: { ...entity, workspaceId: workspace.id } };
}

/** The supply chain role "Manufacturer" (reference data, fixed id). */
export const manufacturerRoleId = "00000000-0000-4000-9000-000000000004";

/**
 * A workspace past onboarding, as the wizard leaves it: its entity's details complete (registered name,
 * a Delaware LLC, the Manufacturer role, both onboarding attestations by `userId`), its vendor workflow
 * confirmed by `userId`, and its onboarding completed. For the seed and for tests of what comes after.
 * Idempotent: what is already there is left as it is.
 */
export async function completeOnboarding(
  db: Db,
  input: { workspaceId: string; entityId: string; userId: string; registeredName?: string },
) {
  const { workspaceId, entityId, userId } = input;
  const entity = await db.entity.findUniqueOrThrow({ where: { id: entityId } });
  await db.entity.update({
    where: { id: entityId },
    data: {
      registeredName: entity.registeredName ?? input.registeredName ?? `${entity.brandName} LLC`,
      registeredJurisdiction: entity.registeredJurisdiction ?? "US-DE",
      entityType: entity.registeredJurisdiction ? entity.entityType : "us-llc",
    },
  });
  await db.entitySupplyChainRole.upsert({
    where: { entityId_roleId: { entityId, roleId: manufacturerRoleId } },
    create: { entityId, roleId: manufacturerRoleId },
    update: {},
  });
  for (const claim of await db.attestationClaim.findMany({ where: { claimType: "OB" } })) {
    if (!(await db.attestation.count({ where: { entityId, claimId: claim.id } })))
      await db.attestation.create({
        data: { entityId, claimId: claim.id, attestedById: userId, text: claim.text },
      });
  }
  if (!(await db.vendorWorkflowConfirmation.count({ where: { workspaceId } })))
    await db.vendorWorkflowConfirmation.create({
      data: { workspaceId, confirmedById: userId, workflowVersion: 1, settings: { seeded: true } },
    });
  await db.workspaceOnboarding.upsert({
    where: { workspaceId },
    create: { workspaceId, companyInfoStep: -1, plan: "FREE" },
    update: { companyInfoStep: -1 },
  });
}

export interface VendorInput {
  workspaceId: string;
  name: string;
  /** ISO 3166-1 code. */
  country?: string | null;
  status?: RelationshipStatus;
  /** The vendor company's own entity (its workspace's), as an accepted invitation links it. */
  linkedEntityId?: string;
}

/** A vendor of a workspace: its entity and a relationship (PENDING unless said), as an import makes them. */
export async function createVendor(db: Db, input: VendorInput) {
  const entity = await db.entity.create({
    data: {
      workspaceId: input.workspaceId,
      brandName: input.name,
      registeredJurisdiction: input.country ?? null,
    },
  });
  const relationship = await db.vendorRelationship.create({
    data: {
      workspaceId: input.workspaceId,
      vendorEntityId: entity.id,
      status: input.status ?? "PENDING",
      linkedEntityId: input.linkedEntityId ?? null,
      dedupeKey: `${input.country ?? ""}:${input.name.toLowerCase()}:${uniq()}`,
    },
  });
  return { entity, relationship };
}

export interface ProductInput {
  workspaceId: string;
  name: string;
  sku?: string | null;
  productNumber?: string | null;
  description?: string | null;
  categoryId?: number | null;
  countryOfOrigin?: string | null;
  importCountries?: readonly string[];
}

/**
 * A product with its import countries, keyed as the catalogue keys it (`productKeys`): the same SKU, else
 * product number, else name as another product of the workspace breaks the unique index, as in the app.
 */
export async function createProduct(db: Db, input: ProductInput) {
  const sku = input.sku ?? null;
  const productNumber = input.productNumber ?? null;
  return db.product.create({
    data: {
      workspaceId: input.workspaceId,
      name: input.name,
      sku,
      productNumber,
      description: input.description ?? null,
      categoryId: input.categoryId ?? null,
      countryOfOrigin: input.countryOfOrigin ?? null,
      ...productKeys({ name: input.name, sku, productNumber }),
      importCountries: {
        create: (input.importCountries ?? []).map((country) => ({ workspaceId: input.workspaceId, country })),
      },
    },
  });
}

export interface SupplyStreamInput {
  workspaceId: string;
  name: string;
  /** Vendor relationships per stage. */
  vendors?: Partial<Record<SupplyStreamStage, readonly string[]>>;
  productIds?: readonly string[];
}

/** A supply stream with vendors at its stages and the products in it. */
export async function createSupplyStream(db: Db, input: SupplyStreamInput) {
  const vendors = Object.entries(input.vendors ?? {}) as [SupplyStreamStage, readonly string[]][];
  return db.supplyStream.create({
    data: {
      workspaceId: input.workspaceId,
      name: input.name,
      nameKey: foldedKey(input.name),
      vendors: {
        create: vendors.flatMap(([stage, ids]) =>
          ids.map((relationshipId) => ({ workspaceId: input.workspaceId, stage, relationshipId })),
        ),
      },
      products: {
        create: (input.productIds ?? []).map((productId) => ({ workspaceId: input.workspaceId, productId })),
      },
    },
  });
}

export interface RiskInput {
  workspaceId: string;
  relationshipId: string;
  title?: string;
  severity?: "HIGH" | "LOW";
  status?: "OPEN" | "RESOLVED" | "CONFIRMED";
  actionRequired?: boolean;
  sourceKind?: "SCREENING" | "WARNING" | "DOCUMENT_EXPIRY" | "QUESTIONNAIRE";
  sourceKey?: string;
  createdAt?: Date;
  /** Who decided it, when it is not open. */
  decidedById?: string;
  /** The source's evidence; a screening risk's `matches` are what the work queue shows. */
  details?: Record<string, unknown>;
}

/** A risk on a vendor relationship (a screening one unless said), with its history's first event. */
export async function createRisk(db: Db, input: RiskInput) {
  const status = input.status ?? "OPEN";
  const createdAt = input.createdAt ?? new Date();
  const risk = await db.risk.create({
    data: {
      workspaceId: input.workspaceId,
      relationshipId: input.relationshipId,
      sourceKind: input.sourceKind ?? "SCREENING",
      sourceKey: input.sourceKey ?? `risk-${uniq()}`,
      severity: input.severity ?? "HIGH",
      status,
      actionRequired: input.actionRequired ?? true,
      title: input.title ?? `Possible match ${uniq()}`,
      ...(input.details ? { details: input.details as object } : {}),
      createdAt,
      openedAt: createdAt,
      ...(status === "OPEN"
        ? {}
        : { decidedAt: createdAt, decidedById: input.decidedById ?? null, decisionNote: "Reviewed" }),
    },
  });
  await db.riskEvent.create({
    data: { workspaceId: input.workspaceId, riskId: risk.id, kind: "RAISED", toStatus: "OPEN", createdAt },
  });
  if (status !== "OPEN")
    await db.riskEvent.create({
      data: {
        workspaceId: input.workspaceId,
        riskId: risk.id,
        kind: status,
        fromStatus: "OPEN",
        toStatus: status,
        note: "Reviewed",
        actorId: input.decidedById ?? null,
        createdAt,
      },
    });
  return risk;
}

/** An open warning notification on a vendor relationship, with its Low risk (as core raises them). */
export async function createWarning(
  db: Db,
  input: {
    workspaceId: string;
    relationshipId: string;
    kind?: "MISSING_COUNTRY" | "MISSING_IDENTIFIER" | "START_DATE_PASSED";
    message?: string;
  },
) {
  const warning = await db.warningNotification.create({
    data: {
      workspaceId: input.workspaceId,
      relationshipId: input.relationshipId,
      kind: input.kind ?? "MISSING_IDENTIFIER",
      message: input.message ?? "No identifier (LEI, D-U-N-S, EIN...) is known for this vendor.",
    },
  });
  const risk = await createRisk(db, {
    workspaceId: input.workspaceId,
    relationshipId: input.relationshipId,
    sourceKind: "WARNING",
    sourceKey: warning.id,
    severity: "LOW",
    title: warning.message,
  });
  return { warning, risk };
}

/** A screening review (a reviewer's confirm or dismiss), waiting for a second reviewer unless told. */
export async function createScreeningReview(
  db: Db,
  input: {
    workspaceId: string;
    relationshipId: string;
    riskId: string;
    decidedById: string;
    outcome?: "CONFIRMED" | "DISMISSED";
    status?: "PENDING_APPROVAL" | "APPLIED" | "REJECTED";
  },
) {
  return db.screeningReview.create({
    data: {
      workspaceId: input.workspaceId,
      relationshipId: input.relationshipId,
      riskId: input.riskId,
      decidedById: input.decidedById,
      outcome: input.outcome ?? "DISMISSED",
      status: input.status ?? "PENDING_APPROVAL",
      note: "Not the same company",
      listVersions: {},
    },
  });
}

/** An in-app notification of a member (a possible match to review by default), unread unless told. */
export async function createNotification(
  db: Db,
  input: {
    workspaceId: string;
    userId: string;
    title?: string;
    link?: string;
    severity?: "action_required" | "high" | "medium" | "low";
    readAt?: Date | null;
    createdAt?: Date;
  },
) {
  return db.notification.create({
    data: {
      workspaceId: input.workspaceId,
      userId: input.userId,
      notification: "screening_possible_match",
      severity: input.severity ?? "action_required",
      title: input.title ?? `Possible restricted-party match ${uniq()}`,
      body: "Possible restricted-party match: ACME TRADING (SDN)",
      link: input.link ?? "/vendors",
      readAt: input.readAt ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    },
  });
}
