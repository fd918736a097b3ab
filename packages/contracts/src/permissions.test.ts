import { describe, expect, it } from "vitest";
import { memberRoles } from "./membership-enums";
import { type Action, actions, can } from "./permissions";

/** decisions.md "Roles and permissions", restated here on its own so the table in permissions.ts is checked, not copied. */
const reads: Action[] = [
  "workspace.read",
  "members.read",
  "vendors.read",
  "products.read",
  "policies.read",
  "contracts.read",
  "compliance.read",
];
const expected: Record<(typeof memberRoles)[number], Action[]> = {
  ADMIN: [...actions],
  COMPLIANCE_MANAGER: [
    ...reads,
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
    ...reads,
    "vendors.write",
    "vendors.relationships",
    "contracts.write",
    "procurement.manage",
    "products.write",
    "notes.write",
    "files.write",
  ],
  VIEWER: [...reads, "notes.write"],
};

describe("the role table", () => {
  for (const role of memberRoles) {
    for (const action of actions) {
      const allowed = expected[role].includes(action);
      it(`${role} ${allowed ? "may" : "may not"} ${action}`, () => {
        expect(can({ roles: [role], isOwner: false }, action)).toBe(allowed);
      });
    }
  }

  it("only Admins manage members, billing, workspace settings and deletion", () => {
    for (const action of [
      "members.invite",
      "members.update",
      "billing.manage",
      "workspace.update",
      "data.delete",
    ] as const) {
      expect(memberRoles.filter((role) => can({ roles: [role], isOwner: false }, action))).toEqual(["ADMIN"]);
    }
  });

  it("a member with several roles may do what any of them may", () => {
    expect(can({ roles: ["VIEWER", "PROCUREMENT_MANAGER"], isOwner: false }, "contracts.write")).toBe(true);
    expect(can({ roles: ["VIEWER", "PROCUREMENT_MANAGER"], isOwner: false }, "policies.approve")).toBe(false);
    expect(can({ roles: [], isOwner: false }, "workspace.read")).toBe(false);
  });

  it("protects the owner's membership from every change, even by the owner or another Admin", () => {
    expect(can({ roles: ["ADMIN"], isOwner: true }, "members.update", { isOwnerMembership: true })).toBe(
      false,
    );
    expect(can({ roles: ["ADMIN"], isOwner: false }, "members.update", { isOwnerMembership: true })).toBe(
      false,
    );
    expect(can({ roles: ["ADMIN"], isOwner: false }, "members.update", { isOwnerMembership: false })).toBe(
      true,
    );
  });
});
