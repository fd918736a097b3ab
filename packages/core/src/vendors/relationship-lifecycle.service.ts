import {
  type RelationshipAction,
  type RelationshipChange,
  type RelationshipRolesChange,
  type RelationshipStatus,
  relationshipMessages,
} from "@tierline/contracts";
import type { Actor } from "../actor";
import type { CoreDeps } from "../deps";
import { AppError } from "../errors";
import {
  createRelationshipEventsRepository,
  type NewRelationshipEvent,
} from "./relationship-events.repository";
import { allows, dayOf, type MovePlan, planMove, type ScheduledKind } from "./relationship-lifecycle";
import { createRelationshipRolesRepository, type RoleAssignment } from "./relationship-roles.repository";
import { cancelDue, scheduleDue } from "./relationship-schedule.jobs";

/** The 409 of a move its status does not allow, naming the status. */
const refused = (action: RelationshipAction, status: RelationshipStatus, whole = false) =>
  new AppError(
    "CONFLICT",
    whole
      ? relationshipMessages.relationshipNotAllowed(action, status)
      : relationshipMessages.notAllowed(action, status),
  );

interface Planned {
  role: RoleAssignment;
  plan: MovePlan;
}

/**
 * The moves members make on a vendor relationship's role assignments (decisions.md gap 5): approve,
 * change the start date, reject, re-open, terminate with or without cause, and adding roles. Each
 * runs in one transaction holding the relationship's lock: a guarded write per role, its audit row,
 * and the relationship's most advanced status. The delayed jobs of dated moves are (re)scheduled or
 * cancelled after the commit; the daily sweep covers a schedule lost between the two.
 */
export function createRelationshipLifecycleService(deps: CoreDeps) {
  const { db, now } = deps;
  const roles = createRelationshipRolesRepository(db);
  const events = createRelationshipEventsRepository(db);

  /** After the commit: the delayed jobs the plans asked for. */
  async function reschedule(planned: Planned[]) {
    for (const { role, plan } of planned) {
      for (const kind of plan.cancel) await cancelDue(deps.jobs, role.id, kind);
      for (const { kind, day } of plan.schedule) await scheduleDue(deps, role.id, kind as ScheduledKind, day);
    }
  }

  /**
   * Applies `change` to the relationship's roles that `pick` chooses from its locked state (all or
   * none: the first role whose status refuses answers 409 naming it).
   */
  async function apply(
    actor: Actor,
    relationshipId: string,
    change: RelationshipChange,
    pick: (state: { status: RelationshipStatus; roles: RoleAssignment[] }) => RoleAssignment[],
  ): Promise<{ status: RelationshipStatus; moved: number }> {
    const at = now();
    const { planned, status } = await db.$transaction(async (tx) => {
      const state = await roles.lock(tx, actor, relationshipId);
      const chosen = pick(state);
      const planned: Planned[] = chosen.map((role) => {
        const plan = planMove(role, change, at, actor.userId);
        if (!plan) throw refused(change.action, role.status);
        return { role, plan };
      });
      const trail: NewRelationshipEvent[] = [];
      for (const { role, plan } of planned) {
        await roles.move(tx, role.id, role.status, plan.data, () => refused(change.action, role.status));
        trail.push({
          workspaceId: actor.workspaceId,
          relationshipId,
          roleAssignmentId: role.id,
          roleId: role.role.id,
          actorId: actor.userId,
          kind: plan.event.kind,
          fromStatus: plan.event.from,
          toStatus: plan.event.to,
          details: plan.event.details,
          createdAt: at,
        });
      }
      await events.record(tx, trail);
      return { planned, status: await roles.syncStatus(tx, relationshipId) };
    });
    await reschedule(planned);
    return { status, moved: planned.length };
  }

  /** A relationship without roles: only re-opening moves it (back to PENDING, to be given roles). */
  async function reopenWithoutRoles(actor: Actor, relationshipId: string, from: RelationshipStatus) {
    const at = now();
    return db.$transaction(async (tx) => {
      const state = await roles.lock(tx, actor, relationshipId);
      if (state.roles.length > 0 || state.status !== from) throw refused("reopen", state.status, true);
      await events.record(tx, [
        {
          workspaceId: actor.workspaceId,
          relationshipId,
          actorId: actor.userId,
          kind: "REOPENED",
          fromStatus: from,
          toStatus: "PENDING",
          createdAt: at,
        },
      ]);
      return { status: await roles.syncStatus(tx, relationshipId, "PENDING"), moved: 0 };
    });
  }

  return {
    /** PATCH /entity-relationships/{id}/roles: one action on the named role assignments, all or none. */
    changeRoles(actor: Actor, relationshipId: string, change: RelationshipRolesChange) {
      const { roles: ids, ...rest } = change;
      return apply(actor, relationshipId, rest as RelationshipChange, (state) =>
        [...new Set(ids)].map((id) => {
          const role = state.roles.find((r) => r.id === id);
          if (!role) throw new AppError("NOT_FOUND", relationshipMessages.roleNotInRelationship);
          return role;
        }),
      );
    },

    /**
     * PATCH /entities/relationships/{id}: the action on every role whose status allows it. None does:
     * 409 naming the relationship's status (or, approving a relationship without roles, asking for one).
     */
    async change(actor: Actor, relationshipId: string, change: RelationshipChange) {
      const state = await db.$transaction((tx) => roles.lock(tx, actor, relationshipId));
      if (state.roles.length === 0) {
        if (change.action === "reopen" && allows("reopen", state.status))
          return reopenWithoutRoles(actor, relationshipId, state.status);
        if (change.action === "approve") throw new AppError("CONFLICT", relationshipMessages.noRoles);
        throw refused(change.action, state.status, true);
      }
      return apply(actor, relationshipId, change, (locked) => {
        const chosen = locked.roles.filter((r) => allows(change.action, r.status));
        if (chosen.length === 0) throw refused(change.action, locked.status, true);
        return chosen;
      });
    },

    /** POST /entity-relationships/{id}/roles: supply chain roles added, PENDING; ones it has are kept. */
    async addRoles(actor: Actor, relationshipId: string, roleIds: string[]) {
      const at = now();
      return db.$transaction(async (tx) => {
        await roles.lock(tx, actor, relationshipId);
        const added = await roles.add(tx, actor, relationshipId, roleIds);
        await events.record(
          tx,
          added.map((a) => ({
            workspaceId: actor.workspaceId,
            relationshipId,
            roleAssignmentId: a.id,
            roleId: a.roleId,
            actorId: actor.userId,
            kind: "ROLE_ADDED" as const,
            toStatus: "PENDING" as const,
            createdAt: at,
          })),
        );
        return { status: await roles.syncStatus(tx, relationshipId), added: added.length };
      });
    },

    /**
     * POST /entity-relationships/bulk-approve: approves every PENDING role of each relationship, one
     * relationship at a time; answers each one's outcome (a foreign id is "not found", as a 404 would).
     */
    async bulkApprove(actor: Actor, ids: string[], startDate: string) {
      dayOf(startDate);
      const results = [];
      for (const id of [...new Set(ids)]) {
        try {
          const state = await db.$transaction((tx) => roles.lock(tx, actor, id));
          if (state.roles.length === 0) throw new AppError("CONFLICT", relationshipMessages.noRoles);
          const done = await apply(actor, id, { action: "approve", start_date: startDate }, (locked) => {
            const chosen = locked.roles.filter((r) => allows("approve", r.status));
            if (chosen.length === 0) throw refused("approve", locked.status, true);
            return chosen;
          });
          results.push({ id, ok: true, status: done.status, approved: done.moved, message: null });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const current = await db.vendorRelationship.findFirst({
            where: { id, workspaceId: actor.workspaceId },
            select: { status: true },
          });
          results.push({
            id,
            ok: false,
            status: current?.status ?? null,
            approved: 0,
            message: error.message,
          });
        }
      }
      return results;
    },
  };
}
export type RelationshipLifecycleService = ReturnType<typeof createRelationshipLifecycleService>;
