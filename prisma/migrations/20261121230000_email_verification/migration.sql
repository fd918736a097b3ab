-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_verified_at" TIMESTAMP(3);


-- Accounts that existed before verification was recorded keep working as they did: mark them verified.
UPDATE "users" SET "email_verified_at" = "created_at";
