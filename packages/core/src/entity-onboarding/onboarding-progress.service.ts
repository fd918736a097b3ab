import {
  type EntityDetailPart,
  fieldMessages,
  firstOnboardingStep,
  type OnboardingPlanRequest,
  type OnboardingVendorListRequest,
  vendorJumpTargets,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import type { BodyEntity } from "../entities/body-entity";
import { entityDetailsMissing } from "../entities/entity-completeness";
import { AppError } from "../errors";
import { assertActorWorkspace } from "../scope";
import { isInvitedVendor } from "../vendor-invitations/invited-vendor";
import { type SetupState, setupState } from "../workspaces/setup-state";

/** Where a workspace is in the onboarding wizard, and what it has chosen there. */
export interface OnboardingState extends SetupState {
  companyInfoStep: number;
  plan: "FREE" | "ENTERPRISE" | null;
  billingInterval: "SIX_MONTHS" | "YEAR" | null;
  vendorListResourceId: string | null;
  entityId: string;
  /** The company answered a customer's vendor invitation: its wizard goes on to compliance (step 9). */
  invitedVendor: boolean;
}

export interface OnboardingVerdict {
  entityId: string;
  complete: boolean;
  missing: EntityDetailPart[];
  nextStep: typeof vendorJumpTargets.company_info | typeof vendorJumpTargets.compliance;
}

/**
 * The wizard's progress kept on the server (one row per workspace; none yet means the first step after
 * sign-up), so it resumes on another device: the step (written with the entity, PATCH /entities/{id}),
 * the plan chosen, a reset, and the check of whether an entity's onboarding is complete.
 */
export function createOnboardingProgressService({ db }: CoreDeps, bodyEntity: BodyEntity) {
  async function state(workspaceId: string): Promise<OnboardingState> {
    const workspace = await db.workspace.findUniqueOrThrow({
      where: { id: workspaceId },
      select: { id: true, entityId: true, onboarding: true },
    });
    const row = workspace.onboarding;
    const [setup, invitedVendor] = await Promise.all([
      setupState(db, workspace),
      isInvitedVendor(db, workspace.entityId),
    ]);
    return {
      companyInfoStep: row?.companyInfoStep ?? firstOnboardingStep,
      plan: row?.plan ?? null,
      billingInterval: row?.billingInterval ?? null,
      vendorListResourceId: row?.vendorListResourceId ?? null,
      entityId: workspace.entityId,
      invitedVendor,
      ...setup,
    };
  }

  return {
    async get(actor: Actor, workspaceId: string): Promise<OnboardingState> {
      assertActorWorkspace(actor, workspaceId);
      return state(actor.workspaceId);
    },

    /** The plan chosen in the wizard; Free keeps no billing interval. Payment comes with billing. */
    async choosePlan(
      actor: Actor,
      workspaceId: string,
      input: OnboardingPlanRequest,
    ): Promise<OnboardingState> {
      assertActorWorkspace(actor, workspaceId);
      const choice = {
        plan: input.plan,
        billingInterval: input.plan === "FREE" ? null : (input.billing_interval ?? null),
      };
      await db.workspaceOnboarding.upsert({
        where: { workspaceId: actor.workspaceId },
        create: { workspaceId: actor.workspaceId, companyInfoStep: firstOnboardingStep, ...choice },
        update: choice,
      });
      return state(actor.workspaceId);
    },

    /**
     * The vendor list the wizard uploaded and will import (one of the workspace's vendor uploads not
     * refused by its checks), or none.
     */
    async chooseVendorList(
      actor: Actor,
      workspaceId: string,
      input: OnboardingVendorListRequest,
    ): Promise<OnboardingState> {
      assertActorWorkspace(actor, workspaceId);
      if (input.resource !== null) {
        const usable = await db.resource.count({
          where: {
            id: input.resource,
            workspaceId: actor.workspaceId,
            kind: "VENDOR_UPLOAD",
            status: { not: "REJECTED" },
          },
        });
        if (usable === 0) throw new AppError("VALIDATION", { resource: fieldMessages.vendorListInvalid });
      }
      await db.workspaceOnboarding.upsert({
        where: { workspaceId: actor.workspaceId },
        create: {
          workspaceId: actor.workspaceId,
          companyInfoStep: firstOnboardingStep,
          vendorListResourceId: input.resource,
        },
        update: { vendorListResourceId: input.resource },
      });
      return state(actor.workspaceId);
    },

    /**
     * Starts the wizard again: the first step after sign-up, no plan chosen, no pending vendor list. The
     * entity's data (names, jurisdiction, roles, attestations) stays, to be reviewed on the way through.
     */
    async reset(actor: Actor, workspaceId: string): Promise<OnboardingState> {
      assertActorWorkspace(actor, workspaceId);
      const fresh = {
        companyInfoStep: firstOnboardingStep,
        plan: null,
        billingInterval: null,
        vendorListResourceId: null,
      };
      await db.workspaceOnboarding.upsert({
        where: { workspaceId: actor.workspaceId },
        create: { workspaceId: actor.workspaceId, ...fresh },
        update: fresh,
      });
      return state(actor.workspaceId);
    },

    /**
     * Whether an entity's onboarding is complete (its details: names, jurisdiction, type, roles, both
     * attestations), what is missing, and where the wizard goes on: company info while anything is
     * missing, compliance once complete (the vendor jump targets).
     */
    async verify(actor: Actor, entity: string | undefined): Promise<OnboardingVerdict> {
      const entityId = await bodyEntity(actor, entity);
      const missing = await entityDetailsMissing(db, entityId);
      return {
        entityId,
        complete: missing.length === 0,
        missing,
        nextStep: missing.length === 0 ? vendorJumpTargets.compliance : vendorJumpTargets.company_info,
      };
    },
  };
}
export type OnboardingProgressService = ReturnType<typeof createOnboardingProgressService>;
