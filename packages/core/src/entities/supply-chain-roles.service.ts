import { fieldMessages, type RoleAssignmentUpdate, type RoleItemsRequest } from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError, notFound } from "../errors";
import type { BodyEntity } from "./body-entity";
import { type RoleAssignment, toRoleAssignment } from "./entities.service";

export interface SupplyChainRole {
  id: string;
  role: string;
  description: string;
}

export interface RoleDiff {
  /** The entity's roles now. */
  results: RoleAssignment[];
  added: RoleAssignment[];
  removed: RoleAssignment[];
}

const withRole = { role: true } as const;
const inOrder = [{ role: { position: "asc" as const } }];

/**
 * Supply chain roles (reference data) and the roles an entity claims. Setting an entity's roles is the
 * role-assignment diff of spec section 6: an assignment whose role remains keeps its id, new roles are
 * added, and the removed assignments are listed in the answer.
 */
export function createSupplyChainRolesService({ db }: CoreDeps, bodyEntity: BodyEntity) {
  /** Refuses role ids that are not roles, each on its own item's field. */
  async function assertRoles(roleIds: string[], field: (index: number) => string) {
    const known = new Set(
      (await db.supplyChainRole.findMany({ where: { id: { in: roleIds } }, select: { id: true } })).map(
        (r) => r.id,
      ),
    );
    const fields: Record<string, string> = {};
    roleIds.forEach((id, i) => {
      if (!known.has(id)) fields[field(i)] = fieldMessages.supplyChainRoleInvalid;
    });
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION", fields);
  }

  /** An assignment of one of the workspace's entities (the access layer has checked the path id). */
  async function assignment(actor: Actor, id: string) {
    const found = await db.entitySupplyChainRole.findFirst({
      where: { id, entity: { workspaceId: actor.workspaceId } },
      include: withRole,
    });
    if (!found) throw notFound();
    return found;
  }

  return {
    list: async (): Promise<SupplyChainRole[]> =>
      db.supplyChainRole.findMany({
        select: { id: true, role: true, description: true },
        orderBy: { position: "asc" },
      }),

    /** Replaces the entity's roles with `input.roles` (each once) by the spec's diff. */
    async set(actor: Actor, input: RoleItemsRequest): Promise<RoleDiff> {
      const entityId = await bodyEntity(actor, input.entity);
      const wanted = input.roles.map((item) => item.role);
      await assertRoles(wanted, (i) => `roles.${i}.role`);
      const wantedSet = new Set(wanted);
      const { removed, added } = await db.$transaction(async (tx) => {
        const current = await tx.entitySupplyChainRole.findMany({ where: { entityId } });
        const have = new Set(current.map((a) => a.roleId));
        const gone = current.filter((a) => !wantedSet.has(a.roleId));
        await tx.entitySupplyChainRole.deleteMany({ where: { id: { in: gone.map((a) => a.id) } } });
        const newRoles = [...wantedSet].filter((roleId) => !have.has(roleId));
        // Two devices saving the same list at once both add a role: the second finds it there.
        await tx.entitySupplyChainRole.createMany({
          data: newRoles.map((roleId) => ({ entityId, roleId })),
          skipDuplicates: true,
        });
        return { removed: gone, added: new Set(newRoles) };
      });
      // Read after the transaction (see the entities repository's `create`).
      const names = new Map((await db.supplyChainRole.findMany()).map((r) => [r.id, r]));
      const now = await db.entitySupplyChainRole.findMany({
        where: { entityId },
        include: withRole,
        orderBy: inOrder,
      });
      return {
        results: now.map(toRoleAssignment),
        added: now.filter((a) => added.has(a.roleId)).map(toRoleAssignment),
        removed: removed.map((a) => toRoleAssignment({ ...a, role: names.get(a.roleId)! })),
      };
    },

    /** Another role for an assignment (not one the entity already has), or its review flag. */
    async update(actor: Actor, id: string, input: RoleAssignmentUpdate): Promise<RoleAssignment> {
      const current = await assignment(actor, id);
      if (input.role !== undefined && input.role !== current.roleId) {
        await assertRoles([input.role], () => "role");
        const taken = await db.entitySupplyChainRole.count({
          where: { entityId: current.entityId, roleId: input.role },
        });
        if (taken > 0) throw new AppError("VALIDATION", { role: fieldMessages.rolesDuplicate });
      }
      const updated = await db.entitySupplyChainRole.update({
        where: { id: current.id },
        data: { roleId: input.role, flag: input.flag },
        include: withRole,
      });
      return toRoleAssignment(updated);
    },

    async remove(actor: Actor, id: string): Promise<RoleAssignment> {
      const current = await assignment(actor, id);
      await db.entitySupplyChainRole.delete({ where: { id: current.id } });
      return toRoleAssignment(current);
    },
  };
}
export type SupplyChainRolesService = ReturnType<typeof createSupplyChainRolesService>;
