import { isUuid } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";
import { linkedTo } from "../compliance/linked-relationships";

/** Who addresses an object: the user (and their address), and the workspace they act in, if any. */
export interface Addresser {
  userId: string;
  email?: string;
  workspaceId?: string;
}

type Model = Uncapitalize<Prisma.ModelName>;

/**
 * Whose rows a model's kind are: the workspace's (default), the user's, the user's in the workspace,
 * those of an entity of the workspace (rows that hang off an entity, such as its role assignments), or
 * a customer's vendor relationships linked to the workspace's own entity (what its vendor users reach),
 * or rows of those relationships (`linkedObjectId` one of them, in its customer's workspace), or rows of
 * the workspaces of the companies linked to the workspace's vendor relationships (the customer's side).
 */
type Owner =
  | "workspace"
  | "user"
  | "userInWorkspace"
  | "email"
  | "entity"
  | "linkedEntity"
  | "linkedRelationship"
  | "linkedVendor";

/**
 * How an object of one kind is found to be the addresser's:
 * - a model name: the default rule, a row of that model with this `{id, workspaceId}`;
 * - `{ model, owner?, where? }`: another owner column set, or extra conditions (hidden members are gone);
 * - a function, for kinds that are not rows of a workspace (the workspace itself, the user).
 */
type OwnershipRule =
  | Model
  | { model: Model; owner?: Owner; where?: Record<string, unknown> }
  | ((who: Addresser, id: string) => boolean);

/**
 * THE ownership table: every kind of object a route's path can name, with its rule. The api's access
 * layer applies it to every path parameter before the request body is read, so a foreign id answers
 * 404 the same way everywhere. A new kind is one line here, usually just its model name.
 */
export const ownership = {
  workspace: (who, id) => id === who.workspaceId,
  user: (who, id) => id === who.userId,
  membership: { model: "membership", where: { status: { not: "HIDDEN" } } },
  openInvite: { model: "membershipInvite", where: { kind: "LINK", usedAt: null } },
  /** A pending e-mail invitation addressed to the signed-in user, to any workspace. */
  invitation: { model: "membership", owner: "email", where: { status: "INVITED" } },
  notificationSetting: { model: "notificationSetting", owner: "userInWorkspace" },
  notificationCategoryPreference: { model: "notificationCategoryPreference", owner: "userInWorkspace" },
  notificationPreference: { model: "notificationPreference", owner: "userInWorkspace" },
  generalNotificationPreference: { model: "generalNotificationPreference", owner: "user" },
  /** An in-app notification: the member's own, in the workspace they act in. */
  notification: { model: "notification", owner: "userInWorkspace" },
  /** The workspace's own company and the entities it added (vendors). */
  entity: "entity",
  entityLocation: "entityLocation",
  resource: "resource",
  supplyChainRoleAssignment: { model: "entitySupplyChainRole", owner: "entity" },
  /** An uploaded vendor list (a resource of that kind): another kind of file is no vendor list, 404. */
  vendorList: { model: "resource", where: { kind: "VENDOR_UPLOAD" } },
  vendorImport: "vendorImport",
  /** An uploaded product catalogue (a resource of that kind): another kind of file is none, 404. */
  productCatalogue: { model: "resource", where: { kind: "PRODUCT_CATALOGUE" } },
  productImport: "productImport",
  /**
   * The object a note is left on (GET/POST /notes/{objectId}): today a vendor relationship. When
   * products and contracts get notes this rule takes their models too (core's notes/note-objects.ts).
   */
  noteObject: "vendorRelationship",
  note: "note",
  tag: "tag",
  tagItem: "tagItem",
  /** A vendor of the workspace as the workspace sees it (the vendor profile's id, `/entity-relationships/{id}`). */
  vendorRelationship: "vendorRelationship",
  risk: "risk",
  warningNotification: "warningNotification",
  /** A decision of the possible-matches review (approve or reject it). */
  screeningReview: "screeningReview",
  /** The catalogue (issue 13): a product, a supply stream, a product's place in one, materials. */
  product: "product",
  supplyStream: "supplyStream",
  /** A product in a supply stream (`product_supply_stream_ids`). */
  productSupplyStream: "productSupplyStream",
  material: "material",
  resourceUsageType: "resourceUsageType",
  /** A material in a product, at a stage, used in a way. */
  productMaterial: "productMaterial",
  /** A customer's invitation of a vendor's compliance contact (resend, revoke). */
  vendorInvitation: "vendorInvitation",
  /**
   * A customer's vendor relationship as its vendor sees it (`/compliances/{relationship_id}`): one whose
   * linked entity is the acting workspace's own entity. Never the customer's own rows: those are
   * `vendorRelationship`, which a vendor user cannot address.
   */
  compliance: { model: "vendorRelationship", owner: "linkedEntity" },
  /** A file the vendor gave such a relationship (`/compliances/{relationship_id}/documents/{document_id}`). */
  complianceDocument: {
    model: "resource",
    owner: "linkedRelationship",
    where: { kind: "COMPLIANCE_DOCUMENT" },
  },
  /**
   * A file of a vendor linked to one of the workspace's relationships, as evidence of its UFLPA answers
   * (`/entity-relationships/{id}/uflpa-questionnaire/evidence/{resource_id}`). Only a first gate: core
   * opens it only when that relationship's newest submission names it.
   */
  uflpaEvidence: { model: "resource", owner: "linkedVendor", where: { kind: "GENERAL", status: "UPLOADED" } },
} satisfies Record<string, OwnershipRule>;

export type ObjectKind = keyof typeof ownership;
export const objectKinds = Object.keys(ownership) as ObjectKind[];

/** A kind with no rule in the table is a programming error: the api refuses to start on such a route. */
export function assertObjectKind(kind: string): asserts kind is ObjectKind {
  if (!Object.hasOwn(ownership, kind))
    throw new Error(`object kind "${kind}" has no ownership rule: add it to core/src/access/ownership.ts`);
}

/**
 * Whether objects of `kind` belong to a workspace (so the workspace a request acts in decides), rather
 * than being the workspace itself, the user, or the user's across workspaces.
 */
export function isWorkspaceScoped(kind: ObjectKind): boolean {
  const rule: OwnershipRule = ownership[kind];
  if (typeof rule === "function") return false;
  const owner = typeof rule === "string" ? "workspace" : (rule.owner ?? "workspace");
  return owner !== "user" && owner !== "email";
}

type Columns = Record<string, unknown> | null;

/** The owner columns of each owner for `who`, or null when `who` lacks them (no workspace on a personal route). */
const ownerColumns: Record<Owner, (who: Addresser, db: Db) => Columns | Promise<Columns>> = {
  workspace: (who) => (who.workspaceId ? { workspaceId: who.workspaceId } : null),
  user: (who) => ({ userId: who.userId }),
  userInWorkspace: (who) => (who.workspaceId ? { userId: who.userId, workspaceId: who.workspaceId } : null),
  email: (who) => (who.email ? { email: who.email } : null),
  entity: (who) => (who.workspaceId ? { entity: { workspaceId: who.workspaceId } } : null),
  linkedEntity: (who) => (who.workspaceId ? linkedTo({ workspaceId: who.workspaceId }) : null),
  linkedRelationship: async (who, db) => {
    if (!who.workspaceId) return null;
    const linked = await db.vendorRelationship.findMany({
      where: linkedTo({ workspaceId: who.workspaceId }),
      select: { id: true, workspaceId: true },
    });
    if (linked.length === 0) return null;
    return { OR: linked.map((r) => ({ workspaceId: r.workspaceId, linkedObjectId: r.id })) };
  },
  linkedVendor: (who) =>
    who.workspaceId
      ? { workspace: { entity: { linkedBy: { some: { workspaceId: who.workspaceId } } } } }
      : null,
};

/** What every Prisma model delegate can do; the table names models by string. */
interface Countable {
  count(args: { where: Record<string, unknown> }): PromiseLike<number>;
}

/** Whether `id` names an object of `kind` that `who` may address. Anything else answers 404. */
export async function ownsObject(db: Db, who: Addresser, kind: string, id: string): Promise<boolean> {
  assertObjectKind(kind);
  if (!isUuid(id)) return false;
  const rule: OwnershipRule = ownership[kind];
  if (typeof rule === "function") return rule(who, id);
  const { model, owner = "workspace", where = {} } = typeof rule === "string" ? { model: rule } : rule;
  const scope = await ownerColumns[owner](who, db);
  if (!scope) return false;
  const delegate = db[model] as unknown as Countable;
  return (await delegate.count({ where: { ...where, ...scope, id } })) > 0;
}
