-- CreateEnum
CREATE TYPE "ResourceKind" AS ENUM ('GENERAL', 'VENDOR_UPLOAD', 'PRODUCT_CATALOGUE');

-- CreateEnum
CREATE TYPE "ResourceStatus" AS ENUM ('AWAITING_UPLOAD', 'UPLOADED', 'REJECTED');

-- CreateTable
CREATE TABLE "resources" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "kind" "ResourceKind" NOT NULL,
    "file_name" TEXT NOT NULL,
    "declared_type" TEXT,
    "detected_type" TEXT,
    "size" BIGINT,
    "storage_key" TEXT NOT NULL,
    "status" "ResourceStatus" NOT NULL DEFAULT 'AWAITING_UPLOAD',
    "rejected_reason" TEXT,
    "linked_object_id" UUID,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "resources_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "resources_storage_key_key" ON "resources"("storage_key");

-- CreateIndex
CREATE INDEX "resources_workspace_id_created_at_idx" ON "resources"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "resources_workspace_id_linked_object_id_idx" ON "resources"("workspace_id", "linked_object_id");

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

