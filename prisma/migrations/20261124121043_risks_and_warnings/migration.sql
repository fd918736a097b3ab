-- Risks of vendor relationships, their history, and warning notifications (issue 10)
-- CreateEnum
CREATE TYPE "RiskSourceKind" AS ENUM ('SCREENING', 'WARNING', 'DOCUMENT_EXPIRY', 'QUESTIONNAIRE');

-- CreateEnum
CREATE TYPE "RiskSeverity" AS ENUM ('HIGH', 'LOW');

-- CreateEnum
CREATE TYPE "RiskStatus" AS ENUM ('OPEN', 'RESOLVED', 'CONFIRMED');

-- CreateEnum
CREATE TYPE "RiskEventKind" AS ENUM ('RAISED', 'UPDATED', 'RESOLVED', 'CONFIRMED', 'REOPENED');

-- CreateEnum
CREATE TYPE "WarningKind" AS ENUM ('MISSING_COUNTRY', 'MISSING_IDENTIFIER', 'START_DATE_PASSED', 'DOCUMENT_EXPIRING');

-- CreateEnum
CREATE TYPE "WarningStatus" AS ENUM ('open', 'processing', 'resolved');

-- CreateEnum
CREATE TYPE "WarningResolutionType" AS ENUM ('file', 'reason', 'attestation');

-- CreateTable
CREATE TABLE "risks" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "source_kind" "RiskSourceKind" NOT NULL,
    "source_key" TEXT NOT NULL,
    "severity" "RiskSeverity" NOT NULL,
    "status" "RiskStatus" NOT NULL DEFAULT 'OPEN',
    "action_required" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "decided_by_id" UUID,
    "decided_at" TIMESTAMP(3),
    "decision_note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "risks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "risk_events" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "risk_id" UUID NOT NULL,
    "kind" "RiskEventKind" NOT NULL,
    "from_status" "RiskStatus",
    "to_status" "RiskStatus" NOT NULL,
    "note" TEXT,
    "details" JSONB,
    "actor_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "risk_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warning_notifications" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "kind" "WarningKind" NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "message" TEXT NOT NULL,
    "status" "WarningStatus" NOT NULL DEFAULT 'open',
    "resolution_type" "WarningResolutionType",
    "resolution_text" TEXT,
    "resource_id" UUID,
    "resolved_by_id" UUID,
    "resolved_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "warning_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "risks_workspace_id_relationship_id_status_created_at_idx" ON "risks"("workspace_id", "relationship_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "risks_workspace_id_status_action_required_idx" ON "risks"("workspace_id", "status", "action_required");

-- CreateIndex
CREATE UNIQUE INDEX "risks_relationship_id_source_kind_source_key_key" ON "risks"("relationship_id", "source_kind", "source_key");

-- CreateIndex
CREATE INDEX "risk_events_risk_id_created_at_idx" ON "risk_events"("risk_id", "created_at");

-- CreateIndex
CREATE INDEX "warning_notifications_workspace_id_relationship_id_status_idx" ON "warning_notifications"("workspace_id", "relationship_id", "status");

-- CreateIndex
CREATE INDEX "warning_notifications_resource_id_idx" ON "warning_notifications"("resource_id");

-- CreateIndex
CREATE UNIQUE INDEX "warning_notifications_relationship_id_kind_subject_key" ON "warning_notifications"("relationship_id", "kind", "subject");

-- AddForeignKey
ALTER TABLE "risks" ADD CONSTRAINT "risks_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "risks" ADD CONSTRAINT "risks_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "risks" ADD CONSTRAINT "risks_decided_by_id_fkey" FOREIGN KEY ("decided_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "risk_events" ADD CONSTRAINT "risk_events_risk_id_fkey" FOREIGN KEY ("risk_id") REFERENCES "risks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "risk_events" ADD CONSTRAINT "risk_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_notifications" ADD CONSTRAINT "warning_notifications_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_notifications" ADD CONSTRAINT "warning_notifications_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_notifications" ADD CONSTRAINT "warning_notifications_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warning_notifications" ADD CONSTRAINT "warning_notifications_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

