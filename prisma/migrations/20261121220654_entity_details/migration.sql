/*
  Warnings:

  - You are about to drop the column `registered_jurisdiction` on the `entities` table. All the data in the column will be lost.

*/
-- CreateEnum
CREATE TYPE "ChangeFlag" AS ENUM ('NEW', 'REMOVED');

-- AlterTable
ALTER TABLE "entities" DROP COLUMN "registered_jurisdiction",
ADD COLUMN     "flag" "ChangeFlag",
ADD COLUMN     "registered_jurisdiction_id" UUID;

-- CreateTable
CREATE TABLE "jurisdictions" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type_name" TEXT NOT NULL,
    "parent_id" UUID,

    CONSTRAINT "jurisdictions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supply_chain_roles" (
    "id" UUID NOT NULL,
    "role" TEXT NOT NULL,

    CONSTRAINT "supply_chain_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "entity_supply_chain_roles" (
    "id" UUID NOT NULL,
    "entity_id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "flag" "ChangeFlag",

    CONSTRAINT "entity_supply_chain_roles_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "jurisdictions_parent_id_name_key" ON "jurisdictions"("parent_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "supply_chain_roles_role_key" ON "supply_chain_roles"("role");

-- CreateIndex
CREATE UNIQUE INDEX "entity_supply_chain_roles_entity_id_role_id_key" ON "entity_supply_chain_roles"("entity_id", "role_id");

-- AddForeignKey
ALTER TABLE "entities" ADD CONSTRAINT "entities_registered_jurisdiction_id_fkey" FOREIGN KEY ("registered_jurisdiction_id") REFERENCES "jurisdictions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "jurisdictions" ADD CONSTRAINT "jurisdictions_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "jurisdictions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_supply_chain_roles" ADD CONSTRAINT "entity_supply_chain_roles_entity_id_fkey" FOREIGN KEY ("entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "entity_supply_chain_roles" ADD CONSTRAINT "entity_supply_chain_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "supply_chain_roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
