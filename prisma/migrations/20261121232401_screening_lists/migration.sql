-- CreateEnum
CREATE TYPE "SanctionChangeKind" AS ENUM ('ADDED', 'CHANGED', 'REMOVED');

-- CreateTable
CREATE TABLE "sanction_sources" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "current_version" INTEGER,
    "last_refresh_at" TIMESTAMP(3),
    "last_success_at" TIMESTAMP(3),
    "last_error" TEXT,
    "last_error_at" TIMESTAMP(3),

    CONSTRAINT "sanction_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanction_source_versions" (
    "id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "checksum" TEXT NOT NULL,
    "published_at" DATE,
    "entry_count" INTEGER NOT NULL,
    "added_count" INTEGER NOT NULL,
    "changed_count" INTEGER NOT NULL,
    "removed_count" INTEGER NOT NULL,
    "key_counts" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sanction_source_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanction_entries" (
    "id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "list" TEXT NOT NULL,
    "official_id" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "valid_from" INTEGER NOT NULL,
    "valid_to" INTEGER,

    CONSTRAINT "sanction_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sanction_entry_changes" (
    "id" UUID NOT NULL,
    "version_id" UUID NOT NULL,
    "list" TEXT NOT NULL,
    "official_id" TEXT NOT NULL,
    "kind" "SanctionChangeKind" NOT NULL,
    "entry_id" UUID NOT NULL,

    CONSTRAINT "sanction_entry_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "sanction_source_versions_source_id_number_key" ON "sanction_source_versions"("source_id", "number");

-- CreateIndex
CREATE INDEX "sanction_entries_source_id_valid_to_idx" ON "sanction_entries"("source_id", "valid_to");

-- CreateIndex
CREATE UNIQUE INDEX "sanction_entries_source_id_list_official_id_valid_from_key" ON "sanction_entries"("source_id", "list", "official_id", "valid_from");

-- CreateIndex
CREATE INDEX "sanction_entry_changes_entry_id_idx" ON "sanction_entry_changes"("entry_id");

-- CreateIndex
CREATE UNIQUE INDEX "sanction_entry_changes_version_id_list_official_id_key" ON "sanction_entry_changes"("version_id", "list", "official_id");

-- AddForeignKey
ALTER TABLE "sanction_source_versions" ADD CONSTRAINT "sanction_source_versions_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "sanction_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanction_entries" ADD CONSTRAINT "sanction_entries_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "sanction_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanction_entry_changes" ADD CONSTRAINT "sanction_entry_changes_version_id_fkey" FOREIGN KEY ("version_id") REFERENCES "sanction_source_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sanction_entry_changes" ADD CONSTRAINT "sanction_entry_changes_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "sanction_entries"("id") ON DELETE CASCADE ON UPDATE CASCADE;
