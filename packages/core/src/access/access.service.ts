import { apiMessages } from "@tierline/contracts";
import type { Db } from "@tierline/db";
import { AppError } from "../errors";

/**
 * A member deactivated (or hidden) everywhere may no longer sign in or refresh. A user with no
 * membership at all (a vendor's user, someone mid-sign-up) or a pending invitation still may.
 */
export async function assertMayUseAccount(db: Db, userId: string): Promise<void> {
  const statuses = await db.membership.findMany({ where: { userId }, select: { status: true } });
  if (statuses.length > 0 && statuses.every((m) => m.status === "DEACTIVATED" || m.status === "HIDDEN")) {
    throw new AppError("ACCOUNT_DEACTIVATED", apiMessages.accountDeactivated);
  }
}
