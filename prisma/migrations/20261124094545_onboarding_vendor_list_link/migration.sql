-- Nothing set the link before resources existed: any id naming no resource is cleared first.
UPDATE "workspace_onboarding" SET "vendor_list_resource_id" = NULL
  WHERE "vendor_list_resource_id" NOT IN (SELECT "id" FROM "resources");

-- AddForeignKey
ALTER TABLE "workspace_onboarding" ADD CONSTRAINT "workspace_onboarding_vendor_list_resource_id_fkey" FOREIGN KEY ("vendor_list_resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

