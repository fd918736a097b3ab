import type { RiskDetail, RiskWire, WarningNotificationWire } from "@tierline/contracts";
import type { Risk, RiskEvent, RiskWithEvents, WarningNotification } from "@tierline/core";

type Person = { id: string; email: string; firstName: string; lastName: string } | null;

export const personToWire = (person: Person) =>
  person
    ? {
        id: person.id,
        email: person.email,
        first_name: person.firstName || null,
        last_name: person.lastName || null,
      }
    : null;

const jsonObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export const riskToWire = (risk: Risk): RiskWire => ({
  id: risk.id,
  relationship: risk.relationshipId,
  source_kind: risk.sourceKind,
  source_key: risk.sourceKey,
  severity: risk.severity,
  status: risk.status,
  action_required: risk.actionRequired,
  title: risk.title,
  details: jsonObject(risk.details),
  created: risk.createdAt.toISOString(),
  updated: risk.updatedAt.toISOString(),
  decided_at: risk.decidedAt?.toISOString() ?? null,
  decided_by: personToWire(risk.decidedBy),
  decision_note: risk.decisionNote,
});

const riskEventToWire = (event: RiskEvent) => ({
  id: event.id,
  kind: event.kind,
  from_status: event.fromStatus,
  to_status: event.toStatus,
  note: event.note,
  details: event.details === null ? null : jsonObject(event.details),
  actor: personToWire(event.actor),
  created: event.createdAt.toISOString(),
});

export const riskDetailToWire = (risk: RiskWithEvents): RiskDetail => ({
  ...riskToWire(risk),
  events: risk.events.map(riskEventToWire),
});

export const warningToWire = (warning: WarningNotification): WarningNotificationWire => ({
  id: warning.id,
  relationship: warning.relationshipId,
  kind: warning.kind,
  message: warning.message,
  status: warning.status,
  resolution: warning.resolutionType
    ? {
        type: warning.resolutionType,
        reason: warning.resolutionType === "reason" ? warning.resolutionText : null,
        attestation: warning.resolutionType === "attestation" ? warning.resolutionText : null,
        resource: warning.resource ? { id: warning.resource.id, file_name: warning.resource.fileName } : null,
      }
    : null,
  resolved_at: warning.resolvedAt?.toISOString() ?? null,
  resolved_by: warning.status === "open" ? null : personToWire(warning.resolvedBy),
  created: warning.createdAt.toISOString(),
});
