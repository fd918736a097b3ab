import { type RelationshipListQuery, relationshipMessages } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import type { FileStorage } from "../resources/file-storage";
import type { Resource } from "../resources/resource";
import { toResource } from "../resources/resources.repository";
import { createRelationshipEventsRepository } from "./relationship-events.repository";
import { dayOf } from "./relationship-lifecycle";
import { createRelationshipRolesRepository } from "./relationship-roles.repository";
import { cancelDue } from "./relationship-schedule.jobs";
import { createRelationshipsRepository } from "./relationships.repository";
import { unlinkVendor, vendorShareOf } from "./vendor-unlink";

/**
 * A workspace's vendor relationships: the reads of the relationship calls (the relationship, its role
 * assignments with dates and history, its files) and terminating the whole relationship, which
 * deletes what the vendor shared with this workspace and leaves it PAST_VENDOR (to be re-invited).
 */
export function createRelationshipsService(deps: CoreDeps, storage: FileStorage) {
  const { db, now } = deps;
  const repository = createRelationshipsRepository(db);
  const roles = createRelationshipRolesRepository(db);
  const events = createRelationshipEventsRepository(db);

  /** What terminating the whole relationship deletes (what the confirmation names). */
  async function terminationPreview(actor: Actor, id: string) {
    const found = await repository.find(actor, id);
    const files = await repository.resources(actor, found);
    return {
      relationship: found,
      roles: found.roles.map((r) => r.role),
      importedDetails: Object.keys(found.importedDetails ?? {}).sort(),
      resources: files.map((f) => ({ id: f.id, fileName: f.fileName, storageKey: f.storageKey })),
      vendorShare: await vendorShareOf(db, actor, id),
      statusAfter: "PAST_VENDOR" as const,
    };
  }

  return {
    list: (actor: Actor, query: RelationshipListQuery) =>
      repository.list(actor, {
        page: query.page,
        pageSize: query.page_size,
        statuses: query.status ? [query.status] : undefined,
      }),

    find: (actor: Actor, id: string) => repository.find(actor, id),

    /** The planned start date (offered when approving); null clears it. */
    async update(actor: Actor, id: string, input: { start_date?: string | null }) {
      await repository.find(actor, id);
      if (input.start_date !== undefined)
        await repository.setStartDate(actor, id, input.start_date === null ? null : dayOf(input.start_date));
      return repository.find(actor, id);
    },

    /** The role assignments with status and dates, and the history of every change (newest first). */
    async stages(actor: Actor, id: string) {
      const found = await repository.find(actor, id);
      const [assigned, history] = await Promise.all([roles.list(actor, id), events.list(actor, id)]);
      return { relationship: found, roles: assigned, history };
    },

    async resources(actor: Actor, id: string): Promise<Resource[]> {
      const found = await repository.find(actor, id);
      return (await repository.resources(actor, found)).map(toResource);
    },

    terminationPreview,

    /**
     * Terminates the whole relationship (the caller confirmed): its role assignments, the imported
     * details, the files linked to it, and the vendor entity's shared locations, roles and attestations
     * are deleted, and what the vendor's company shares ends (`unlinkVendor`); the relationship stays, PAST_VENDOR, with its audit trail (the vendor's name and
     * country stay so the workspace knows who it was). Re-opening it, or adding roles, starts again.
     */
    async terminate(actor: Actor, id: string) {
      const preview = await terminationPreview(actor, id);
      const at = now();
      const vendorEntityId = preview.relationship.vendor.id;
      const removedRoles = await db.$transaction(async (tx) => {
        const state = await roles.lock(tx, actor, id);
        if (state.status === "PAST_VENDOR" && state.roles.length === 0)
          throw new AppError("CONFLICT", relationshipMessages.nothingToDelete);
        await tx.vendorRelationshipRole.deleteMany({ where: { relationshipId: id } });
        await tx.$executeRaw`
          UPDATE vendor_relationships
          SET status = 'PAST_VENDOR', imported_details = NULL, updated_at = now()
          WHERE id = ${id}::uuid`;
        const unlinked = await unlinkVendor(tx, actor, id, at);
        await tx.resource.deleteMany({ where: { id: { in: preview.resources.map((r) => r.id) } } });
        await tx.entityLocation.deleteMany({
          where: { entityId: vendorEntityId, workspaceId: actor.workspaceId },
        });
        await tx.entitySupplyChainRole.deleteMany({ where: { entityId: vendorEntityId } });
        await tx.attestation.deleteMany({ where: { entityId: vendorEntityId } });
        await events.record(tx, [
          {
            workspaceId: actor.workspaceId,
            relationshipId: id,
            actorId: actor.userId,
            kind: "RELATIONSHIP_TERMINATED",
            fromStatus: state.status,
            toStatus: "PAST_VENDOR",
            details: {
              roles: preview.roles.map((r) => r.role),
              imported_details: preview.importedDetails,
              resources: preview.resources.map((r) => r.fileName),
              questionnaire_responses: unlinked.questionnaireResponses,
              contacts: unlinked.contacts,
              compliance_attestations: unlinked.complianceAttestations,
              invitations_revoked: unlinked.invitationsRevoked,
            },
            createdAt: at,
          },
        ]);
        return state.roles;
      });
      for (const role of removedRoles) {
        await cancelDue(deps.jobs, role.id, "start");
        await cancelDue(deps.jobs, role.id, "terminate");
      }
      // The objects after the rows: a row without its object is harmless, the other way round is lost.
      for (const file of preview.resources) await storage.delete(file.storageKey).catch(() => undefined);
      return repository.find(actor, id);
    },
  };
}
export type RelationshipsService = ReturnType<typeof createRelationshipsService>;
