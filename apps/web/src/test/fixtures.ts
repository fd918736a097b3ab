import type { AuthResponse, AuthUser } from "@tierline/contracts";

export const testUser: AuthUser = {
  id: "0b7e7c2e-6f0a-4d8e-9a43-2f3c1d5b6a70",
  email: "ada@acme.test",
  first_name: "Ada",
  last_name: "Lovelace",
  password_authenticated: false,
  primary_entity: {
    id: "5f1d3a2b-8c4e-4b6f-9d7a-1e2c3b4a5d6e",
    brand_name: "Acme Goods",
    workspace: { id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", name: "Acme Workspace" },
  },
  membership: { id: "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a", roles: ["ADMIN"], is_owner: true },
  workspaces: [
    {
      id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
      name: "Acme Workspace",
      brand_name: "Acme Goods",
      membership_id: "3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a",
      roles: ["ADMIN"],
      is_owner: true,
    },
  ],
  invitations: [],
};

export const testSession: AuthResponse = { access: "access-1", refresh: "refresh-1", user: testUser };
