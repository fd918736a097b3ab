import type { UflpaFlag } from "@tierline/contracts";
import type { Prisma } from "@tierline/db";
import type { createRisksRepository } from "../risks/risks.repository";
import type { RelationshipScope } from "./uflpa-questionnaire.repository";

type Tx = Prisma.TransactionClient;

/** The questionnaire's one risk per relationship: raised, refreshed or resolved by each submission. */
const source = { sourceKind: "QUESTIONNAIRE", sourceKey: "uflpa" } as const;

/** "UFLPA questionnaire: Operations in the XUAR and 2 more". */
function titleOf(flags: UflpaFlag[]) {
  const first = flags.find((flag) => flag.severity === "HIGH") ?? flags[0]!;
  const more = flags.length - 1;
  return `UFLPA questionnaire: ${first.reason}${more > 0 ? ` and ${more} more` : ""}`;
}

/**
 * What a submission does to the customer's risk on the vendor, in the submission's transaction: flagged
 * answers raise the risk (High when any flag is, else Low), or refresh it, or open it again if it was
 * decided (a new submission is new facts); a clean submission resolves the open one as the system.
 */
export async function applyQuestionnaireRisk(
  risks: ReturnType<typeof createRisksRepository>,
  tx: Tx,
  scope: RelationshipScope,
  submission: { id: string; questionSetVersion: number; flags: UflpaFlag[] },
): Promise<void> {
  const details = { response: submission.id, question_set_version: submission.questionSetVersion };
  if (submission.flags.length === 0) {
    const open = await tx.risk.findFirst({
      where: {
        ...source,
        relationshipId: scope.relationshipId,
        workspaceId: scope.workspaceId,
        status: "OPEN",
      },
      select: { id: true },
    });
    if (open)
      await risks.decide(tx, scope, open.id, {
        to: "RESOLVED",
        actorId: null,
        note: "A later UFLPA questionnaire submission flags no answer",
        details,
      });
    return;
  }
  const high = submission.flags.some((flag) => flag.severity === "HIGH");
  await risks.raise(
    tx,
    scope,
    {
      ...source,
      relationshipId: scope.relationshipId,
      severity: high ? "HIGH" : "LOW",
      title: titleOf(submission.flags),
      actionRequired: high,
      details: { ...details, flags: submission.flags },
    },
    { reopen: true, note: "UFLPA questionnaire submitted", eventDetails: details },
  );
}
