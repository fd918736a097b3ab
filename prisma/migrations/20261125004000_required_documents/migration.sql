-- Required document types (issue 12 point 2): a workspace's list, and a compliance document's type.
-- AlterTable
ALTER TABLE "resources" ADD COLUMN     "document_type_id" UUID;

-- CreateTable
CREATE TABLE "compliance_document_types" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "position" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compliance_document_types_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "compliance_document_types_workspace_id_position_idx" ON "compliance_document_types"("workspace_id", "position");

-- AddForeignKey
ALTER TABLE "compliance_document_types" ADD CONSTRAINT "compliance_document_types_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_document_type_id_fkey" FOREIGN KEY ("document_type_id") REFERENCES "compliance_document_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

