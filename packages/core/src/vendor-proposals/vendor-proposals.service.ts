import {
  normaliseSupplierCode,
  notificationCatalog,
  supplierCodeMessages,
  type VendorProposalRequest,
} from "@tierline/contracts";
import { vendorDedupeKey } from "@tierline/imports";
import type { Actor } from "../actor";
import { type Compliance, createComplianceRepository } from "../compliance/compliance.repository";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import { notifyMembers, rolesThatMay } from "../notification-settings/notify-members";
import { assertOwnEntity } from "../scope";
import { enqueueVendorScreening } from "../screening/screening.jobs";
import { createRelationshipEventsRepository } from "../vendors/relationship-events.repository";
import { createRelationshipRolesRepository } from "../vendors/relationship-roles.repository";
import { newSupplierCode } from "./supplier-code";

/** The members told of a proposal: those who approve and reject vendor relationships. */
const relationshipRoles = rolesThatMay("vendors.relationships");

/** Every unknown, mistyped or withdrawn code answers this same 404. */
const unknownCode = () =>
  new AppError("NOT_FOUND", supplierCodeMessages.unknown, { code: supplierCodeMessages.unknown });

/** A 409 said under the code's input. */
const refused = (message: string) => new AppError("CONFLICT", message, { code: message });

/**
 * Vendor-proposed relationships (issue 12; docs/decisions.md "Vendor-proposed relationships"): a
 * customer publishes a supplier code on its own entity; a vendor's workspace that has the code looks
 * the customer up by it and proposes itself, which makes (or links) the customer's record of the vendor,
 * PENDING with proposer VENDOR, and tells the customer's members who handle vendor relationships.
 */
export function createVendorProposalsService({ db, jobs, config, now }: CoreDeps) {
  const compliance = createComplianceRepository(db);
  const roles = createRelationshipRolesRepository(db);
  const events = createRelationshipEventsRepository(db);

  /** The customer company (a workspace's own entity) publishing `code`, or the one 404. */
  async function customerOf(code: string) {
    const normalised = normaliseSupplierCode(code);
    if (normalised.length === 0) throw unknownCode();
    const entity = await db.entity.findUnique({
      where: { inviteCode: normalised },
      select: { id: true, primaryOf: { select: { id: true, name: true } } },
    });
    if (!entity?.primaryOf) throw unknownCode();
    return { entityId: entity.id, workspaceId: entity.primaryOf.id, name: entity.primaryOf.name };
  }

  async function notify(customerWorkspaceId: string, relationshipId: string, vendorName: string, at: Date) {
    const link = `/vendors/${relationshipId}?tab=procurement`;
    const roleNames = await db.vendorRelationshipRole.findMany({
      where: { relationshipId, workspaceId: customerWorkspaceId },
      select: { role: { select: { role: true } } },
      orderBy: { role: { position: "asc" } },
    });
    await notifyMembers(
      { db, jobs },
      {
        workspaceId: customerWorkspaceId,
        roles: relationshipRoles,
        category: "vendors",
        notification: notificationCatalog.vendors[3],
        severity: "action_required",
        title: `${vendorName} proposed itself as your vendor`,
        body: "Approve or reject the relationship on the vendor's profile.",
        link,
        since: at,
        mail: {
          template: "vendor-proposed",
          data: {
            url: `${config.appUrl}${link}`,
            vendorName,
            roles: roleNames.map((r) => r.role.role),
          },
        },
      },
    );
  }

  return {
    /** GET /entities/{id}/supplier-code: the workspace's own code, or null while it publishes none. */
    async supplierCode(actor: Actor, entityId: string) {
      await assertOwnEntity(db, actor, entityId);
      const entity = await db.entity.findUniqueOrThrow({
        where: { id: entityId },
        select: { inviteCode: true },
      });
      return entity.inviteCode;
    },

    /** POST /entities/{id}/supplier-code: a new code; the one before stops working at once. */
    async renewSupplierCode(actor: Actor, entityId: string) {
      await assertOwnEntity(db, actor, entityId);
      const code = newSupplierCode();
      await db.entity.update({ where: { id: entityId }, data: { inviteCode: code } });
      return code;
    },

    /** DELETE /entities/{id}/supplier-code: no code any more; proposals made with it stay. */
    async withdrawSupplierCode(actor: Actor, entityId: string) {
      await assertOwnEntity(db, actor, entityId);
      await db.entity.update({ where: { id: entityId }, data: { inviteCode: null } });
    },

    /** POST /compliances/proposals/lookup: the name of the customer `code` belongs to (the vendor checks it). */
    async lookup(actor: Actor, code: string) {
      const customer = await customerOf(code);
      if (customer.workspaceId === actor.workspaceId) throw refused(supplierCodeMessages.ownCompany);
      return { customerName: customer.name };
    },

    /**
     * POST /compliances/proposals: the acting workspace's company proposes itself to the customer of
     * `code`, for `roles`. The customer's record of the vendor is the one with the company's dedupe key
     * (name and country, as imports and hand-added vendors are keyed): when the customer has one, 409 (a
     * proposal never links an existing record: the customer invites that vendor); none, a copy of the
     * company's own details becomes a new vendor, PENDING for the roles, proposed by the VENDOR.
     * Answers the request as the vendor's compliance section shows it.
     */
    async propose(actor: Actor, input: VendorProposalRequest): Promise<Compliance> {
      const customer = await customerOf(input.code);
      if (customer.workspaceId === actor.workspaceId) throw refused(supplierCodeMessages.ownCompany);
      const own = await db.workspace.findUniqueOrThrow({
        where: { id: actor.workspaceId },
        select: { entity: true },
      });
      const company = own.entity;
      const country = company.registeredJurisdiction?.split("-")[0]?.toUpperCase() ?? "";
      const dedupeKey = vendorDedupeKey(company.brandName, country);
      const at = now();
      const scope = { workspaceId: customer.workspaceId };
      let created: boolean;
      let relationshipId: string;
      try {
        ({ created, relationshipId } = await db.$transaction(async (tx) => {
          const linked = await tx.vendorRelationship.count({
            where: { workspaceId: customer.workspaceId, linkedEntityId: company.id },
          });
          if (linked > 0) throw refused(supplierCodeMessages.alreadyLinked);
          const existing = await tx.vendorRelationship.findUnique({
            where: { workspaceId_dedupeKey: { workspaceId: customer.workspaceId, dedupeKey } },
            select: { id: true, linkedEntityId: true },
          });
          // A code proves only that the customer handed it out, not which company holds it: a company
          // of the same name and country as a vendor the customer already has is never linked to that
          // record (its requests and history) by a proposal. The customer's invitation, sent to the
          // vendor's own address, is the way to that link.
          if (existing) throw refused(supplierCodeMessages.nameTaken);
          const entity = await tx.entity.create({
            data: {
              workspaceId: customer.workspaceId,
              brandName: company.brandName,
              registeredName: company.registeredName,
              registeredJurisdiction: company.registeredJurisdiction,
              entityType: company.entityType,
              dbaNames: company.dbaNames,
              registeredDate: company.registeredDate,
              entityWebsite: company.entityWebsite,
              contactEmail: company.contactEmail ?? company.email,
            },
            select: { id: true },
          });
          const relationship = await tx.vendorRelationship.create({
            data: {
              workspaceId: customer.workspaceId,
              vendorEntityId: entity.id,
              dedupeKey,
              proposer: "VENDOR",
              linkedEntityId: company.id,
            },
            select: { id: true },
          });
          const added = await roles.add(tx, scope, relationship.id, input.roles);
          await events.record(
            tx,
            added.map((a) => ({
              workspaceId: customer.workspaceId,
              relationshipId: relationship.id,
              roleAssignmentId: a.id,
              roleId: a.roleId,
              actorId: actor.userId,
              kind: "ROLE_ADDED" as const,
              toStatus: "PENDING" as const,
              details: { proposedBy: "VENDOR" },
              createdAt: at,
            })),
          );
          await roles.syncStatus(tx, relationship.id);
          return { created: true, relationshipId: relationship.id };
        }));
      } catch (error) {
        // A concurrent proposal (or add) of the same vendor won the unique keys: the same 409 as after it.
        // Core's client answers the violation as a CONFLICT of its own, with no fields; the refusals
        // above carry theirs on `code` and go out as they are.
        if (error instanceof AppError && error.code === "CONFLICT" && !error.fields)
          throw refused(supplierCodeMessages.alreadyLinked);
        throw error;
      }
      if (created) await enqueueVendorScreening(jobs, customer.workspaceId, [relationshipId]);
      await notify(customer.workspaceId, relationshipId, company.brandName, at);
      const found = await compliance.find(actor, relationshipId);
      if (!found) throw notFound();
      return found;
    },
  };
}
export type VendorProposalsService = ReturnType<typeof createVendorProposalsService>;
