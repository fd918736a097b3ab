import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import {
  type RelationshipEvent,
  relationshipEventKindLabels,
  relationshipStatusLabels,
  type TerminationCause,
  terminationCauseLabels,
} from "@tierline/contracts";
import { formatDate, formatTime } from "../../../lib/format";

const personName = (p: RelationshipEvent["created_by"]) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(" ") || p.email : "Scheduled change";

/** The details a change recorded, in words (dates, cause, explanation, what a termination deleted). */
function detailText(details: RelationshipEvent["details"]): string[] {
  if (!details) return [];
  const lines: string[] = [];
  if (typeof details.start_date === "string") lines.push(`Start date ${formatDate(details.start_date)}`);
  if (typeof details.termination_date === "string")
    lines.push(`Termination date ${formatDate(details.termination_date)}`);
  if (typeof details.cause === "string")
    lines.push(`Cause: ${terminationCauseLabels[details.cause as TerminationCause] ?? details.cause}`);
  if (typeof details.explanation === "string") lines.push(`Explanation: ${details.explanation}`);
  if (Array.isArray(details.roles) && details.roles.length)
    lines.push(`Roles deleted: ${details.roles.join(", ")}`);
  return lines;
}

/** Every change of the relationship, newest first: what, on which role, from and to, who and when. */
export function RelationshipHistory({ history }: { history: RelationshipEvent[] }) {
  if (history.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="relationship-history-empty">
        No changes yet.
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="relationship-history">
      {history.map((event) => (
        <Paper key={event.id} withBorder radius="md" p="sm" data-testid="relationship-history-item">
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap" justify="space-between">
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {relationshipEventKindLabels[event.kind]}
                </Text>
                {event.role && (
                  <Text size="sm" c="dimmed">
                    {event.role.role}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {formatTime(event.created)}
              </Text>
            </Group>
            {(event.from_status || event.to_status) && (
              <Group gap={6} wrap="wrap">
                {event.from_status && (
                  <Badge variant="outline" color="gray" size="sm">
                    {relationshipStatusLabels[event.from_status]}
                  </Badge>
                )}
                {event.from_status && event.to_status && <Text size="xs">→</Text>}
                {event.to_status && (
                  <Badge variant="light" size="sm">
                    {relationshipStatusLabels[event.to_status]}
                  </Badge>
                )}
              </Group>
            )}
            {detailText(event.details).map((line) => (
              <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {line}
              </Text>
            ))}
            <Text size="xs" c="dimmed">
              By {personName(event.created_by)}
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
