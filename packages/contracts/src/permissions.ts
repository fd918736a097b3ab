import type { MemberRole } from "./membership-enums";

/**
 * The whole role table of decisions.md ("Roles and permissions") in one place. The api enforces it
 * (every route names its action); the web reads it to offer only what a role may use.
 */
export const actions = [
  "workspace.read",
  "workspace.update",
  "members.read",
  "members.invite",
  "members.update",
  "billing.manage",
  "vendors.read",
  "vendors.write",
  "vendors.relationships",
  "screening.decide",
  "risks.manage",
  "warnings.manage",
  "products.read",
  "products.write",
  "policies.read",
  "policies.write",
  "policies.approve",
  "contracts.read",
  "contracts.write",
  "procurement.manage",
  "notes.write",
  /**
   * The vendor's side of its customers' requests (the compliance section): reading them is every
   * role's; answering them (contacts, documents, attestations) is the workspace's compliance team's.
   */
  "compliance.read",
  "compliance.respond",
  /** Upload, rename, link and delete files (resources): every role that writes anything but notes. */
  "files.write",
  "data.delete",
] as const;
export type Action = (typeof actions)[number];

const readEverything = actions.filter((a) => a.endsWith(".read"));

export const roleGrants: Record<MemberRole, readonly Action[]> = {
  ADMIN: actions,
  COMPLIANCE_MANAGER: [
    ...readEverything,
    "vendors.write",
    "screening.decide",
    "risks.manage",
    "warnings.manage",
    "products.write",
    "policies.write",
    "policies.approve",
    "notes.write",
    "files.write",
    "compliance.respond",
  ],
  PROCUREMENT_MANAGER: [
    ...readEverything,
    "vendors.write",
    "vendors.relationships",
    "contracts.write",
    "procurement.manage",
    "products.write",
    "notes.write",
    "files.write",
  ],
  VIEWER: [...readEverything, "notes.write"],
};

/**
 * What each role may do, in one line (decisions.md "Roles and permissions"): shown beside the role in
 * the role picker and on the invitation page, served by GET /member-roles.
 */
export const memberRoleDescriptions: Record<MemberRole, string> = {
  ADMIN: "Everything, including members, billing, workspace settings and deleting data",
  COMPLIANCE_MANAGER:
    "Vendors, screening, risks, warnings, products, policies (approval too), compliance answers; reads contracts",
  PROCUREMENT_MANAGER:
    "Vendors and their relationships (invite, approve, terminate), contracts, procurement and products",
  VIEWER: "Reads everything in the workspace and writes notes",
};

/** Who asks: the roles of their membership in the workspace, and whether they own it. */
export interface PermissionHolder {
  roles: readonly MemberRole[];
  isOwner: boolean;
}

/** What the action touches, where that changes the answer. */
export interface PermissionSubject {
  /** The workspace owner's own membership: nobody may deactivate, hide or demote it. */
  isOwnerMembership?: boolean;
}

/** May `holder` do `action` (to `subject`)? The one permission check of the product. */
export function can(holder: PermissionHolder, action: Action, subject: PermissionSubject = {}): boolean {
  if (action === "members.update" && subject.isOwnerMembership) return false;
  return holder.roles.some((role) => roleGrants[role].includes(action));
}
