-- Products (issue 13): the catalogue, import countries, supply streams with vendors per stage, materials and
-- resource usage types, the remembered column mapping, and catalogue imports.
-- CreateEnum
CREATE TYPE "SupplyStreamStage" AS ENUM ('RAW_MATERIALS', 'MANUFACTURING', 'TRANSPORTATION_LOGISTICS', 'WAREHOUSING_DISTRIBUTION', 'RETAIL_END_USE');

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "sku" TEXT,
    "description" TEXT,
    "product_number" TEXT,
    "category_id" INTEGER,
    "country_of_origin" TEXT,
    "image_resource_id" UUID,
    "dedupe_key" TEXT NOT NULL,
    "name_key" TEXT NOT NULL DEFAULT '',
    "search_text" TEXT NOT NULL DEFAULT '',
    "import_id" UUID,
    "import_row" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_import_countries" (
    "product_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "country" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_import_countries_pkey" PRIMARY KEY ("product_id","country")
);

-- CreateTable
CREATE TABLE "supply_streams" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "supply_streams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supply_stream_stage_vendors" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "stream_id" UUID NOT NULL,
    "stage" "SupplyStreamStage" NOT NULL,
    "relationship_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "supply_stream_stage_vendors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_supply_streams" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "stream_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_supply_streams_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "materials" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "materials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resource_usage_types" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resource_usage_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_materials" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "material_id" UUID NOT NULL,
    "stage" "SupplyStreamStage",
    "usage_type_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "product_materials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_column_mappings" (
    "workspace_id" UUID NOT NULL,
    "mapping" JSONB NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_column_mappings_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "product_imports" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "resource_id" UUID,
    "created_by_id" UUID,
    "mapping" JSONB NOT NULL,
    "columns" TEXT[],
    "supply_stream_id" UUID,
    "status" "VendorImportStatus" NOT NULL DEFAULT 'QUEUED',
    "error" TEXT,
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "accepted_rows" INTEGER NOT NULL DEFAULT 0,
    "rejected_rows" INTEGER NOT NULL DEFAULT 0,
    "merged_rows" INTEGER NOT NULL DEFAULT 0,
    "created_products" INTEGER NOT NULL DEFAULT 0,
    "checkpoint_row" INTEGER NOT NULL DEFAULT 0,
    "rows_per_second" DOUBLE PRECISION,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_import_rows" (
    "id" UUID NOT NULL,
    "import_id" UUID NOT NULL,
    "row_number" INTEGER NOT NULL,
    "outcome" "VendorImportRowOutcome" NOT NULL,
    "issues" JSONB NOT NULL,
    "cells" TEXT[],
    "merged_into_row" INTEGER,

    CONSTRAINT "product_import_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "products_workspace_id_name_key_id_idx" ON "products"("workspace_id", "name_key", "id");

-- CreateIndex
CREATE INDEX "products_workspace_id_created_at_id_idx" ON "products"("workspace_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "products_workspace_id_country_of_origin_idx" ON "products"("workspace_id", "country_of_origin");

-- CreateIndex
CREATE INDEX "products_workspace_id_category_id_idx" ON "products"("workspace_id", "category_id");

-- CreateIndex
CREATE INDEX "products_import_id_import_row_idx" ON "products"("import_id", "import_row");

-- CreateIndex
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING GIN ("search_text" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "products_workspace_id_dedupe_key_key" ON "products"("workspace_id", "dedupe_key");

-- CreateIndex
CREATE INDEX "product_import_countries_workspace_id_country_idx" ON "product_import_countries"("workspace_id", "country");

-- CreateIndex
CREATE UNIQUE INDEX "supply_streams_workspace_id_name_key_key" ON "supply_streams"("workspace_id", "name_key");

-- CreateIndex
CREATE INDEX "supply_stream_stage_vendors_workspace_id_relationship_id_idx" ON "supply_stream_stage_vendors"("workspace_id", "relationship_id");

-- CreateIndex
CREATE UNIQUE INDEX "supply_stream_stage_vendors_stream_id_stage_relationship_id_key" ON "supply_stream_stage_vendors"("stream_id", "stage", "relationship_id");

-- CreateIndex
CREATE INDEX "product_supply_streams_stream_id_idx" ON "product_supply_streams"("stream_id");

-- CreateIndex
CREATE INDEX "product_supply_streams_workspace_id_idx" ON "product_supply_streams"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_supply_streams_product_id_stream_id_key" ON "product_supply_streams"("product_id", "stream_id");

-- CreateIndex
CREATE UNIQUE INDEX "materials_workspace_id_name_key_key" ON "materials"("workspace_id", "name_key");

-- CreateIndex
CREATE UNIQUE INDEX "resource_usage_types_workspace_id_name_key_key" ON "resource_usage_types"("workspace_id", "name_key");

-- CreateIndex
CREATE INDEX "product_materials_product_id_idx" ON "product_materials"("product_id");

-- CreateIndex
CREATE INDEX "product_materials_workspace_id_material_id_idx" ON "product_materials"("workspace_id", "material_id");

-- CreateIndex
CREATE INDEX "product_imports_workspace_id_created_at_idx" ON "product_imports"("workspace_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_import_rows_import_id_row_number_key" ON "product_import_rows"("import_id", "row_number");

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_image_resource_id_fkey" FOREIGN KEY ("image_resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "product_imports"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_import_countries" ADD CONSTRAINT "product_import_countries_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_import_countries" ADD CONSTRAINT "product_import_countries_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_streams" ADD CONSTRAINT "supply_streams_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_stream_stage_vendors" ADD CONSTRAINT "supply_stream_stage_vendors_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_stream_stage_vendors" ADD CONSTRAINT "supply_stream_stage_vendors_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "supply_streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supply_stream_stage_vendors" ADD CONSTRAINT "supply_stream_stage_vendors_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_supply_streams" ADD CONSTRAINT "product_supply_streams_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_supply_streams" ADD CONSTRAINT "product_supply_streams_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_supply_streams" ADD CONSTRAINT "product_supply_streams_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "supply_streams"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "materials" ADD CONSTRAINT "materials_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_usage_types" ADD CONSTRAINT "resource_usage_types_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_material_id_fkey" FOREIGN KEY ("material_id") REFERENCES "materials"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_materials" ADD CONSTRAINT "product_materials_usage_type_id_fkey" FOREIGN KEY ("usage_type_id") REFERENCES "resource_usage_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_column_mappings" ADD CONSTRAINT "product_column_mappings_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_import_rows" ADD CONSTRAINT "product_import_rows_import_id_fkey" FOREIGN KEY ("import_id") REFERENCES "product_imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

