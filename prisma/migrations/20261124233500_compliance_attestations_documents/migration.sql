-- A vendor user's truthful-information attestations of what its company gave a customer's relationship.
-- CreateTable
CREATE TABLE "compliance_attestations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "attested_by_id" UUID,
    "attested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compliance_attestations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "compliance_attestations_relationship_id_attested_at_idx" ON "compliance_attestations"("relationship_id", "attested_at");

-- CreateIndex
CREATE INDEX "compliance_attestations_workspace_id_idx" ON "compliance_attestations"("workspace_id");

-- CreateIndex
CREATE INDEX "compliance_attestations_attested_by_id_idx" ON "compliance_attestations"("attested_by_id");

-- AddForeignKey
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_attestations" ADD CONSTRAINT "compliance_attestations_attested_by_id_fkey" FOREIGN KEY ("attested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A file a vendor gave a customer through its compliance section.
ALTER TYPE "ResourceKind" ADD VALUE 'COMPLIANCE_DOCUMENT';
