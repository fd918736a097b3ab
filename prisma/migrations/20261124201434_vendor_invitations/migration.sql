-- Vendor invitations (issue 12): a customer invites a vendor's compliance contact, and accepting links the
-- vendor's own company entity to the relationship (docs/decisions.md "Vendor invitations").
-- CreateEnum
CREATE TYPE "VendorInvitationStatus" AS ENUM ('PENDING', 'ACCEPTED', 'REVOKED');

-- AlterTable
ALTER TABLE "vendor_relationships" ADD COLUMN     "linked_entity_id" UUID;

-- CreateTable
CREATE TABLE "vendor_invitations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT,
    "status" "VendorInvitationStatus" NOT NULL DEFAULT 'PENDING',
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_by_id" UUID NOT NULL,
    "mailed_at" TIMESTAMP(3)[],
    "reminders_sent" INTEGER NOT NULL DEFAULT 0,
    "accepted_at" TIMESTAMP(3),
    "accepted_by_id" UUID,
    "revoked_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vendor_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vendor_invitations_code_hash_key" ON "vendor_invitations"("code_hash");

-- CreateIndex
CREATE INDEX "vendor_invitations_workspace_id_relationship_id_created_at_idx" ON "vendor_invitations"("workspace_id", "relationship_id", "created_at");

-- CreateIndex
CREATE INDEX "vendor_invitations_status_expires_at_idx" ON "vendor_invitations"("status", "expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_relationships_workspace_id_linked_entity_id_key" ON "vendor_relationships"("workspace_id", "linked_entity_id");

-- AddForeignKey
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_invitations" ADD CONSTRAINT "vendor_invitations_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationships" ADD CONSTRAINT "vendor_relationships_linked_entity_id_fkey" FOREIGN KEY ("linked_entity_id") REFERENCES "entities"("id") ON DELETE SET NULL ON UPDATE CASCADE;

