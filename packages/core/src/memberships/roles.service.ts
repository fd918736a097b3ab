import { fieldMessages } from "@tierline/contracts";
import { AppError } from "../errors";
import type { MembershipsRepository } from "./memberships.repository";

/** The member role catalogue (reference data of the migration), and the check that chosen roles exist. */
export function createRolesService(repository: MembershipsRepository) {
  return {
    list: () => repository.roles(),

    /** Every id names a role; otherwise a field error on `field`. */
    async assertExist(roleIds: string[], field: string) {
      const found = await repository.roles(roleIds);
      if (found.length !== roleIds.length)
        throw new AppError("VALIDATION", { [field]: fieldMessages.rolesRequired });
    },
  };
}
export type RolesService = ReturnType<typeof createRolesService>;
