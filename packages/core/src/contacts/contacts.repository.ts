import type { Db } from "@tierline/db";
import { notFound } from "../errors";
import type { Page } from "../repository";

type Scope = { workspaceId: string };

export interface ContactCategory {
  id: string;
  name: string;
  createdAt: Date;
}

export interface Contact {
  id: string;
  relationshipId: string;
  category: ContactCategory;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
}

const categoryColumns = { id: true, name: true, createdAt: true } as const;
const contactColumns = {
  id: true,
  relationshipId: true,
  category: { select: categoryColumns },
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  createdAt: true,
} as const;
const byName = [{ name: "asc" }, { id: "asc" }] as const;

/** Every query of contact categories, contact requirements and contacts; each is addressed with its workspace. */
export function createContactsRepository(db: Db) {
  /** 404 unless every id names a category of the workspace. */
  async function assertCategories(client: Pick<Db, "contactCategory">, scope: Scope, ids: string[]) {
    const found = await client.contactCategory.count({
      where: { workspaceId: scope.workspaceId, id: { in: ids } },
    });
    if (found !== ids.length) throw notFound();
  }

  /** 404 unless `id` names an entity of the workspace (its own, or one it added). */
  async function assertEntity(client: Pick<Db, "entity">, scope: Scope, id: string) {
    if ((await client.entity.count({ where: { id, workspaceId: scope.workspaceId } })) === 0)
      throw notFound();
  }

  return {
    async listCategories(
      scope: Scope,
      page: { page: number; pageSize: number },
    ): Promise<Page<ContactCategory>> {
      const where = { workspaceId: scope.workspaceId };
      const [results, count] = await Promise.all([
        db.contactCategory.findMany({
          where,
          select: categoryColumns,
          orderBy: [...byName],
          skip: (page.page - 1) * page.pageSize,
          take: page.pageSize,
        }),
        db.contactCategory.count({ where }),
      ]);
      return { results, count };
    },

    /** The workspace's category whose name is `name` in any case, or null. */
    findCategoryByName: (scope: Scope, name: string) =>
      db.contactCategory.findFirst({
        where: { workspaceId: scope.workspaceId, name: { equals: name, mode: "insensitive" } },
        select: categoryColumns,
      }),

    /** A new category; a name the workspace has (any case) breaks the unique index: 409. */
    createCategory: (scope: Scope, name: string): Promise<ContactCategory> =>
      db.contactCategory.create({ data: { workspaceId: scope.workspaceId, name }, select: categoryColumns }),

    /** The categories an entity of the workspace requires, by name (404 when the entity is not the workspace's). */
    async requiredCategories(scope: Scope, entityId: string): Promise<ContactCategory[]> {
      await assertEntity(db, scope, entityId);
      return db.contactCategory.findMany({
        where: { workspaceId: scope.workspaceId, requirements: { some: { entityId } } },
        select: categoryColumns,
        orderBy: [...byName],
      });
    },

    /**
     * Makes `categoryIds` the entity's whole set of required categories, in one transaction: those no
     * longer listed are removed, new ones added, kept ones untouched. Any id not the workspace's: 404.
     */
    async setRequiredCategories(scope: Scope, entityId: string, categoryIds: string[]) {
      await db.$transaction(async (tx) => {
        await assertEntity(tx, scope, entityId);
        await assertCategories(tx, scope, categoryIds);
        await tx.contactRequirement.deleteMany({
          where: { workspaceId: scope.workspaceId, entityId, categoryId: { notIn: categoryIds } },
        });
        await tx.contactRequirement.createMany({
          data: categoryIds.map((categoryId) => ({ workspaceId: scope.workspaceId, entityId, categoryId })),
          skipDuplicates: true,
        });
      });
    },

    /**
     * The categories a relationship of the workspace is required to have a contact in (by the
     * workspace's own entity or the vendor's entity) and has none in, by name; 404 when not the workspace's.
     */
    async missingCategories(scope: Scope, relationshipId: string): Promise<ContactCategory[]> {
      const relationship = await db.vendorRelationship.findFirst({
        where: { id: relationshipId, workspaceId: scope.workspaceId },
        select: { vendorEntityId: true, workspace: { select: { entityId: true } } },
      });
      if (!relationship) throw notFound();
      return db.contactCategory.findMany({
        where: {
          workspaceId: scope.workspaceId,
          requirements: {
            some: { entityId: { in: [relationship.vendorEntityId, relationship.workspace.entityId] } },
          },
          contacts: { none: { relationshipId } },
        },
        select: categoryColumns,
        orderBy: [...byName],
      });
    },

    /** A page of a relationship's contacts, by category name, then last and first name. */
    async listContacts(
      scope: Scope,
      relationshipId: string,
      page: { page: number; pageSize: number },
      /** Only the contacts the vendor gave through its compliance section (the vendor's own read). */
      onlyFromVendor = false,
    ): Promise<Page<Contact>> {
      const where = {
        workspaceId: scope.workspaceId,
        relationshipId,
        ...(onlyFromVendor ? { fromVendor: true } : {}),
      };
      const [results, count] = await Promise.all([
        db.contact.findMany({
          where,
          select: contactColumns,
          orderBy: [{ category: { name: "asc" } }, { lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
          skip: (page.page - 1) * page.pageSize,
          take: page.pageSize,
        }),
        db.contact.count({ where }),
      ]);
      return { results, count };
    },

    /** A new contact on a relationship of the workspace, in a category of the workspace (else 404). */
    async createContact(
      scope: Scope,
      input: {
        relationshipId: string;
        categoryId: string;
        firstName: string;
        lastName: string;
        email: string;
        phone: string;
        /** Given by the vendor (its compliance section), not entered by the customer. */
        fromVendor?: boolean;
      },
    ): Promise<Contact> {
      const relationship = await db.vendorRelationship.count({
        where: { id: input.relationshipId, workspaceId: scope.workspaceId },
      });
      if (relationship === 0) throw notFound();
      await assertCategories(db, scope, [input.categoryId]);
      return db.contact.create({
        data: { ...input, workspaceId: scope.workspaceId },
        select: contactColumns,
      });
    },
  };
}
