import { Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import {
  riskSeverityLabels,
  type UflpaInput,
  type UflpaSubmissionViewWire,
  uflpaQuestionSet,
} from "@tierline/contracts";
import { type ReactNode, useState } from "react";
import { LoadState } from "../../../components/load-state";
import { showErrorSnackbar } from "../../../components/snackbar/snackbar";
import { formatTime } from "../../../lib/format";
import { downloadUflpaEvidence } from "../api/download-uflpa-evidence";
import { useUflpaSubmission } from "../api/get-uflpa-submission";

type Flag = UflpaSubmissionViewWire["flags"][number];

/** One evidence file, opened as a download (a button styled as a link: it fetches, it goes nowhere). */
function EvidenceLink({
  relationshipId,
  file,
}: {
  relationshipId: string;
  file: { id: string; file_name: string };
}) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await downloadUflpaEvidence(relationshipId, file);
    } catch (error) {
      showErrorSnackbar(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group gap={4} wrap="nowrap">
      {busy ? <Loader size={14} /> : <IconPaperclip size={14} aria-hidden />}
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="left"
        style={{ overflowWrap: "anywhere" }}
        disabled={busy}
        onClick={() => void open()}
        data-testid="uflpa-evidence"
      >
        {file.file_name}
      </Anchor>
    </Group>
  );
}

/**
 * The customer's view of the vendor's UFLPA questionnaire (the vendor profile): the last submission's
 * answers under the questions of the version it answered, the flagged ones marked with why, and
 * their evidence files to open. `renderDeclaredInput` (the app's) shows more under a high-priority input the
 * vendor declared (which of the workspace's products use it).
 */
export function UflpaSubmissionView({
  relationshipId,
  renderDeclaredInput,
}: {
  relationshipId: string;
  renderDeclaredInput?: (input: UflpaInput) => ReactNode;
}) {
  const view = useUflpaSubmission(relationshipId);
  if (!view.data) return <LoadState error={view.error} />;
  const { submission, question_set: questionSet, flags } = view.data;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="uflpa-submission">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h5">
            UFLPA questionnaire
          </Title>
          {submission && questionSet && (
            <Text size="sm" c="dimmed" data-testid="uflpa-submission-meta">
              Version {questionSet.version}, submitted{" "}
              {formatTime(submission.submitted ?? submission.updated)}
            </Text>
          )}
        </Group>
        {!submission || !questionSet ? (
          <Text size="sm" c="dimmed">
            The vendor has not submitted the questionnaire yet.
          </Text>
        ) : (
          <>
            <Text size="sm" data-testid="uflpa-flag-count">
              {flags.length === 0
                ? "No answer is flagged."
                : `${flags.length} flagged ${flags.length === 1 ? "answer" : "answers"}.`}
            </Text>
            {questionSet.questions.map((question, index) => {
              const given = submission.answers[question.id];
              const own = flags.filter((flag: Flag) => flag.question === question.id);
              const input = uflpaQuestionSet(questionSet.version)?.questions.find(
                (q) => q.id === question.id,
              )?.input;
              return (
                <Stack
                  key={question.id}
                  gap={4}
                  data-testid={`uflpa-answer-${question.id}`}
                  data-flagged={own.length > 0 || undefined}
                >
                  <Text size="sm" fw={500}>
                    {index + 1}. {question.text}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">
                      {given?.answer === "yes" ? "Yes" : given?.answer === "no" ? "No" : "Not answered"}
                    </Text>
                    {own.map((flag) => (
                      // Text, not a badge: a badge cuts a long reason short on a phone.
                      <Text
                        key={flag.reason}
                        size="sm"
                        fw={600}
                        c={flag.severity === "HIGH" ? "red.8" : "orange.8"}
                        data-testid="uflpa-flag"
                      >
                        {riskSeverityLabels[flag.severity]}: {flag.reason}
                      </Text>
                    ))}
                  </Group>
                  {given?.detail && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {given.detail}
                    </Text>
                  )}
                  {given?.evidence?.map((file) => (
                    <EvidenceLink key={file.id} relationshipId={relationshipId} file={file} />
                  ))}
                  {input && given?.answer === "yes" && renderDeclaredInput?.(input)}
                </Stack>
              );
            })}
          </>
        )}
      </Stack>
    </Paper>
  );
}
