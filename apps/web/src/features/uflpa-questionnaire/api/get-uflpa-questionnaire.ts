import { queryOptions, useQuery } from "@tanstack/react-query";
import { type UflpaQuestionSetWire, uflpaQuestionSetSchema } from "@tierline/contracts";
import { api } from "../../../lib/api-client";

/** GET /compliances/uflpa-questionnaire: the current version's questions (the same for every customer). */
export function getUflpaQuestionnaire(signal?: AbortSignal): Promise<UflpaQuestionSetWire> {
  return api.get("/compliances/uflpa-questionnaire", {
    schema: uflpaQuestionSetSchema,
    signal,
    endpoint: "GET /compliances/uflpa-questionnaire",
  });
}

export const uflpaQuestionnaireQueryOptions = () =>
  queryOptions({
    queryKey: ["uflpa-questionnaire", "questions"],
    queryFn: ({ signal }) => getUflpaQuestionnaire(signal),
    // A published version never changes: read once per session.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUflpaQuestionnaire = () => useQuery(uflpaQuestionnaireQueryOptions());
