-- CreateEnum
CREATE TYPE "EntityLocationType" AS ENUM ('RETAIL', 'ONLINE', 'LOGISTICS');

-- CreateEnum
CREATE TYPE "OnlineLocationStatus" AS ENUM ('ACTIVE', 'INACTIVE');

-- CreateEnum
CREATE TYPE "LogisticsLocationKind" AS ENUM ('WAREHOUSE', 'DISTRIBUTION_CENTRE', 'FULFILMENT_CENTRE', 'CROSS_DOCK', 'PORT', 'AIRPORT', 'RAIL_TERMINAL', 'OTHER');

-- CreateEnum
CREATE TYPE "LocationIdentifierType" AS ENUM ('SAM', 'LEI', 'UFI', 'EIN', 'DUNS', 'GLN', 'EORI');

-- CreateEnum
CREATE TYPE "IdentifierKind" AS ENUM ('COMPANY', 'PRODUCT', 'FACILITY');

-- CreateTable
CREATE TABLE "entity_locations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "entity_id" UUID NOT NULL,
    "type" "EntityLocationType" NOT NULL,
    "address" TEXT,
    "city" TEXT,
    "state_code" TEXT,
    "postal_code" TEXT,
    "country_code" TEXT,
    "web_url" TEXT,
    "status" "OnlineLocationStatus",
    "location_kind" "LogisticsLocationKind",
    "description" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "entity_locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_location_identifiers" (
    "id" UUID NOT NULL,
    "location_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "type" "LocationIdentifierType" NOT NULL,
    "kind" "IdentifierKind" NOT NULL,
    "number" TEXT NOT NULL,

    CONSTRAINT "entity_location_identifiers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "entity_locations_workspace_id_entity_id_type_created_at_idx" ON "entity_locations"("workspace_id", "entity_id", "type", "created_at");

-- CreateIndex
CREATE INDEX "entity_location_identifiers_type_number_idx" ON "entity_location_identifiers"("type", "number");

-- CreateIndex
CREATE UNIQUE INDEX "entity_location_identifiers_location_id_position_key" ON "entity_location_identifiers"("location_id", "position");

-- AddForeignKey
ALTER TABLE "entity_locations" ADD CONSTRAINT "entity_locations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_locations" ADD CONSTRAINT "entity_locations_entity_id_fkey" FOREIGN KEY ("entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_location_identifiers" ADD CONSTRAINT "entity_location_identifiers_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "entity_locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

