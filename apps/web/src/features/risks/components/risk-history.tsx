import { Loader, Text, Timeline } from "@mantine/core";
import { riskStatusLabels } from "@tierline/contracts";
import { LoadState } from "../../../components/load-state";
import { formatTime } from "../../../lib/format";
import { useRisk } from "../api/get-risk";

const kindText = {
  RAISED: "Raised",
  UPDATED: "Evidence updated",
  RESOLVED: "Resolved",
  CONFIRMED: "Confirmed",
  REOPENED: "Opened again",
} as const;

/** A risk's history, oldest first: what happened, who (or the system) and when, with the note. */
export function RiskHistory({ relationshipId, riskId }: { relationshipId: string; riskId: string }) {
  const risk = useRisk(relationshipId, riskId);
  if (risk.isError) return <LoadState error={risk.error} />;
  if (!risk.data) return <Loader size="sm" />;
  return (
    <Timeline active={risk.data.events.length} bulletSize={14} lineWidth={2} data-testid="risk-history">
      {risk.data.events.map((event) => {
        const who = event.actor
          ? [event.actor.first_name, event.actor.last_name].filter(Boolean).join(" ") || event.actor.email
          : "Tierline";
        return (
          <Timeline.Item
            key={event.id}
            title={
              <Text size="sm" fw={600}>
                {kindText[event.kind]}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {who} · {formatTime(event.created)}
              {event.from_status && event.from_status !== event.to_status
                ? ` · ${riskStatusLabels[event.from_status]} → ${riskStatusLabels[event.to_status]}`
                : ""}
            </Text>
            {event.note && (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {event.note}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
