-- CreateTable
CREATE TABLE "vendor_screenings" (
    "relationship_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "screened_at" TIMESTAMP(3) NOT NULL,
    "list_versions" JSONB NOT NULL,
    "evidence_hash" TEXT NOT NULL,
    "evidence" JSONB NOT NULL,
    "matches" JSONB NOT NULL,
    "match_count" INTEGER NOT NULL,

    CONSTRAINT "vendor_screenings_pkey" PRIMARY KEY ("relationship_id")
);

-- CreateIndex
CREATE INDEX "vendor_screenings_workspace_id_screened_at_idx" ON "vendor_screenings"("workspace_id", "screened_at");

-- AddForeignKey
ALTER TABLE "vendor_screenings" ADD CONSTRAINT "vendor_screenings_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

