import type {
  ComplianceListQuery,
  ContactListQuery,
  CreateComplianceDocumentRequest,
  CreateContactRequest,
  SetDocumentRequirementsRequest,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import { createContactsRepository } from "../contacts/contacts.repository";
import type { CoreDeps } from "../deps";
import { notFound } from "../errors";
import { toResource } from "../resources/resources.repository";
import type { ResourcesService } from "../resources/resources.service";
import { assertOwnEntity } from "../scope";
import { createAttestationsRepository } from "./attestations.repository";
import { type Compliance, createComplianceRepository } from "./compliance.repository";
import { createDocumentTypesRepository } from "./document-types.repository";
import { linkedRelationship } from "./linked-relationships";

export type { ComplianceAttestation } from "./attestations.repository";
export type { Compliance, RequiredContact, RequiredDocument } from "./compliance.repository";
export type { DocumentType } from "./document-types.repository";

/**
 * The vendor's compliance section (issue 12 point 2): what the customers of the actor's workspace ask
 * of it, per customer relationship linked to its company, and what it gives them (contacts, documents,
 * attestations). Every call starts from `linkedRelationship` (404 unless linked to the actor's company);
 * what the vendor writes are the customer's rows (its workspace), so the customer's own reads show them.
 * docs/decisions.md, "Compliance section".
 */
export function createComplianceService({ db }: CoreDeps, resources: ResourcesService) {
  const repository = createComplianceRepository(db);
  const contacts = createContactsRepository(db);
  const attestations = createAttestationsRepository(db);
  const documentTypes = createDocumentTypesRepository(db);
  /** The customer's workspace of a linked relationship: what its rows are addressed with. */
  const customerOf = async (actor: Actor, relationshipId: string) => {
    const linked = await linkedRelationship(db, actor, relationshipId);
    return { workspaceId: linked.customerWorkspaceId };
  };

  return {
    list: (actor: Actor, query: ComplianceListQuery) =>
      repository.list(actor, { page: query.page, pageSize: query.page_size }),

    /** The lookup every call under `/compliances/{relationship_id}` starts from: 404 unless linked to the actor's company. */
    linkedRelationship: (actor: Actor, relationshipId: string) =>
      linkedRelationship(db, actor, relationshipId),

    async get(actor: Actor, relationshipId: string): Promise<Compliance> {
      const found = await repository.find(actor, relationshipId);
      if (!found) throw notFound();
      return found;
    },

    /** The contacts the vendor gave this customer (not the ones the customer entered itself). */
    async listContacts(actor: Actor, relationshipId: string, query: ContactListQuery) {
      const customer = await customerOf(actor, relationshipId);
      // The customer's own entries are its record of the vendor, not the vendor's to read.
      return contacts.listContacts(
        customer,
        relationshipId,
        { page: query.page, pageSize: query.page_size },
        true,
      );
    },

    /** A contact in one of the customer's categories (another category: 404, as on the customer's route). */
    async addContact(actor: Actor, relationshipId: string, input: CreateContactRequest) {
      const customer = await customerOf(actor, relationshipId);
      return contacts.createContact(customer, {
        relationshipId,
        categoryId: input.category,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        fromVendor: true,
      });
    },

    /** The files the vendor gave the relationship, newest first. */
    async listDocuments(actor: Actor, relationshipId: string) {
      const customer = await customerOf(actor, relationshipId);
      const rows = await db.resource.findMany({
        where: {
          workspaceId: customer.workspaceId,
          linkedObjectId: relationshipId,
          kind: "COMPLIANCE_DOCUMENT",
        },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      });
      return rows.map(toResource);
    },

    /**
     * Announces a document: the customer's row, linked to the relationship, of one of the customer's
     * required types (another workspace's or a removed one: 404) or of none, and the form to post it with.
     */
    async addDocument(actor: Actor, relationshipId: string, input: CreateComplianceDocumentRequest) {
      const customer = await customerOf(actor, relationshipId);
      const typeId = input.document_type ?? undefined;
      if (typeId && !(await documentTypes.exists(customer, typeId))) throw notFound();
      return resources.createComplianceDocument(
        { workspaceId: customer.workspaceId, userId: actor.userId },
        input,
        relationshipId,
        typeId,
      );
    },

    /**
     * GET /entities/{id}/document-requirements: the types the workspace requires of every vendor, set on its
     * own entity only (per-vendor extras are not built).
     */
    async documentRequirements(actor: Actor, entityId: string) {
      await assertOwnEntity(db, actor, entityId);
      return documentTypes.list(actor);
    },

    /** POST /entities/{id}/document-requirements: the workspace's whole ordered list of required types. */
    async setDocumentRequirements(
      actor: Actor,
      entityId: string,
      types: SetDocumentRequirementsRequest["types"],
    ) {
      await assertOwnEntity(db, actor, entityId);
      return documentTypes.replace(actor, types);
    },

    /** Completes a document's upload; a document of another relationship: 404. */
    async completeDocument(actor: Actor, relationshipId: string, documentId: string) {
      const customer = await customerOf(actor, relationshipId);
      const found = await db.resource.count({
        where: {
          id: documentId,
          workspaceId: customer.workspaceId,
          linkedObjectId: relationshipId,
          kind: "COMPLIANCE_DOCUMENT",
        },
      });
      if (found === 0) throw notFound();
      return resources.completeUpload(customer, documentId);
    },

    async listAttestations(actor: Actor, relationshipId: string) {
      return attestations.list(await customerOf(actor, relationshipId), relationshipId);
    },

    /** The customer's read of its relationship's attestations (the vendor profile). */
    attestationsOf: (actor: Actor, relationshipId: string) => attestations.list(actor, relationshipId),

    /** The actor attests that what its company gave this customer is true and complete. */
    async attest(actor: Actor, relationshipId: string) {
      return attestations.create(await customerOf(actor, relationshipId), relationshipId, actor.userId);
    },
  };
}
