-- CreateEnum
CREATE TYPE "InviteKind" AS ENUM ('EMAIL', 'LINK');

-- AlterTable
-- Role codes the permission table keys on: filled for the four existing roles, then required.
ALTER TABLE "member_roles" ADD COLUMN     "code" TEXT;
UPDATE "member_roles" SET "code" = upper(replace("name", ' ', '_'));
ALTER TABLE "member_roles" ALTER COLUMN "code" SET NOT NULL;

-- AlterTable
-- Invited people may have no account yet, so memberships carry the e-mail (taken from the user for existing rows).
ALTER TABLE "memberships" ADD COLUMN     "email" TEXT,
ALTER COLUMN "user_id" DROP NOT NULL;
UPDATE "memberships" m SET "email" = u."email" FROM "users" u WHERE u."id" = m."user_id";
ALTER TABLE "memberships" ALTER COLUMN "email" SET NOT NULL;

-- AlterTable
ALTER TABLE "user_preferences" ADD COLUMN     "default_page_size" INTEGER NOT NULL DEFAULT 10,
ADD COLUMN     "vendor_table_columns" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "welcome_dismissed" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "dismissed_checklist_items" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "entity_details_completed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "vendor_workflow_confirmed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "membership_invites" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "kind" "InviteKind" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "membership_id" UUID,
    "role_ids" UUID[] DEFAULT ARRAY[]::UUID[],
    "created_by_id" UUID NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "membership_invites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_settings" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "delivery_time" TEXT NOT NULL DEFAULT '09:00:00',
    "review_frequency" TEXT NOT NULL DEFAULT 'quarterly',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_category_preferences" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "notification_category_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_preferences" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "notification" TEXT NOT NULL,
    "email" BOOLEAN NOT NULL DEFAULT true,
    "in_app" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "notification_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "general_notification_preferences" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "general_notification_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "membership_invites_code_hash_key" ON "membership_invites"("code_hash");

-- CreateIndex
CREATE UNIQUE INDEX "notification_settings_user_id_workspace_id_key" ON "notification_settings"("user_id", "workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "notification_category_preferences_user_id_workspace_id_cate_key" ON "notification_category_preferences"("user_id", "workspace_id", "category");

-- CreateIndex
CREATE UNIQUE INDEX "notification_preferences_user_id_workspace_id_notification_key" ON "notification_preferences"("user_id", "workspace_id", "notification");

-- CreateIndex
CREATE UNIQUE INDEX "general_notification_preferences_user_id_key_key" ON "general_notification_preferences"("user_id", "key");

-- CreateIndex
CREATE UNIQUE INDEX "member_roles_code_key" ON "member_roles"("code");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_workspace_id_email_key" ON "memberships"("workspace_id", "email");

-- AddForeignKey
ALTER TABLE "membership_invites" ADD CONSTRAINT "membership_invites_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership_invites" ADD CONSTRAINT "membership_invites_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "memberships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_category_preferences" ADD CONSTRAINT "notification_category_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "general_notification_preferences" ADD CONSTRAINT "general_notification_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

