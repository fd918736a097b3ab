-- UFLPA questionnaire (issue 12, point 3): a vendor's drafts and submissions per relationship, each
-- with the question-set version it answers.
-- CreateEnum
CREATE TYPE "UflpaResponseStatus" AS ENUM ('DRAFT', 'SUBMITTED');

-- CreateTable
CREATE TABLE "uflpa_questionnaire_responses" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "status" "UflpaResponseStatus" NOT NULL,
    "question_set_version" INTEGER NOT NULL,
    "answers" JSONB NOT NULL DEFAULT '{}',
    "flags" JSONB NOT NULL DEFAULT '[]',
    "updated_by_id" UUID,
    "submitted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "uflpa_questionnaire_responses_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "uflpa_questionnaire_responses_relationship_id_status_submit_idx" ON "uflpa_questionnaire_responses"("relationship_id", "status", "submitted_at");

-- CreateIndex
CREATE INDEX "uflpa_questionnaire_responses_workspace_id_idx" ON "uflpa_questionnaire_responses"("workspace_id");

-- CreateIndex
CREATE INDEX "uflpa_questionnaire_responses_updated_by_id_idx" ON "uflpa_questionnaire_responses"("updated_by_id");

-- AddForeignKey
ALTER TABLE "uflpa_questionnaire_responses" ADD CONSTRAINT "uflpa_questionnaire_responses_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uflpa_questionnaire_responses" ADD CONSTRAINT "uflpa_questionnaire_responses_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uflpa_questionnaire_responses" ADD CONSTRAINT "uflpa_questionnaire_responses_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- At most one draft per relationship: saving again updates it (Prisma cannot express a partial index).
CREATE UNIQUE INDEX "uflpa_questionnaire_responses_one_draft_idx" ON "uflpa_questionnaire_responses"("relationship_id") WHERE "status" = 'DRAFT';
