import {
  type AuthResponse,
  type AuthUser,
  type MemberRole,
  type MemberRoleDetail,
  type Membership,
  memberRoleDescriptions,
  memberRoleLabels,
  type NotificationSettings,
  ONBOARDING_COMPLETED,
  type OnboardingState,
  type UserWorkspace,
  type Workspace,
} from "@tierline/contracts";
import { authStore } from "../lib/auth-store";
import { json, type RouteHandler } from "./fake-api";
import { testSession, testUser } from "./fixtures";

/** The four member roles as GET /member-roles answers them. */
export const roleItems: MemberRoleDetail[] = (
  [
    ["11111111-1111-4111-8111-111111111111", "ADMIN"],
    ["22222222-2222-4222-8222-222222222222", "COMPLIANCE_MANAGER"],
    ["33333333-3333-4333-8333-333333333333", "PROCUREMENT_MANAGER"],
    ["44444444-4444-4444-8444-444444444444", "VIEWER"],
  ] as const
).map(([id, code]) => ({
  id,
  code,
  name: memberRoleLabels[code],
  description: memberRoleDescriptions[code],
}));
export const roleItem = (code: MemberRole) =>
  roleItems.find((role) => role.code === code) as MemberRoleDetail;

export const workspaceId = testUser.primary_entity?.workspace.id as string;

let counter = 0;
/** A membership; ids are valid UUIDs, unique per call. */
export function membership(overrides: Partial<Membership> & Pick<Membership, "email">): Membership {
  counter += 1;
  const suffix = String(counter).padStart(12, "0");
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${suffix}`,
    first_name: "",
    last_name: "",
    user_id: `bbbbbbbb-bbbb-4bbb-8bbb-${suffix}`,
    status: "ACTIVE",
    roles: [roleItem("VIEWER")],
    is_owner: false,
    created: "2024-03-01T10:00:00.000Z",
    invite_expires: null,
    ...overrides,
  };
}

/** The owner (Ada, the test user) and two more active members. */
export const ownerMembership = membership({
  id: testUser.membership?.id,
  email: testUser.email,
  first_name: "Ada",
  last_name: "Lovelace",
  user_id: testUser.id,
  roles: [roleItem("ADMIN")],
  is_owner: true,
});
export const bobMembership = membership({
  email: "bob@acme.test",
  first_name: "Bob",
  last_name: "Builder",
  roles: [roleItem("PROCUREMENT_MANAGER")],
});
export const carolMembership = membership({
  email: "carol@acme.test",
  first_name: "Carol",
  last_name: "Checker",
  roles: [roleItem("ADMIN")],
});
export const daveDeactivated = membership({
  email: "dave@acme.test",
  first_name: "Dave",
  status: "DEACTIVATED",
});

/** The signed-in user with other roles in the same workspace. */
export function userWithRoles(
  roles: MemberRole[],
  options: { isOwner?: boolean; membershipId?: string } = {},
): AuthUser {
  const membershipId = options.membershipId ?? carolMembership.id;
  const isOwner = options.isOwner ?? false;
  return {
    ...testUser,
    id: "cccccccc-cccc-4ccc-8ccc-cccccccccccc",
    email: "carol@acme.test",
    first_name: "Carol",
    last_name: "Checker",
    membership: { id: membershipId, roles, is_owner: isOwner },
    workspaces: testUser.workspaces.map((w) => ({
      ...w,
      membership_id: membershipId,
      roles,
      is_owner: isOwner,
    })),
  };
}

export const sessionFor = (user: AuthUser): AuthResponse => ({ ...testSession, user });

export const workspace: Workspace = {
  id: workspaceId,
  name: "Acme Workspace",
  owner_id: testUser.id,
  entity: { id: testUser.primary_entity?.id as string, brand_name: "Acme Goods", status: "VALIDATED" },
  created: "2024-01-15T09:00:00.000Z",
};

export const notificationSettings: NotificationSettings = {
  id: "dddddddd-dddd-4ddd-8ddd-000000000001",
  delivery_time: "09:00:00",
  review_frequency: "quarterly",
  categories: [
    {
      id: "dddddddd-dddd-4ddd-8ddd-000000000010",
      category: "vendors",
      enabled: true,
      notifications: [
        {
          id: "dddddddd-dddd-4ddd-8ddd-000000000011",
          notification: "vendor_invitation_accepted",
          email: true,
          in_app: true,
        },
        {
          id: "dddddddd-dddd-4ddd-8ddd-000000000012",
          notification: "vendor_status_changed",
          email: false,
          in_app: true,
        },
      ],
    },
    {
      id: "dddddddd-dddd-4ddd-8ddd-000000000020",
      category: "policies",
      enabled: false,
      notifications: [
        {
          id: "dddddddd-dddd-4ddd-8ddd-000000000021",
          notification: "policy_expiring",
          email: true,
          in_app: false,
        },
      ],
    },
  ],
};

export function page<T>(results: T[]) {
  return { results, count: results.length, next: null, previous: null };
}

/** Routes every signed-in screen may call (settings of the shell, roles), answered with fixtures. */
export const baseRoutes: Record<string, RouteHandler> = {
  // The server answers whoever is signed in.
  "GET /users/me": () => json(authStore.getState().auth.user ?? testUser),
  "GET /member-roles": () => json(roleItems),
  "GET /workspaces/:id/user-settings": () =>
    json({ welcome_dismissed: true, vendor_table_columns: [], default_page_size: 10 }),
  // Set up: the vendor screens open, on an empty register.
  "GET /workspaces/:id/onboarding": () => json(onboardingState()),
  "GET /workspaces/:id/vendors": () => json({ results: [], count: 0, next: null, previous: null }),
  // The navigation's "Compliance": no customer's request linked to the company.
  "GET /compliances": () => json({ results: [], count: 0, next: null, previous: null }),
  // The header's bell: nothing unread.
  "GET /notifications/unread-count": () => json({ count: 0 }),
};

/** GET /workspaces/{id}/onboarding of a set-up workspace (completed, both facts true), with `overrides`. */
export function onboardingState(overrides: Partial<OnboardingState> = {}): OnboardingState {
  return {
    company_info_step: ONBOARDING_COMPLETED,
    plan: "FREE",
    billing_interval: null,
    vendor_list_resource: null,
    entity: testUser.primary_entity?.id as string,
    entity_details_completed: true,
    vendor_workflow_confirmed: true,
    invited_vendor: false,
    ...overrides,
  };
}

/** A second workspace of the test user, where Ada is only a Viewer (a consultant in two companies). */
export const globexWorkspace: UserWorkspace = {
  id: "f0f0f0f0-f0f0-4f0f-8f0f-f0f0f0f0f0f0",
  name: "Globex Trading",
  brand_name: "Globex",
  membership_id: "f1f1f1f1-f1f1-4f1f-8f1f-f1f1f1f1f1f1",
  roles: ["VIEWER"],
  is_owner: false,
};

/** Ada in Acme (her default, as owner) and in Globex (as a Viewer). */
export const userOfTwoWorkspaces: AuthUser = {
  ...testUser,
  workspaces: [...testUser.workspaces, globexWorkspace],
};
