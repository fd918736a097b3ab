-- CreateEnum
CREATE TYPE "ScreeningDecisionOutcome" AS ENUM ('CONFIRMED', 'DISMISSED');

-- CreateEnum
CREATE TYPE "ScreeningReviewStatus" AS ENUM ('PENDING_APPROVAL', 'APPLIED', 'REJECTED');

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "screening_four_eyes" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "notification" TEXT NOT NULL,
    "severity" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "read_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_reviews" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "risk_id" UUID NOT NULL,
    "outcome" "ScreeningDecisionOutcome" NOT NULL,
    "status" "ScreeningReviewStatus" NOT NULL,
    "note" TEXT NOT NULL,
    "list_versions" JSONB NOT NULL,
    "chosen_match" TEXT,
    "decided_by_id" UUID,
    "decided_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "approved_by_id" UUID,
    "approved_at" TIMESTAMP(3),
    "approval_note" TEXT,

    CONSTRAINT "screening_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "screening_match_decisions" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "entry_id" TEXT NOT NULL,
    "group_key" TEXT NOT NULL,
    "outcome" "ScreeningDecisionOutcome" NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "entry_hash" TEXT NOT NULL,
    "evidence_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "screening_match_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notifications_workspace_id_user_id_created_at_idx" ON "notifications"("workspace_id", "user_id", "created_at");

-- CreateIndex
CREATE INDEX "screening_reviews_workspace_id_status_decided_at_idx" ON "screening_reviews"("workspace_id", "status", "decided_at");

-- CreateIndex
CREATE INDEX "screening_reviews_relationship_id_decided_at_idx" ON "screening_reviews"("relationship_id", "decided_at");

-- CreateIndex
CREATE INDEX "screening_match_decisions_workspace_id_relationship_id_entr_idx" ON "screening_match_decisions"("workspace_id", "relationship_id", "entry_id");

-- CreateIndex
CREATE INDEX "screening_match_decisions_review_id_idx" ON "screening_match_decisions"("review_id");

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_reviews" ADD CONSTRAINT "screening_reviews_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_reviews" ADD CONSTRAINT "screening_reviews_risk_id_fkey" FOREIGN KEY ("risk_id") REFERENCES "risks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_reviews" ADD CONSTRAINT "screening_reviews_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_reviews" ADD CONSTRAINT "screening_reviews_approved_by_id_fkey" FOREIGN KEY ("approved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "screening_match_decisions" ADD CONSTRAINT "screening_match_decisions_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "screening_reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

