import { describe, expect, it } from "vitest";
import { memberRoles } from "./membership-enums";
import {
  memberSignUpRequestSchema,
  newMemberAccountSchema,
  openLinkSignUpRequestSchema,
} from "./memberships";
import { memberRoleDescriptions } from "./permissions";

describe("memberSignUpRequestSchema", () => {
  it("takes an open link's code with the address alone", () => {
    expect(memberSignUpRequestSchema.safeParse({ code: "c", email: "a@b.test" }).success).toBe(true);
    expect(openLinkSignUpRequestSchema.parse({ code: "c", email: "a@b.test", password: "x" })).toEqual({
      code: "c",
      email: "a@b.test",
    });
  });

  it("still judges names and password when they are given", () => {
    const bad = memberSignUpRequestSchema.safeParse({
      code: "c",
      email: "a@b.test",
      first_name: " ",
      password: "short",
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["first_name", "First name is required"],
      ["password", "Must have at least 8 characters"],
    ]);
  });

  it("asks the e-mail invitation's page for the whole account", () => {
    const missing = newMemberAccountSchema.safeParse({});
    expect(missing.error?.issues.map((i) => i.path[0])).toEqual(["first_name", "last_name", "password"]);
  });
});

describe("memberRoleDescriptions", () => {
  it("says in one short line what each role may do", () => {
    for (const role of memberRoles) {
      expect(memberRoleDescriptions[role]).toMatch(/^[A-Z][^\n]{10,110}$/);
    }
  });
});
