-- Procurement workflows (issue 12, point 5): a workspace's ordered stages with the requirements each
-- needs before it is passed, and the stage each vendor relationship has reached (none: the first).
-- CreateEnum
CREATE TYPE "ProcurementRequirement" AS ENUM ('DOCUMENTS_PROVIDED', 'SCREENING_CLEAR', 'CONTACTS_PROVIDED');

-- CreateTable
CREATE TABLE "procurement_stages" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "requirements" "ProcurementRequirement"[] DEFAULT ARRAY[]::"ProcurementRequirement"[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "procurement_stages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "procurement_positions" (
    "relationship_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "stage_id" UUID NOT NULL,
    "moved_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "procurement_positions_pkey" PRIMARY KEY ("relationship_id")
);

-- CreateIndex
CREATE INDEX "procurement_stages_workspace_id_position_idx" ON "procurement_stages"("workspace_id", "position");

-- CreateIndex
CREATE INDEX "procurement_positions_stage_id_idx" ON "procurement_positions"("stage_id");

-- CreateIndex
CREATE INDEX "procurement_positions_workspace_id_idx" ON "procurement_positions"("workspace_id");

-- AddForeignKey
ALTER TABLE "procurement_stages" ADD CONSTRAINT "procurement_stages_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_positions" ADD CONSTRAINT "procurement_positions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_positions" ADD CONSTRAINT "procurement_positions_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "procurement_positions" ADD CONSTRAINT "procurement_positions_stage_id_fkey" FOREIGN KEY ("stage_id") REFERENCES "procurement_stages"("id") ON DELETE CASCADE ON UPDATE CASCADE;

