import {
  fieldMessages,
  inviteLinkTtlSeconds,
  normalizeEmail,
  type VendorInvitationBulkRequest,
  type VendorInvitationRequest,
  vendorInvitationMessages,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import { hashToken, randomToken } from "../auth/tokens";
import type { CoreDeps } from "../deps";
import { AppError, lostRace, notFound } from "../errors";
import { assertMayMail, mailWindowMs } from "../mail/mail-limit";
import type { VendorInvitation } from "./vendor-invitation";
import { mailVendorInvitation } from "./vendor-invitation-mail";
import { createVendorInvitationsRepository } from "./vendor-invitations.repository";

/** One invitation to write: which relationship, to whom, and the field its refusals are about. */
interface Row {
  relationshipId: string;
  email: string;
  field: string;
}

/**
 * A customer's invitations of its vendors' compliance contacts (issue 12 point 1): invite (one vendor,
 * or the selected rows of the vendor list), the invitations of a relationship, resend and revoke. The
 * code, its 14 days, the mail and its limit are those of member invitations (docs/decisions.md
 * "Vendor invitations"); acceptance lives in its own service.
 */
export function createVendorInvitationsService(deps: CoreDeps) {
  const { db, jobs, config, now } = deps;
  const repository = createVendorInvitationsRepository(db);
  const expiry = (at: Date) => new Date(at.getTime() + inviteLinkTtlSeconds * 1000);

  /** Mails a fresh code in the actor's name. */
  const mail = (actor: Actor, to: string, code: string, message: string | null) =>
    mailVendorInvitation(
      { db, jobs, appUrl: config.appUrl },
      { workspaceId: actor.workspaceId, createdById: actor.userId, email: to, message },
      code,
      0,
    );

  /**
   * Writes the invitations of `rows` in one transaction (each relationship locked, so two invitations of
   * one vendor never both open), then mails them. A linked vendor or one with an open invitation is a
   * 409; every such row is named (`field`) before anything is written.
   */
  async function inviteAll(actor: Actor, rows: Row[], message: string | null): Promise<VendorInvitation[]> {
    const at = now();
    const codes = rows.map(() => randomToken());
    const ids = await db.$transaction(async (tx) => {
      const fields: Record<string, string> = {};
      let reason: string | undefined;
      for (const row of rows) {
        const { linked } = await repository.lockRelationship(tx, actor, row.relationshipId);
        const refusal = linked
          ? vendorInvitationMessages.alreadyLinked
          : (await repository.hasOpen(tx, row.relationshipId))
            ? vendorInvitationMessages.alreadyOpen
            : undefined;
        if (refusal) {
          fields[row.field] = refusal;
          reason ??= refusal;
        }
      }
      if (reason) throw new AppError("CONFLICT", reason, fields);
      const created: string[] = [];
      for (const [i, row] of rows.entries()) {
        const invitation = await repository.create(tx, {
          workspaceId: actor.workspaceId,
          relationshipId: row.relationshipId,
          email: row.email,
          message,
          codeHash: hashToken(codes[i]!),
          expiresAt: expiry(at),
          createdById: actor.userId,
          mailedAt: [at],
        });
        created.push(invitation.id);
      }
      return created;
    });
    for (const [i, row] of rows.entries()) await mail(actor, row.email, codes[i]!, message);
    return repository.byIds(actor, ids, at);
  }

  /** 404 when it is not the workspace's; 409 naming the state when it is no longer pending. */
  async function assertPending(actor: Actor, id: string) {
    const state = await repository.state(actor, id);
    if (!state) throw notFound();
    if (state.status !== "PENDING")
      throw new AppError("CONFLICT", vendorInvitationMessages.closed(state.status));
    return state;
  }

  return {
    invite: async (actor: Actor, relationshipId: string, input: VendorInvitationRequest) =>
      (
        await inviteAll(
          actor,
          [{ relationshipId, email: normalizeEmail(input.email), field: "email" }],
          input.message || null,
        )
      )[0]!,

    /**
     * The selected rows of the vendor list, each with its contact's address and one shared message. A
     * row naming no vendor of the workspace answers 404, as that id would in a path; a vendor named
     * twice is a field error (`invites.N.relationship`). Both before anything is written.
     */
    async bulkInvite(actor: Actor, input: VendorInvitationBulkRequest): Promise<VendorInvitation[]> {
      const ids = [...new Set(input.invites.map((i) => i.relationship))];
      const mine = await db.vendorRelationship.count({
        where: { id: { in: ids }, workspaceId: actor.workspaceId },
      });
      if (mine < ids.length) throw notFound();
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      for (const [i, row] of input.invites.entries()) {
        if (seen.has(row.relationship)) fields[`invites.${i}.relationship`] = fieldMessages.vendorInvalid;
        seen.add(row.relationship);
      }
      if (Object.keys(fields).length) throw new AppError("VALIDATION", fields);
      return inviteAll(
        actor,
        input.invites.map((row, i) => ({
          relationshipId: row.relationship,
          email: normalizeEmail(row.email),
          field: `invites.${i}.email`,
        })),
        input.message || null,
      );
    },

    /** The relationship's invitations, newest first (the profile shows the current one and its past). */
    list: (actor: Actor, relationshipId: string) => repository.ofRelationship(actor, relationshipId, now()),

    /**
     * Mails a pending (or expired) invitation again: a fresh code (the old one dies) living 14 days from
     * now, and its reminders start again. 409 once accepted or revoked; 429 past the mail limit.
     */
    async resend(actor: Actor, id: string): Promise<VendorInvitation> {
      const at = now();
      const state = await assertPending(actor, id);
      const since = at.getTime() - mailWindowMs;
      assertMayMail(
        state.mailedAt.filter((d) => d.getTime() > since),
        undefined,
        at.getTime(),
      );
      const code = randomToken();
      const renewed = await repository.renew(actor, id, {
        codeHash: hashToken(code),
        expiresAt: expiry(at),
        at,
        by: actor.userId,
      });
      if (!renewed) {
        await assertPending(actor, id);
        throw lostRace();
      }
      await mail(actor, state.email, code, state.message);
      return repository.find(actor, id, at);
    },

    /** Pending (or expired) -> revoked: the code dies at once and no reminder goes. 409 once closed. */
    async revoke(actor: Actor, id: string): Promise<VendorInvitation> {
      const at = now();
      if (!(await repository.revoke(actor, id, at))) {
        await assertPending(actor, id);
        throw lostRace();
      }
      return repository.find(actor, id, at);
    },
  };
}
export type VendorInvitationsService = ReturnType<typeof createVendorInvitationsService>;
