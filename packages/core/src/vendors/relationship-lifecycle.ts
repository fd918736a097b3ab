import {
  calendarDateFromDate,
  calendarDateToUtcDate,
  parseDateInput,
  type RelationshipAction,
  type RelationshipChange,
  type RelationshipStatus,
  relationshipActionFrom,
  terminationTarget,
  toIsoDate,
} from "@tierline/contracts";
import type { Prisma } from "@tierline/db";

/**
 * The moves of decisions.md's relationship table on one role assignment, as data: what to write, what
 * to record, what to schedule. No database here; `relationship-lifecycle.service.ts` applies a plan
 * under a guarded write, and `relationship-schedule.jobs.ts` applies the scheduled ones on their day.
 *
 * "Today" is the UTC calendar day of the injected clock (docs/decisions.md): a start or termination
 * dated today or earlier applies at once, a later one waits for 00:00 UTC of its day.
 */

/** The UTC calendar day of `now`, as YYYY-MM-DD. */
const todayUtc = (now: Date): string => toIsoDate(calendarDateFromDate(now));

/** A stored @db.Date as YYYY-MM-DD. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A date input as the stored calendar day (midnight UTC); the schema checked it is valid. */
export function dayOf(input: string): Date {
  const parsed = parseDateInput(input);
  if (!parsed) throw new Error(`not a date: ${input}`);
  return calendarDateToUtcDate(parsed);
}

/** What a role assignment holds that a move reads. */
export interface RoleState {
  id: string;
  status: RelationshipStatus;
  startDate: Date | null;
  terminationDate: Date | null;
  terminationTarget: RelationshipStatus | null;
}

export type ScheduledKind = "start" | "terminate";

export interface MovePlan {
  to: RelationshipStatus;
  data: Prisma.VendorRelationshipRoleUncheckedUpdateManyInput;
  event: {
    kind: Prisma.VendorRelationshipEventCreateManyInput["kind"];
    from: RelationshipStatus;
    to: RelationshipStatus;
    details: Record<string, unknown>;
  };
  /** Delayed jobs to (re)schedule at a day, and to cancel. */
  schedule: { kind: ScheduledKind; day: Date }[];
  cancel: ScheduledKind[];
}

const clearedTermination = {
  terminationDate: null,
  terminationTarget: null,
  terminationCause: null,
  explanation: null,
  attestedById: null,
  attestedAt: null,
} as const;

/** Whether `action` may start from `status` (decisions.md's table). */
export const allows = (action: RelationshipAction, status: RelationshipStatus) =>
  relationshipActionFrom[action].includes(status);

/**
 * The plan of `change` on `role` at `now` by `actorId`; null when its status does not allow it (the
 * caller answers 409 naming the status).
 */
export function planMove(
  role: RoleState,
  change: RelationshipChange,
  now: Date,
  actorId: string,
): MovePlan | null {
  if (!allows(change.action, role.status)) return null;
  const today = todayUtc(now);
  const from = role.status;
  switch (change.action) {
    case "approve":
    case "reschedule": {
      const day = dayOf(change.start_date!);
      const starts = isoDay(day) <= today;
      const to: RelationshipStatus = starts ? "CONTRACTED_ACTIVE" : "APPROVED";
      // A termination for cause already scheduled on an APPROVED role stays when its start moves.
      const keepsTermination = change.action === "reschedule";
      return {
        to,
        data: { status: to, startDate: day, ...(keepsTermination ? {} : clearedTermination) },
        event: {
          kind: change.action === "approve" ? "APPROVED" : "START_RESCHEDULED",
          from,
          to,
          details: { start_date: isoDay(day) },
        },
        schedule: starts ? [] : [{ kind: "start", day }],
        cancel: [
          ...(starts ? (["start"] as const) : []),
          ...(keepsTermination ? [] : (["terminate"] as const)),
        ],
      };
    }
    case "reject":
      return {
        to: "NOT_APPROVED",
        data: { status: "NOT_APPROVED", ...clearedTermination },
        event: { kind: "REJECTED", from, to: "NOT_APPROVED", details: {} },
        schedule: [],
        cancel: ["start", "terminate"],
      };
    case "reopen":
      return {
        to: "PENDING",
        data: { status: "PENDING", startDate: null, ...clearedTermination },
        event: { kind: "REOPENED", from, to: "PENDING", details: {} },
        schedule: [],
        cancel: ["start", "terminate"],
      };
    case "terminate":
    case "terminate_for_cause": {
      const day = dayOf(change.termination_date!);
      const target = terminationTarget[change.action];
      const now_ = isoDay(day) <= today;
      const details: Record<string, unknown> = { termination_date: isoDay(day), status_after: target };
      const forCause =
        change.action === "terminate_for_cause"
          ? { terminationCause: change.cause!, explanation: change.explanation! }
          : { terminationCause: null, explanation: null };
      if (change.action === "terminate_for_cause") {
        details.cause = change.cause;
        details.explanation = change.explanation;
      }
      const to = now_ ? target : from;
      return {
        to,
        data: {
          status: to,
          terminationDate: day,
          terminationTarget: target,
          ...forCause,
          attestedById: actorId,
          attestedAt: now,
        },
        event: { kind: now_ ? "TERMINATED" : "TERMINATION_SCHEDULED", from, to: target, details },
        schedule: now_ ? [] : [{ kind: "terminate", day }],
        // Terminated at once: nothing more will start it. Scheduled: its start (if APPROVED) may still come first.
        cancel: now_ ? ["start", "terminate"] : [],
      };
    }
  }
}

/**
 * What a scheduled job finds due on `role` at `now`: the start of an APPROVED role whose start date
 * arrived, or a termination whose date arrived (from a status that still allows it). Null: nothing
 * (moved meanwhile, or not yet), so running a job twice, or late, is harmless.
 */
export function dueMove(
  role: RoleState,
  kind: ScheduledKind,
  now: Date,
): { to: RelationshipStatus; kind: "STARTED" | "TERMINATED" } | null {
  const today = todayUtc(now);
  if (kind === "start") {
    return role.status === "APPROVED" && role.startDate && isoDay(role.startDate) <= today
      ? { to: "CONTRACTED_ACTIVE", kind: "STARTED" }
      : null;
  }
  const target = role.terminationTarget;
  if (!target || !role.terminationDate || isoDay(role.terminationDate) > today) return null;
  const action = target === "TERMINATED" ? "terminate_for_cause" : "terminate";
  return allows(action, role.status) ? { to: target, kind: "TERMINATED" } : null;
}
