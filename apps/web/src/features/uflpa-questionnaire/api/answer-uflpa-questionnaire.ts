import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type UflpaAnswerRequest,
  type UflpaVendorAnswersWire,
  uflpaAnswerRequestSchema,
  uflpaVendorAnswersSchema,
} from "@tierline/contracts";
import { api } from "../../../lib/api-client";
import { uflpaAnswersQueryKey } from "./get-uflpa-answers";

/** POST /compliances/{relationship_id}/uflpa-questionnaire/answer: a draft or a submission. */
export function answerUflpaQuestionnaire({
  relationshipId,
  body,
}: {
  relationshipId: string;
  body: UflpaAnswerRequest;
}): Promise<UflpaVendorAnswersWire> {
  return api.post(
    `/compliances/${encodeURIComponent(relationshipId)}/uflpa-questionnaire/answer`,
    uflpaAnswerRequestSchema.parse(body),
    {
      schema: uflpaVendorAnswersSchema,
      endpoint: "POST /compliances/{relationship_id}/uflpa-questionnaire/answer",
    },
  );
}

/** Bad input is explained under the questions: no snackbar. */
export const answerUflpaExplains = [400];

/** The answer is the new draft and submission: the cache takes it as is, without a second read. */
export function useAnswerUflpaQuestionnaire(relationshipId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ["uflpa-questionnaire", "answer", relationshipId],
    mutationFn: answerUflpaQuestionnaire,
    meta: { silentStatuses: answerUflpaExplains },
    onSuccess: (answers) => client.setQueryData(uflpaAnswersQueryKey(relationshipId), answers),
  });
}
