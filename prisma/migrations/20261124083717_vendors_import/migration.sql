-- CreateEnum
CREATE TYPE "VendorRelationshipStatus" AS ENUM ('PENDING', 'APPROVED', 'NOT_APPROVED', 'PAST_VENDOR', 'CONTRACTED_ACTIVE', 'CONTRACTED_COMPLETE', 'TERMINATED');

-- CreateEnum
CREATE TYPE "RelationshipProposer" AS ENUM ('PRINCIPAL_ENTITY', 'VENDOR');

-- CreateEnum
CREATE TYPE "VendorImportStatus" AS ENUM ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "VendorImportRowOutcome" AS ENUM ('REJECTED', 'MERGED');

-- CreateTable
CREATE TABLE "vendor_relationships" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "vendor_entity_id" UUID NOT NULL,
    "status" "VendorRelationshipStatus" NOT NULL DEFAULT 'PENDING',
    "proposer" "RelationshipProposer" NOT NULL DEFAULT 'PRINCIPAL_ENTITY',
    "dedupe_key" TEXT NOT NULL,
    "start_date" DATE,
    "imported_details" JSONB,
    "import_id" UUID,
    "import_row" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vendor_relationships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_imports" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "resource_id" UUID NOT NULL,
    "created_by_id" UUID,
    "mapping" JSONB NOT NULL,
    "columns" TEXT[],
    "status" "VendorImportStatus" NOT NULL DEFAULT 'QUEUED',
    "error" TEXT,
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "accepted_rows" INTEGER NOT NULL DEFAULT 0,
    "rejected_rows" INTEGER NOT NULL DEFAULT 0,
    "merged_rows" INTEGER NOT NULL DEFAULT 0,
    "created_vendors" INTEGER NOT NULL DEFAULT 0,
    "checkpoint_row" INTEGER NOT NULL DEFAULT 0,
    "rows_per_second" DOUBLE PRECISION,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vendor_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_import_rows" (
    "id" UUID NOT NULL,
    "import_id" UUID NOT NULL,
    "row_number" INTEGER NOT NULL,
    "outcome" "VendorImportRowOutcome" NOT NULL,
    "issues" JSONB NOT NULL,
    "cells" TEXT[],
    "merged_into_row" INTEGER,

    CONSTRAINT "vendor_import_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vendor_relationships_vendor_entity_id_key" ON "vendor_relationships"("vendor_entity_id");

-- CreateIndex
CREATE INDEX "vendor_relationships_import_id_import_row_idx" ON "vendor_relationships"("import_id", "import_row");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_relationships_workspace_id_dedupe_key_key" ON "vendor_relationships"("workspace_id", "dedupe_key");

-- CreateIndex
CREATE INDEX "vendor_imports_workspace_id_created_at_idx" ON "vendor_imports"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "vendor_import_rows_import_id_outcome_row_number_idx" ON "vendor_import_rows"("import_id", "outcome", "row_number");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_import_rows_import_id_row_number_key" ON "vendor_import_rows"("import_id", "row_number");

-- AddForeignKey
ALTER TABLE "vendor_relationships" ADD CONSTRAINT "vendor_relationships_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationships" ADD CONSTRAINT "vendor_relationships_vendor_entity_id_fkey" FOREIGN KEY ("vendor_entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationships" ADD CONSTRAINT "vendor_relationships_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "vendor_imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_imports" ADD CONSTRAINT "vendor_imports_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_imports" ADD CONSTRAINT "vendor_imports_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_import_rows" ADD CONSTRAINT "vendor_import_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "vendor_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

