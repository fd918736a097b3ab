import { z } from "zod";

/** Member roles of decisions.md (gaps 7, 8); a member holds one or more. */
export const memberRoles = ["ADMIN", "COMPLIANCE_MANAGER", "PROCUREMENT_MANAGER", "VIEWER"] as const;
export const memberRoleSchema = z.enum(memberRoles);
export type MemberRole = z.infer<typeof memberRoleSchema>;
/** A member role as lists and invitations show it (GET /member-roles). */
export const memberRoleItemSchema = z.object({ id: z.uuid(), code: memberRoleSchema, name: z.string() });
export type MemberRoleItem = z.infer<typeof memberRoleItemSchema>;
export const memberRoleLabels: Record<MemberRole, string> = {
  ADMIN: "Admin",
  COMPLIANCE_MANAGER: "Compliance Manager",
  PROCUREMENT_MANAGER: "Procurement Manager",
  VIEWER: "Viewer",
};

/** Membership status; the Members screen tabs are Active, Invited, Deactivated (hidden ones are not listed). */
export const membershipStatuses = ["ACTIVE", "INVITED", "DEACTIVATED", "HIDDEN"] as const;
export const membershipStatusSchema = z.enum(membershipStatuses);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  ACTIVE: "Active",
  INVITED: "Invited",
  DEACTIVATED: "Deactivated",
  HIDDEN: "Hidden",
};
