import { ActionIcon, Anchor, Group, Paper, Radio, Stack, Text, Textarea } from "@mantine/core";
import { IconPaperclip, IconX } from "@tabler/icons-react";
import type { UflpaQuestionSetWire } from "@tierline/contracts";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn, useWatch } from "react-hook-form";
import type { UflpaFormValues } from "./uflpa-form-values";

/** An evidence upload for one answer, composed by the app (the resources feature's dropzone). */
export type RenderEvidenceUpload = (
  onUploaded: (file: { id: string; fileName: string }) => void,
) => ReactNode;

type Question = UflpaQuestionSetWire["questions"][number];

/**
 * One yes/no question; a "yes" opens its branch: the detail and the evidence files. Read-only, the
 * answers stay legible and the files open, but nothing can be changed, attached or removed.
 */
export function UflpaQuestionField({
  question,
  number,
  form,
  readOnly,
  fileNames,
  onFileUploaded,
  renderEvidenceUpload,
  onDownload,
}: {
  question: Question;
  number: number;
  form: UseFormReturn<UflpaFormValues>;
  readOnly: boolean;
  fileNames: ReadonlyMap<string, string>;
  onFileUploaded: (file: { id: string; fileName: string }) => void;
  renderEvidenceUpload: RenderEvidenceUpload;
  /** Saves one attached file (the vendor's own) as a download. */
  onDownload: (file: { id: string; file_name: string }) => void;
}) {
  const base = `answers.${question.id}` as const;
  const answer = useWatch({ control: form.control, name: `${base}.answer` });
  const evidence = useWatch({ control: form.control, name: `${base}.evidence` }) ?? [];
  const errors = form.formState.errors.answers?.[question.id];
  const setEvidence = (ids: string[]) => form.setValue(`${base}.evidence`, ids, { shouldDirty: true });

  return (
    <Paper withBorder p="md" radius="md" data-testid={`uflpa-question-${question.id}`}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name={`${base}.answer`}
          render={({ field }) => (
            <Radio.Group
              label={`${number}. ${question.text}`}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors?.answer?.message}
            >
              <Group gap="lg" mt={6}>
                <Radio value="yes" label="Yes" data-testid={`uflpa-${question.id}-yes`} />
                <Radio value="no" label="No" data-testid={`uflpa-${question.id}-no`} />
              </Group>
            </Radio.Group>
          )}
        />
        {answer === "yes" && (
          <Stack gap="sm" pl={{ base: 0, sm: "md" }}>
            <Textarea
              label={question.detail_label}
              withAsterisk={!readOnly}
              readOnly={readOnly}
              resize="vertical"
              minRows={2}
              {...form.register(`${base}.detail`)}
              error={errors?.detail?.message}
              data-testid={`uflpa-${question.id}-detail`}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {question.evidence_label}
              </Text>
              {evidence.length === 0 && (
                <Text size="sm" c="orange.8" data-testid={`uflpa-${question.id}-no-evidence`}>
                  No evidence attached: your customer will see this answer as lacking evidence.
                </Text>
              )}
              {evidence.map((id) => (
                <Group key={id} gap="xs" wrap="nowrap">
                  <IconPaperclip size={14} aria-hidden />
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    style={{ overflowWrap: "anywhere", textAlign: "left" }}
                    onClick={() => onDownload({ id, file_name: fileNames.get(id) ?? "evidence" })}
                    data-testid={`uflpa-${question.id}-evidence-download`}
                  >
                    {fileNames.get(id) ?? "Attached file"}
                  </Anchor>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={`Remove ${fileNames.get(id) ?? "file"}`}
                      onClick={() => setEvidence(evidence.filter((other) => other !== id))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {errors?.evidence && (
                <Text size="sm" c="red">
                  {errors.evidence.message}
                </Text>
              )}
              {!readOnly &&
                renderEvidenceUpload((file) => {
                  onFileUploaded(file);
                  setEvidence([...evidence, file.id]);
                })}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
