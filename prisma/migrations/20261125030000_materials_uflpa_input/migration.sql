-- Materials (issue 13 point 4): a material may be one of the UFLPA high-priority inputs, and a product
-- lists a material once per stage.
-- CreateEnum
CREATE TYPE "UflpaInput" AS ENUM ('cotton', 'tomatoes', 'polysilicon', 'aluminium', 'pvc', 'seafood');

-- AlterTable
ALTER TABLE "materials" ADD COLUMN "uflpa_input" "UflpaInput";

-- DropIndex
DROP INDEX "product_materials_product_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "product_materials_product_id_material_id_stage_key" ON "product_materials"("product_id", "material_id", "stage");
