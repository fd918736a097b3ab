import {
  apiMessages,
  normalizeEmail,
  type VendorInviteSignUpRequest,
  vendorInvitationMessages,
  vendorJumpTargets,
} from "@tierline/contracts";
import type { Prisma } from "@tierline/db";
import type { Actor } from "../actor";
import { hashPassword } from "../auth/passwords";
import type { SessionMeta, SessionsService } from "../auth/sessions.service";
import { hashToken } from "../auth/tokens";
import type { CoreDeps } from "../deps";
import { entityDetailsMissing } from "../entities/entity-completeness";
import { AppError, notFound } from "../errors";
import { guarded } from "../repository";
import { loadCurrentUser } from "../users/users.service";
import { signUpCompany } from "../workspaces/company";

type Tx = Prisma.TransactionClient;

/** An accepted invitation: the customer's relationship now linked to the vendor's own company. */
export interface VendorInviteAccepted {
  relationshipId: string;
  customerName: string;
  /** The vendor's own workspace. */
  workspaceId: string;
  nextStep: typeof vendorJumpTargets.company_info | typeof vendorJumpTargets.compliance;
}

const linkInvalid = () =>
  new AppError("LINK_INVALID", apiMessages.linkInvalid, { code: apiMessages.linkInvalid });

/**
 * Answering a vendor invitation (docs/decisions.md "Vendor invitations"): what its link offers, signing
 * up a new company from it (the onboarding sign-up, landing on the company info step), or accepting it
 * as a signed-in user for the workspace they act in. Accepting links the vendor's own company entity to
 * the customer's relationship and records that the customer proposed it.
 */
export function createVendorInvitationAcceptanceService({ db, now }: CoreDeps, sessions: SessionsService) {
  /** A pending, live invitation for `code` (its first link or a reminder's): unknown 404; used or lapsed 400. */
  async function usable(code: string) {
    const hash = hashToken(code);
    const found = await db.vendorInvitation.findFirst({
      where: { OR: [{ codeHash: hash }, { reminderCodeHashes: { has: hash } }] },
      include: {
        workspace: { select: { name: true } },
        relationship: { select: { name: true } },
      },
    });
    if (!found) throw notFound();
    if (found.status !== "PENDING" || found.expiresAt <= now()) throw linkInvalid();
    return found;
  }
  type Usable = Awaited<ReturnType<typeof usable>>;

  /**
   * In `tx`: the invitation accepted (guarded on still pending and live: of an accept and a revoke
   * racing, one lands), and the relationship linked to the vendor workspace's entity.
   */
  async function link(tx: Tx, invitation: Usable, vendorWorkspaceId: string, userId: string) {
    if (vendorWorkspaceId === invitation.workspaceId)
      throw new AppError("CONFLICT", vendorInvitationMessages.ownCompany);
    const { entityId } = await tx.workspace.findUniqueOrThrow({ where: { id: vendorWorkspaceId } });
    const at = now();
    await guarded(
      tx.vendorInvitation.updateMany({
        where: { id: invitation.id, status: "PENDING", expiresAt: { gt: at } },
        data: { status: "ACCEPTED", acceptedAt: at, acceptedById: userId },
      }),
      linkInvalid,
    );
    const elsewhere = await tx.vendorRelationship.count({
      where: { workspaceId: invitation.workspaceId, linkedEntityId: entityId },
    });
    if (elsewhere > 0) throw new AppError("CONFLICT", vendorInvitationMessages.companyLinkedElsewhere);
    await guarded(
      tx.vendorRelationship.updateMany({
        where: { id: invitation.relationshipId, workspaceId: invitation.workspaceId, linkedEntityId: null },
        data: { linkedEntityId: entityId, proposer: "PRINCIPAL_ENTITY" },
      }),
      () => new AppError("CONFLICT", vendorInvitationMessages.alreadyLinked),
    );
    return entityId;
  }

  const accepted = (invitation: Usable, workspaceId: string, missing: unknown[]): VendorInviteAccepted => ({
    relationshipId: invitation.relationshipId,
    customerName: invitation.workspace.name,
    workspaceId,
    nextStep: missing.length > 0 ? vendorJumpTargets.company_info : vendorJumpTargets.compliance,
  });

  return {
    async offer(code: string) {
      const found = await usable(code);
      return {
        customerName: found.workspace.name,
        vendorName: found.relationship.name,
        email: found.email,
        message: found.message,
        expiresAt: found.expiresAt,
        accountExists: (await db.user.count({ where: { email: found.email } })) > 0,
      };
    },

    /**
     * A new company signs up from the mail: user (its address proven by the code read from the
     * mailbox), entity, workspace and Admin membership as `POST /entity-onboarding` makes them, the
     * invitation accepted, and the wizard set on the company info step (the vendor jump target 3).
     */
    async signUp(input: VendorInviteSignUpRequest, meta: SessionMeta) {
      const found = await usable(input.code);
      const email = normalizeEmail(input.email);
      if (email !== found.email)
        throw new AppError("VALIDATION", apiMessages.inviteOtherEmail, {
          email: apiMessages.inviteOtherEmail,
        });
      if (await db.user.findUnique({ where: { email } }))
        throw new AppError("CONFLICT", apiMessages.emailTaken, { email: apiMessages.signInToAccept });
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const { userId, workspaceId } = await db.$transaction(async (tx) => {
        const { user, workspace } = await signUpCompany(tx, { ...input, email }, passwordHash, now());
        await tx.workspaceOnboarding.create({
          data: { workspaceId: workspace.id, companyInfoStep: vendorJumpTargets.company_info },
        });
        await link(tx, found, workspace.id, user.id);
        return { userId: user.id, workspaceId: workspace.id };
      });
      const tokens = await sessions.start(userId, meta);
      return {
        ...tokens,
        user: await loadCurrentUser(db, userId),
        accepted: accepted(found, workspaceId, ["company"]),
      };
    },

    /**
     * A signed-in user accepts for the workspace they act in (their company). Their address must be
     * proven and be the invited one: the invitation names a person, not whoever holds the link.
     */
    async accept(actor: Actor, code: string): Promise<VendorInviteAccepted> {
      const found = await usable(code);
      const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId } });
      if (!user.emailVerifiedAt) throw new AppError("FORBIDDEN", apiMessages.verifyEmailFirst);
      if (user.email !== found.email) throw new AppError("FORBIDDEN", apiMessages.inviteOtherEmail);
      const entityId = await db.$transaction((tx) => link(tx, found, actor.workspaceId, user.id));
      return accepted(found, actor.workspaceId, await entityDetailsMissing(db, entityId));
    },
  };
}
export type VendorInvitationAcceptanceService = ReturnType<typeof createVendorInvitationAcceptanceService>;
