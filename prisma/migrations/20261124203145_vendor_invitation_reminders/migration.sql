-- Vendor invitation reminders (issue 12): each reminder mails a link of its own, kept hashed.
-- AlterTable
ALTER TABLE "vendor_invitations" ADD COLUMN     "reminder_code_hashes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "vendor_invitations_reminder_code_hashes_idx" ON "vendor_invitations" USING GIN ("reminder_code_hashes");

