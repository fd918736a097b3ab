-- Product indexes and a foreign key (docs/decisions.md, "Products").

-- A product lists a material once without a stage. The unique index over (product, material, stage) never
-- compares NULL stages, so two concurrent adds with no stage both passed the service's check. Rows such a
-- race left are folded into the oldest first, then a partial unique index keeps it single (Prisma cannot
-- express a partial index, so it is written here only), and a lost race answers 409 like the check.
DELETE FROM "product_materials" AS "later"
USING "product_materials" AS "earlier"
WHERE "later"."stage" IS NULL AND "earlier"."stage" IS NULL
  AND "later"."product_id" = "earlier"."product_id"
  AND "later"."material_id" = "earlier"."material_id"
  AND ("later"."created_at", "later"."id") > ("earlier"."created_at", "earlier"."id");

CREATE UNIQUE INDEX "product_materials_product_id_material_id_no_stage_key" ON "product_materials"("product_id", "material_id") WHERE "stage" IS NULL;

-- Foreign-key columns every delete of the row they name scans (ON DELETE SET NULL or CASCADE).
-- CreateIndex
CREATE INDEX "products_image_resource_id_idx" ON "products"("image_resource_id");

-- CreateIndex
CREATE INDEX "resources_document_type_id_idx" ON "resources"("document_type_id");

-- CreateIndex
CREATE INDEX "supply_stream_stage_vendors_relationship_id_idx" ON "supply_stream_stage_vendors"("relationship_id");

-- CreateIndex
CREATE INDEX "product_imports_supply_stream_id_idx" ON "product_imports"("supply_stream_id");

-- An import's chosen stream dangled once the stream was deleted: those are cleared, and deleting a stream
-- now leaves its imports without one.
UPDATE "product_imports" AS "i" SET "supply_stream_id" = NULL
WHERE "i"."supply_stream_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "supply_streams" AS "s" WHERE "s"."id" = "i"."supply_stream_id");

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_supply_stream_id_fkey" FOREIGN KEY ("supply_stream_id") REFERENCES "supply_streams"("id") ON DELETE SET NULL ON UPDATE CASCADE;
