import type { ComplianceStatus, RelationshipStatus } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import type { Page } from "../repository";
import { type ComplianceAttestation, createAttestationsRepository } from "./attestations.repository";
import { createDocumentTypesRepository, type DocumentType } from "./document-types.repository";
import { type LinkedScope, linkedTo } from "./linked-relationships";

export interface RequiredContact {
  category: { id: string; name: string };
  provided: boolean;
}

export interface RequiredDocument {
  type: DocumentType;
  provided: boolean;
}

/** One customer's request as its vendor sees it. */
export interface Compliance {
  id: string;
  customerName: string;
  relationshipStatus: RelationshipStatus;
  /** Who proposed the relationship: the customer, or the vendor with the customer's supplier code. */
  proposer: "PRINCIPAL_ENTITY" | "VENDOR";
  /** ACTION_REQUIRED while anything required is missing. */
  complianceStatus: ComplianceStatus;
  requiredContacts: RequiredContact[];
  /** The customer's required document types, each provided by an uploaded document of that type. */
  requiredDocuments: RequiredDocument[];
  /** The truthful-information attestation (always required): the newest given, or null. */
  attestation: ComplianceAttestation | null;
  /** Documents the vendor stored for this customer (uploaded and checked). */
  documents: number;
}

const columns = {
  id: true,
  status: true,
  proposer: true,
  workspaceId: true,
  vendorEntityId: true,
  workspace: { select: { name: true, entityId: true } },
} as const;
const byCustomerName = [{ workspace: { name: "asc" } }, { id: "asc" }] as const;

type Row = {
  id: string;
  status: RelationshipStatus;
  proposer: "PRINCIPAL_ENTITY" | "VENDOR";
  workspaceId: string;
  vendorEntityId: string;
  workspace: { name: string; entityId: string };
};

/** The reads of the compliance section; every one is scoped by the link to the acting workspace's entity. */
export function createComplianceRepository(db: Db) {
  const attestations = createAttestationsRepository(db);
  const documentTypes = createDocumentTypesRepository(db);

  /**
   * What each relationship's customer requires (categories required on the customer's own entity or on
   * its record of the vendor) and whether a contact is given in each, the document types it requires and
   * whether each is uploaded: a fixed number of queries for a whole page.
   */
  async function withRequirements(rows: Row[]): Promise<Compliance[]> {
    const entityIds = rows.flatMap((r) => [r.vendorEntityId, r.workspace.entityId]);
    const ids = rows.map((r) => r.id);
    const [requirements, contacts, attested, documents, types, typed] = await Promise.all([
      db.contactRequirement.findMany({
        where: { entityId: { in: entityIds } },
        select: { workspaceId: true, entityId: true, category: { select: { id: true, name: true } } },
        orderBy: [{ category: { name: "asc" } }, { categoryId: "asc" }],
      }),
      db.contact.findMany({
        where: { relationshipId: { in: ids } },
        select: { relationshipId: true, categoryId: true },
        distinct: ["relationshipId", "categoryId"],
      }),
      attestations.newestOf(ids),
      db.resource.groupBy({
        by: ["linkedObjectId"],
        where: { linkedObjectId: { in: ids }, kind: "COMPLIANCE_DOCUMENT", status: "UPLOADED" },
        _count: { _all: true },
      }),
      documentTypes.ofWorkspaces([...new Set(rows.map((r) => r.workspaceId))]),
      db.resource.findMany({
        where: {
          linkedObjectId: { in: ids },
          kind: "COMPLIANCE_DOCUMENT",
          status: "UPLOADED",
          documentTypeId: { not: null },
        },
        select: { linkedObjectId: true, documentTypeId: true },
        distinct: ["linkedObjectId", "documentTypeId"],
      }),
    ]);
    const uploaded = new Set(typed.map((d) => `${d.linkedObjectId}:${d.documentTypeId}`));
    const documentCount = new Map(documents.map((d) => [d.linkedObjectId, d._count._all]));
    const given = new Set(contacts.map((c) => `${c.relationshipId}:${c.categoryId}`));
    return rows.map((row) => {
      const required = new Map<string, RequiredContact["category"]>();
      for (const r of requirements) {
        const ofThis = r.entityId === row.vendorEntityId || r.entityId === row.workspace.entityId;
        if (ofThis && r.workspaceId === row.workspaceId) required.set(r.category.id, r.category);
      }
      const requiredContacts = [...required.values()].map((category) => ({
        category,
        provided: given.has(`${row.id}:${category.id}`),
      }));
      const requiredDocuments = (types.get(row.workspaceId) ?? []).map((type) => ({
        type,
        provided: uploaded.has(`${row.id}:${type.id}`),
      }));
      const attestation = attested.get(row.id) ?? null;
      const complete =
        attestation !== null &&
        requiredContacts.every((c) => c.provided) &&
        requiredDocuments.every((d) => d.provided);
      return {
        id: row.id,
        customerName: row.workspace.name,
        relationshipStatus: row.status,
        proposer: row.proposer,
        complianceStatus: complete ? "COMPLETE" : "ACTION_REQUIRED",
        requiredContacts,
        requiredDocuments,
        attestation,
        documents: documentCount.get(row.id) ?? 0,
      };
    });
  }

  return {
    /** A page of the relationships linked to the scope's entity, by customer name. */
    async list(scope: LinkedScope, page: { page: number; pageSize: number }): Promise<Page<Compliance>> {
      // By the linked entity's id itself, so the read is the index on `linked_entity_id`.
      const own = await db.workspace.findUniqueOrThrow({
        where: { id: scope.workspaceId },
        select: { entityId: true },
      });
      const where = { linkedEntityId: own.entityId };
      const [rows, count] = await Promise.all([
        db.vendorRelationship.findMany({
          where,
          select: columns,
          orderBy: [...byCustomerName],
          skip: (page.page - 1) * page.pageSize,
          take: page.pageSize,
        }),
        db.vendorRelationship.count({ where }),
      ]);
      return { results: await withRequirements(rows), count };
    },

    /** One relationship linked to the scope's entity, or null. */
    async find(scope: LinkedScope, id: string): Promise<Compliance | null> {
      const row = await db.vendorRelationship.findFirst({
        where: { id, ...linkedTo(scope) },
        select: columns,
      });
      return row ? ((await withRequirements([row]))[0] ?? null) : null;
    },
  };
}
