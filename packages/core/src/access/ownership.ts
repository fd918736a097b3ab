import { isUuid } from "@tierline/contracts";
import type { Db, Prisma } from "@tierline/db";

/** Who addresses an object: the user (and their address), and the workspace they act in, if any. */
export interface Addresser {
  userId: string;
  email?: string;
  workspaceId?: string;
}

type Model = Uncapitalize<Prisma.ModelName>;

/**
 * Whose rows a model's kind are: the workspace's (default), the user's, the user's in the workspace, or
 * those of an entity of the workspace (rows that hang off an entity, such as its role assignments).
 */
type Owner = "workspace" | "user" | "userInWorkspace" | "email" | "entity";

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
  /** A customer's invitation of a vendor's compliance contact (resend, revoke). */
  vendorInvitation: "vendorInvitation",
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
  return owner === "workspace" || owner === "userInWorkspace" || owner === "entity";
}

/** The owner columns of each owner for `who`, or null when `who` lacks them (no workspace on a personal route). */
const ownerColumns: Record<Owner, (who: Addresser) => Record<string, unknown> | null> = {
  workspace: (who) => (who.workspaceId ? { workspaceId: who.workspaceId } : null),
  user: (who) => ({ userId: who.userId }),
  userInWorkspace: (who) => (who.workspaceId ? { userId: who.userId, workspaceId: who.workspaceId } : null),
  email: (who) => (who.email ? { email: who.email } : null),
  entity: (who) => (who.workspaceId ? { entity: { workspaceId: who.workspaceId } } : null),
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
  const scope = ownerColumns[owner](who);
  if (!scope) return false;
  const delegate = db[model] as unknown as Countable;
  return (await delegate.count({ where: { ...where, ...scope, id } })) > 0;
}
