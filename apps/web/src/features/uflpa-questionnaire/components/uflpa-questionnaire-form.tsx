import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import {
  successMessages,
  type UflpaAnswers,
  type UflpaQuestionSetWire,
  type UflpaVendorAnswersWire,
  uflpaAnswerRequestSchema,
} from "@tierline/contracts";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { ErrorAlert } from "../../../components/error-alert";
import { Form } from "../../../components/form";
import { LoadState } from "../../../components/load-state";
import { showErrorSnackbar, showSuccessSnackbar } from "../../../components/snackbar/snackbar";
import { formatTime } from "../../../lib/format";
import { useApiForm } from "../../../lib/use-api-form";
import { answerUflpaExplains, useAnswerUflpaQuestionnaire } from "../api/answer-uflpa-questionnaire";
import { downloadOwnUflpaEvidence } from "../api/download-uflpa-evidence";
import { useUflpaAnswers } from "../api/get-uflpa-answers";
import { useUflpaQuestionnaire } from "../api/get-uflpa-questionnaire";
import { evidenceNames, startingAnswers, type UflpaFormValues } from "./uflpa-form-values";
import { type RenderEvidenceUpload, UflpaQuestionField } from "./uflpa-question-field";
import { type AutosaveState, useUflpaAutosave } from "./use-uflpa-autosave";

const autosaveText = (state: AutosaveState) =>
  state.phase === "saving"
    ? "Saving draft…"
    : state.phase === "saved"
      ? `Draft saved ${formatTime(state.at)}`
      : state.phase === "failed"
        ? "The draft could not be saved"
        : "Your answers are saved as a draft as you go";

/**
 * The vendor's UFLPA questionnaire for one customer (the compliance section): yes/no questions whose
 * "yes" asks for detail and evidence, saved as a draft as the vendor goes, submitted complete (the
 * shared schema's branching rules, the API's field messages under the same inputs). Without
 * `canRespond` (`compliance.respond`: the API refuses the member's drafts and submissions) it is shown
 * read-only: no autosave, no upload, no submit.
 */
export function UflpaQuestionnaireForm({
  relationshipId,
  canRespond,
  renderEvidenceUpload,
}: {
  relationshipId: string;
  canRespond: boolean;
  renderEvidenceUpload: RenderEvidenceUpload;
}) {
  const questions = useUflpaQuestionnaire();
  const answers = useUflpaAnswers(relationshipId);
  if (!questions.data || !answers.data) return <LoadState error={questions.error ?? answers.error} />;
  return (
    <QuestionnaireForm
      relationshipId={relationshipId}
      canRespond={canRespond}
      questionSet={questions.data}
      found={answers.data}
      renderEvidenceUpload={renderEvidenceUpload}
    />
  );
}

function QuestionnaireForm({
  relationshipId,
  canRespond,
  questionSet,
  found,
  renderEvidenceUpload,
}: {
  relationshipId: string;
  canRespond: boolean;
  questionSet: UflpaQuestionSetWire;
  found: UflpaVendorAnswersWire;
  renderEvidenceUpload: RenderEvidenceUpload;
}) {
  const answer = useAnswerUflpaQuestionnaire(relationshipId);
  const [fileNames, setFileNames] = useState(() => evidenceNames(found));
  const version = questionSet.version;
  const { form, onSubmit, submitting, formError } = useApiForm({
    schema: uflpaAnswerRequestSchema,
    defaultValues: {
      action: "submit",
      question_set_version: version,
      answers: startingAnswers(found, version),
    },
    // The draft is saved as the vendor goes: leaving loses nothing worth a warning.
    warnUnsaved: false,
    explainStatuses: answerUflpaExplains,
    submit: async (body) => {
      await autosave.cancel();
      return answer.mutateAsync({ relationshipId, body });
    },
    onSuccess: () => showSuccessSnackbar(successMessages.complianceResponseSubmitted),
  });
  const typedForm = form as unknown as UseFormReturn<UflpaFormValues>;
  const autosave = useUflpaAutosave(
    typedForm,
    (draft: UflpaAnswers) =>
      answer.mutateAsync({
        relationshipId,
        body: { action: "draft", question_set_version: version, answers: draft },
      }),
    canRespond,
  );
  const submission = answer.data?.submission ?? found.submission;
  let section = "";

  return (
    <Form onSubmit={onSubmit} aria-label="UFLPA questionnaire" data-testid="uflpa-questionnaire-form">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            UFLPA questionnaire
          </Title>
          <Text size="sm" c="dimmed">
            Questions on forced labour under the Uyghur Forced Labor Prevention Act (version {version}).
          </Text>
        </Stack>
        {!canRespond && (
          <Alert color="gray" data-testid="uflpa-read-only">
            You can read these answers. Only an Admin or a Compliance Manager of your company can change or
            submit them.
          </Alert>
        )}
        {submission && (
          <Alert color="teal" data-testid="uflpa-submitted">
            Submitted {formatTime(submission.submitted ?? submission.updated)}.
            {canRespond && " You can change your answers and submit again."}
          </Alert>
        )}
        {formError && <ErrorAlert testId="uflpa-error">{formError}</ErrorAlert>}
        {questionSet.questions.map((question, index) => {
          const heading = question.section !== section;
          section = question.section;
          return (
            <Stack key={question.id} gap="sm">
              {heading && (
                <Title order={3} fz="h4" mt="sm">
                  {question.section}
                </Title>
              )}
              <UflpaQuestionField
                question={question}
                number={index + 1}
                form={typedForm}
                readOnly={!canRespond}
                fileNames={fileNames}
                onFileUploaded={(file) => setFileNames((names) => new Map(names).set(file.id, file.fileName))}
                renderEvidenceUpload={renderEvidenceUpload}
                onDownload={(file) =>
                  void downloadOwnUflpaEvidence(relationshipId, file).catch(showErrorSnackbar)
                }
              />
            </Stack>
          );
        })}
        {canRespond && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text
              size="sm"
              c={autosave.state.phase === "failed" ? "red" : "dimmed"}
              data-testid="uflpa-autosave"
              aria-live="polite"
            >
              {autosaveText(autosave.state)}
            </Text>
            <Group gap="sm">
              <Button
                variant="default"
                onClick={() => void autosave.saveNow()}
                disabled={submitting}
                data-testid="uflpa-save-draft"
              >
                Save draft
              </Button>
              <Button type="submit" loading={submitting} data-testid="uflpa-submit">
                Submit
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Form>
  );
}
