-- AlterTable
ALTER TABLE "vendor_imports" ALTER COLUMN "resource_id" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "vendor_imports" ADD CONSTRAINT "vendor_imports_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

