import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Stepper,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertTriangle, IconCircleCheck, IconHourglass } from "@tabler/icons-react";
import {
  type RiskWire,
  riskSeverityLabels,
  type ScreeningCase,
  type ScreeningReviewWire,
  screeningMatchKey,
  successMessages,
  type VendorScreeningMatch,
} from "@tierline/contracts";
import { useState } from "react";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { ModalContainer } from "../../../components/modal-container";
import { showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatDate } from "../../../lib/format";
import { useMe } from "../../../lib/me";
import { useApiForm } from "../../../lib/use-api-form";
import { usePermissions } from "../../../lib/use-permissions";
import {
  decideScreeningReviewExplains,
  screeningReviewRequestSchema,
  useDecideScreeningReview,
} from "../api/decide-screening-review";
import { useScreeningReview } from "../api/get-screening-review";
import {
  type ScreeningSettlement,
  screeningApprovalRequestSchema,
  settleScreeningReviewExplains,
  useSettleScreeningReview,
} from "../api/settle-screening-review";
import type { PmStep } from "./pm-step";
import { formatPercent, formatSignedPoints, ScoreBar } from "./score";

const severityColor = { HIGH: "red", LOW: "yellow" } as const;
const stepLabels = ["Start", "Action", "Confirm", "Finish"] as const;

type Choice = { kind: "confirm"; match: VendorScreeningMatch } | { kind: "dismiss" };

const personName = (person: RiskWire["decided_by"]) =>
  person ? [person.first_name, person.last_name].filter(Boolean).join(" ") || person.email : "Someone";

/** The vendor's evidence as screened: every name, its countries and identifiers. */
function VendorEvidence({ review, vendorName }: { review: ScreeningCase; vendorName: string }) {
  const evidence = review.evidence;
  return (
    <Paper withBorder radius="md" p="md" data-testid="pm-vendor">
      <Stack gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          Your vendor
        </Text>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {vendorName}
        </Text>
        <Field label="Names screened" values={evidence?.names ?? []} />
        <Field label="Countries" values={evidence?.countries ?? []} />
        <Field
          label="Identifiers"
          values={(evidence?.identifiers ?? []).map((i) => `${i.type} ${i.value}`)}
        />
        <Text size="xs" c="dimmed">
          Screened {review.screened_at ? formatDate(review.screened_at) : "not yet"} against{" "}
          {review.list_versions.map((v) => `${v.source_label} v${v.version}`).join(", ") || "no list"}
        </Text>
      </Stack>
    </Paper>
  );
}

function Field({ label, values }: { label: string; values: string[] }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {values.length > 0 ? values.join(" · ") : "None known"}
      </Text>
    </div>
  );
}

/** Why one listed copy came up: its list, score parts, token alignment, programs and countries. */
function MatchExplanation({ match, selectable }: { match: VendorScreeningMatch; selectable: boolean }) {
  const key = screeningMatchKey(match);
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="pm-match" data-match={key}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          {selectable ? (
            <Radio
              value={key}
              label={<Text fw={600} size="sm">{`${match.name}`}</Text>}
              aria-label={`This is the vendor: ${match.name} (${match.list_label})`}
              data-testid="pm-match-choice"
            />
          ) : (
            <Text fw={600} size="sm">
              {match.name}
            </Text>
          )}
          <ScoreBar score={match.score} />
        </Group>
        <Text size="xs" c="dimmed">
          {match.list_label} · {match.source_label} · {match.schema} · id {match.id}
        </Text>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          “{match.query_name}” matched “{match.matched_name}”
          {match.matched_name_kind !== "primary" ? ` (${match.matched_name_kind})` : ""}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" data-testid="pm-part-name">
            Name {formatPercent(match.parts.name)}
          </Badge>
          <Badge variant="light" color="gray">
            Country {formatSignedPoints(match.parts.country)}
          </Badge>
          <Badge variant="light" color="gray">
            Identifier {formatSignedPoints(match.parts.identifier)}
          </Badge>
        </Group>
        {match.parts.tokens.length > 0 && (
          <div style={{ overflowX: "auto" }}>
            <Table verticalSpacing={2} horizontalSpacing="xs" fz="xs" data-testid="pm-tokens">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vendor token</Table.Th>
                  <Table.Th>Listed token</Table.Th>
                  <Table.Th ta="right">Similarity</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {match.parts.tokens.map((token, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a token may be paired twice; the order is the identity.
                  <Table.Tr key={index}>
                    <Table.Td ff="monospace">{token.query}</Table.Td>
                    <Table.Td ff="monospace">{token.listed}</Table.Td>
                    <Table.Td ta="right">{formatPercent(token.similarity)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          Programs: {match.programs.join(", ") || "none given"} · Countries:{" "}
          {match.countries.join(", ") || "none given"}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A decision waiting for a second reviewer: another member approves or rejects it, with a note. */
function PendingDecision({
  relationshipId,
  pending,
  mayDecide,
  mine,
}: {
  relationshipId: string;
  pending: ScreeningReviewWire;
  mayDecide: boolean;
  mine: boolean;
}) {
  const settle = useSettleScreeningReview(relationshipId);
  const [settlement, setSettlement] = useState<ScreeningSettlement>("approve");
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: screeningApprovalRequestSchema,
    defaultValues: { note: "" },
    submit: (body) => settle.mutateAsync({ id: pending.id, settlement, body }),
    explainStatuses: settleScreeningReviewExplains,
    warnUnsaved: false,
    onSuccess: () => showSuccessSnackbar(successMessages.screeningCompleted),
  });
  return (
    <Alert
      color="blue"
      icon={<IconHourglass size={18} />}
      title="Waiting for a second reviewer"
      data-testid="pm-pending"
    >
      <Stack gap="sm">
        <Text size="sm">
          {personName(pending.decided_by)} chose to{" "}
          {pending.outcome === "CONFIRMED"
            ? `confirm ${pending.chosen_match}`
            : "dismiss every possible match"}{" "}
          on {formatDate(pending.decided_at)}: “{pending.note}”
        </Text>
        {mayDecide && (
          <Form onSubmit={onSubmit} aria-label="Approve or reject the decision">
            <Stack gap="xs">
              {formError && <ErrorAlert>{formError}</ErrorAlert>}
              <Textarea
                label="Your note"
                required
                rows={2}
                {...form.register("note")}
                error={form.formState.errors.note?.message}
                data-testid="pm-approval-note"
              />
              <Group gap="xs" justify="flex-end">
                <Button
                  type="submit"
                  variant="default"
                  loading={submitting && settlement === "reject"}
                  onClick={() => setSettlement("reject")}
                  data-testid="pm-reject"
                >
                  {mine ? "Withdraw" : "Reject"}
                </Button>
                {!mine && (
                  <Button
                    type="submit"
                    loading={submitting && settlement === "approve"}
                    onClick={() => setSettlement("approve")}
                    data-testid="pm-approve"
                  >
                    Approve
                  </Button>
                )}
              </Group>
              {mine && (
                <Text size="xs" c="dimmed">
                  You made this decision: another member approves it.
                </Text>
              )}
            </Stack>
          </Form>
        )}
      </Stack>
    </Alert>
  );
}

/** pmStep 2: the decision summed up, the note it needs, and the call. */
function ConfirmStep({
  relationshipId,
  review,
  choice,
  onBack,
  onDone,
}: {
  relationshipId: string;
  review: ScreeningCase;
  choice: Choice;
  onBack: () => void;
  onDone: (result: ScreeningReviewWire) => void;
}) {
  const decide = useDecideScreeningReview(relationshipId);
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: screeningReviewRequestSchema,
    defaultValues:
      choice.kind === "confirm"
        ? { decision: "confirm" as const, match: screeningMatchKey(choice.match), note: "" }
        : { decision: "dismiss" as const, note: "" },
    submit: (body) => decide.mutateAsync(body),
    explainStatuses: decideScreeningReviewExplains,
    warnUnsaved: false,
    onSuccess: (result) => {
      showSuccessSnackbar(successMessages.screeningCompleted);
      onDone(result);
    },
  });
  const count = review.groups.reduce((n, g) => n + g.matches.length, 0);
  return (
    <Form onSubmit={onSubmit} aria-label="Confirm the decision" data-testid="pm-confirm-form">
      <Stack gap="md">
        {formError && <ErrorAlert testId="pm-error">{formError}</ErrorAlert>}
        <Text size="sm" data-testid="pm-summary">
          {choice.kind === "confirm"
            ? `You confirm that this vendor is ${choice.match.name}, listed on ${choice.match.list_label} (${formatPercent(choice.match.score)}). The risk becomes Confirmed.`
            : `You dismiss all ${count} possible match${count === 1 ? "" : "es"} (${review.groups.length} listed part${review.groups.length === 1 ? "y" : "ies"}) as not this vendor. The risk becomes Resolved, and they are not raised again unless the vendor's names, country or identifiers, or the entries, change.`}
        </Text>
        {review.four_eyes && (
          <Text size="sm" c="blue.8">
            This workspace requires a second reviewer: the decision takes effect once another member approves
            it.
          </Text>
        )}
        <Textarea
          label="Note"
          description="Why: it stays in the risk's history with your name and the list versions."
          required
          rows={3}
          data-autofocus
          {...form.register("note")}
          error={form.formState.errors.note?.message}
          data-testid="pm-note"
        />
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack} disabled={submitting}>
            Back
          </Button>
          <Button
            type="submit"
            color={choice.kind === "confirm" ? "red" : undefined}
            loading={submitting}
            data-testid="pm-submit"
          >
            {choice.kind === "confirm" ? "Confirm match" : "Dismiss all"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export interface PossibleMatchesFlowProps {
  relationshipId: string;
  vendorName: string;
  step: PmStep;
  onStep: (step: PmStep) => void;
  onClose: () => void;
  /** A confirmed match offers to end the relationship for cause (the app opens the vendor's roles). */
  onTerminateForCause: () => void;
}

/**
 * The possible-matches flow of spec section 2: pmStep 0 (start: what was found, or the decision
 * waiting), 1 (action: each listed party's copies explained beside the vendor's data; choose the
 * closest, or dismiss all), 2 (confirm: the note), 3 (finish).
 */
export function PossibleMatchesFlow({
  relationshipId,
  vendorName,
  step,
  onStep,
  onClose,
  onTerminateForCause,
}: PossibleMatchesFlowProps) {
  const review = useScreeningReview(relationshipId);
  const { can } = usePermissions();
  const me = useMe();
  const mayDecide = can("screening.decide");
  const narrow = useMediaQuery("(max-width: 36em)");
  const [choice, setChoice] = useState<Choice | null>(null);
  const [result, setResult] = useState<ScreeningReviewWire | null>(null);
  const data = review.data;
  // A step the flow cannot show after a reload (no choice, no result) goes back to where it can.
  const shown: PmStep = step === 3 && !result ? (choice ? 2 : 0) : step === 2 && !choice ? 1 : step;
  const matchesByKey = new Map(
    (data?.groups ?? []).flatMap((g) => g.matches.map((m) => [screeningMatchKey(m), m] as const)),
  );

  let body: React.ReactNode;
  if (!data) body = review.isError ? <LoadState error={review.error} /> : <Skeleton h={240} radius="md" />;
  else if (shown === 0) {
    const copies = data.groups.reduce((n, g) => n + g.matches.length, 0);
    body = (
      <Stack gap="md" data-testid="pm-step-0">
        {data.risk && (
          <Group gap="xs">
            <Badge color={severityColor[data.risk.severity]} variant="light">
              {riskSeverityLabels[data.risk.severity]}
            </Badge>
            <Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
              {data.risk.title}
            </Text>
          </Group>
        )}
        {data.pending ? (
          <PendingDecision
            relationshipId={relationshipId}
            pending={data.pending}
            mayDecide={mayDecide}
            mine={data.pending.decided_by?.id === me.data?.id}
          />
        ) : data.risk?.status === "OPEN" && data.groups.length > 0 ? (
          <Text size="sm" data-testid="pm-found">
            {`Screening found ${copies} possible match${copies === 1 ? "" : "es"} for ${vendorName}${
              data.groups.length < copies
                ? `, ${data.groups.length} listed part${data.groups.length === 1 ? "y" : "ies"} on several lists`
                : ""
            }`.replace(/\.?$/, ".")}{" "}
            Compare each with your vendor, then confirm the closest one or dismiss them all.
          </Text>
        ) : (
          <Text size="sm" data-testid="pm-nothing">
            {data.risk && data.risk.status !== "OPEN"
              ? `Reviewed: the risk is ${data.risk.status === "CONFIRMED" ? "Confirmed" : "Resolved"}${data.risk.decision_note ? `: “${data.risk.decision_note}”` : ""}.`
              : "No possible match is open for this vendor."}
          </Text>
        )}
        {data.reviews.length > 0 && (
          <Stack gap={4} data-testid="pm-history">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              Decisions
            </Text>
            {data.reviews.map((r) => (
              <Text key={r.id} size="xs" c="dimmed">
                {formatDate(r.decided_at)} · {personName(r.decided_by)}{" "}
                {r.outcome === "CONFIRMED" ? `confirmed ${r.chosen_match}` : "dismissed all"} ·{" "}
                {r.status === "APPLIED" ? "in effect" : r.status === "REJECTED" ? "rejected" : "waiting"}
                {r.approved_by ? ` (second reviewer ${personName(r.approved_by)})` : ""}
              </Text>
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {!data.pending && data.risk?.status === "OPEN" && data.groups.length > 0 && (
            <Button onClick={() => onStep(1)} data-testid="pm-start">
              {mayDecide ? "Start review" : "View matches"}
            </Button>
          )}
        </Group>
      </Stack>
    );
  } else if (shown === 1) {
    const chosenKey = choice?.kind === "confirm" ? screeningMatchKey(choice.match) : null;
    body = (
      <Stack gap="md" data-testid="pm-step-1">
        <Group align="flex-start" gap="md" wrap="wrap">
          <div style={{ flex: "1 1 240px", minWidth: 0 }}>
            <VendorEvidence review={data} vendorName={vendorName} />
          </div>
          <div style={{ flex: "3 1 420px", minWidth: 0 }}>
            <Radio.Group
              value={chosenKey}
              onChange={(key) => {
                const match = matchesByKey.get(key);
                if (match) setChoice({ kind: "confirm", match });
              }}
              aria-label="The closest match"
            >
              <Stack gap="md">
                {data.groups.map((group) => (
                  <Paper key={group.key} withBorder radius="md" p="sm" bg="gray.0" data-testid="pm-group">
                    <Stack gap="xs">
                      <Group justify="space-between" gap="xs" wrap="wrap">
                        <Title order={4} fz="sm" style={{ overflowWrap: "anywhere" }}>
                          {group.matches[0]?.name}
                        </Title>
                        <Group gap={6}>
                          <Badge color={severityColor[group.severity]} variant="light">
                            {riskSeverityLabels[group.severity]}
                          </Badge>
                          {group.matches.length > 1 && (
                            <Badge variant="outline" color="gray">
                              {group.matches.length} lists
                            </Badge>
                          )}
                        </Group>
                      </Group>
                      {group.matches.map((match) => (
                        <MatchExplanation
                          key={screeningMatchKey(match)}
                          match={match}
                          selectable={mayDecide}
                        />
                      ))}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
          </div>
        </Group>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={() => onStep(0)}>
            Back
          </Button>
          {mayDecide && (
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => {
                  setChoice({ kind: "dismiss" });
                  onStep(2);
                }}
                data-testid="pm-dismiss-all"
              >
                Dismiss all
              </Button>
              <Button
                color="red"
                disabled={choice?.kind !== "confirm"}
                onClick={() => onStep(2)}
                data-testid="pm-confirm-match"
              >
                Confirm selected match
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    );
  } else if (shown === 2 && choice) {
    body = (
      <Stack data-testid="pm-step-2">
        <ConfirmStep
          relationshipId={relationshipId}
          review={data}
          choice={choice}
          onBack={() => onStep(1)}
          onDone={(done) => {
            setResult(done);
            onStep(3);
          }}
        />
      </Stack>
    );
  } else if (result) {
    const waiting = result.status === "PENDING_APPROVAL";
    const confirmed = result.outcome === "CONFIRMED";
    body = (
      <Stack gap="md" data-testid="pm-step-3">
        <Alert
          color={waiting ? "blue" : confirmed ? "red" : "teal"}
          icon={
            waiting ? (
              <IconHourglass size={18} />
            ) : confirmed ? (
              <IconAlertTriangle size={18} />
            ) : (
              <IconCircleCheck size={18} />
            )
          }
          title={waiting ? "Sent for approval" : confirmed ? "Match confirmed" : "Possible matches dismissed"}
          data-testid="pm-result"
        >
          {waiting
            ? "Another member approves or rejects this decision; the risk stays open until then."
            : confirmed
              ? `${vendorName} is a listed party: the risk is Confirmed. ${
                  can("vendors.relationships")
                    ? "You may end the relationship for cause."
                    : "A Procurement Manager or an Admin may end the relationship for cause (Procurement tab)."
                }`
              : "The risk is Resolved. These matches are not raised again unless the vendor or the entries change."}
        </Alert>
        <Group justify="flex-end" gap="sm">
          {confirmed && !waiting && can("vendors.relationships") && (
            <Button color="red" variant="light" onClick={onTerminateForCause} data-testid="pm-terminate">
              Terminate for cause
            </Button>
          )}
          <Button onClick={onClose} data-testid="pm-finish">
            Done
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <ModalContainer
      opened
      onClose={onClose}
      title={`Possible matches: ${vendorName}`}
      width="xl"
      data-testid="pm-flow"
    >
      <Stack gap="lg">
        {/* At the finish every step is done; on a phone the numbers alone fit one line. */}
        <Stepper
          active={shown === 3 ? stepLabels.length : shown}
          size="xs"
          allowNextStepsSelect={false}
          data-testid="pm-stepper"
          data-step={shown}
        >
          {stepLabels.map((label) => (
            <Stepper.Step key={label} label={narrow ? undefined : label} aria-label={label} />
          ))}
        </Stepper>
        {body}
      </Stack>
    </ModalContainer>
  );
}
