import { Anchor, Badge, Button, Collapse, Group, Paper, Stack, Text } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import {
  type RiskWire,
  riskSeverityLabels,
  riskSourceKindLabels,
  riskStatusLabels,
} from "@tierline/contracts";
import { useState } from "react";
import { formatDate } from "../../../lib/format";
import type { RiskDecisionKind } from "../api/decide-risk";
import { RiskHistory } from "./risk-history";
import type { RiskSegment } from "./risk-view";

const severityColor = { HIGH: "red", LOW: "yellow" } as const;

const personName = (person: RiskWire["decided_by"]) =>
  person ? [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email : null;

/** What fills each segment, said when it is empty. */
const emptyText: Record<RiskSegment, { title: string; text: string }> = {
  open: {
    title: "No open risks",
    text: "Risks appear here when restricted-party screening finds a possible match for this vendor, when a warning is raised about it, or when one of its documents is about to expire.",
  },
  resolved: {
    title: "No resolved risks",
    text: "Risks that were dealt with, or found not to apply to this vendor, move here with the note that says why.",
  },
  confirmed: {
    title: "No confirmed risks",
    text: "Risks a reviewer confirmed as real for this vendor (a confirmed restricted-party match, for one) move here.",
  },
};

export function RiskListEmpty({ segment }: { segment: RiskSegment }) {
  const { title, text } = emptyText[segment];
  return (
    <Paper withBorder radius="md" p="xl" data-testid="risks-empty">
      <Stack align="center" gap={6} ta="center" maw={520} mx="auto">
        <IconShieldCheck size={32} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** One risk: severity, title, where it came from, when, action required, the decision or its actions. */
export function RiskRow({
  risk,
  mayDecide,
  onDecide,
  onReviewMatches,
}: {
  risk: RiskWire;
  mayDecide: boolean;
  onDecide: (risk: RiskWire, decision: RiskDecisionKind) => void;
  /** Opens the possible-matches flow: a screening risk is decided there, match by match. */
  onReviewMatches?: () => void;
}) {
  const reviewed = risk.source_kind === "SCREENING" && onReviewMatches !== undefined;
  const decidedBy = personName(risk.decided_by);
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Paper withBorder radius="md" p="md" data-testid="risk-row" data-risk-id={risk.id}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: "1 1 280px", minWidth: 0 }}>
          <Group gap={8} wrap="wrap">
            <Badge color={severityColor[risk.severity]} variant="light" data-testid="risk-severity">
              {riskSeverityLabels[risk.severity]}
            </Badge>
            {risk.action_required && risk.status === "OPEN" && (
              <Badge color="orange" variant="outline" data-testid="risk-action-required">
                Action required
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {riskSourceKindLabels[risk.source_kind]} · Raised {formatDate(risk.created)}
            </Text>
          </Group>
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="risk-title">
            {risk.title}
          </Text>
          {risk.status !== "OPEN" && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {riskStatusLabels[risk.status]}
              {decidedBy ? ` by ${decidedBy}` : ""}
              {risk.decided_at ? ` on ${formatDate(risk.decided_at)}` : ""}
              {risk.decision_note ? `: ${risk.decision_note}` : ""}
            </Text>
          )}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setShowHistory((shown) => !shown)}
            aria-expanded={showHistory}
            data-testid="risk-history-toggle"
            style={{ alignSelf: "flex-start" }}
          >
            {showHistory ? "Hide history" : "History"}
          </Anchor>
          <Collapse expanded={showHistory}>
            {showHistory && <RiskHistory relationshipId={risk.relationship} riskId={risk.id} />}
          </Collapse>
        </Stack>
        {reviewed && (
          <Button size="xs" onClick={onReviewMatches} data-testid="risk-review-matches">
            {risk.status === "OPEN" ? "Review matches" : "Decisions"}
          </Button>
        )}
        {!reviewed && risk.status === "OPEN" && mayDecide && (
          <Group gap="xs">
            {risk.source_kind !== "WARNING" && (
              <Button
                size="xs"
                variant="default"
                onClick={() => onDecide(risk, "confirm")}
                data-testid="risk-confirm"
              >
                Confirm
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              onClick={() => onDecide(risk, "resolve")}
              data-testid="risk-resolve"
            >
              Resolve
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
