-- CreateEnum
CREATE TYPE "AttestationClaimType" AS ENUM ('OB');

-- CreateEnum
CREATE TYPE "PaymentPlan" AS ENUM ('FREE', 'ENTERPRISE');

-- CreateEnum
CREATE TYPE "BillingInterval" AS ENUM ('SIX_MONTHS', 'YEAR');

-- DropForeignKey
ALTER TABLE "entities" DROP CONSTRAINT "entities_registered_jurisdiction_id_fkey";

-- DropForeignKey
ALTER TABLE "jurisdictions" DROP CONSTRAINT "jurisdictions_parent_id_fkey";

-- AlterTable
ALTER TABLE "entities" DROP COLUMN "good_standing_attestation",
DROP COLUMN "officer_attestation",
DROP COLUMN "registered_jurisdiction_id",
ADD COLUMN     "entity_type" TEXT,
ADD COLUMN     "registered_jurisdiction" TEXT,
ADD COLUMN     "status_reason" TEXT,
ADD COLUMN     "workspace_id" UUID;

-- Supply chain roles were never seeded before: roles become reference data with fixed ids below,
-- and any role made by hand (with its assignments) goes.
DELETE FROM "entity_supply_chain_roles";
DELETE FROM "supply_chain_roles";

-- AlterTable
ALTER TABLE "entity_supply_chain_roles" ADD COLUMN     "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- AlterTable
ALTER TABLE "supply_chain_roles" ADD COLUMN     "description" TEXT NOT NULL,
ADD COLUMN     "position" INTEGER NOT NULL;

-- Every entity so far is a workspace's primary entity: it is that workspace's record.
UPDATE "entities" e SET "workspace_id" = w."id" FROM "workspaces" w WHERE w."entity_id" = e."id";

-- A workflow ticked by hand before confirmations were recorded: kept as a confirmation by the owner,
-- with no workflow settings to show (the record says so).
CREATE TABLE "vendor_workflow_confirmations_backfill" AS
  SELECT "id" AS "workspace_id", "owner_id", "updated_at" FROM "workspaces" WHERE "vendor_workflow_confirmed";

-- AlterTable
ALTER TABLE "workspaces" DROP COLUMN "entity_details_completed",
DROP COLUMN "vendor_workflow_confirmed";

-- DropTable
DROP TABLE "jurisdictions";

-- CreateTable
CREATE TABLE "attestation_claims" (
    "id" UUID NOT NULL,
    "claim_type" "AttestationClaimType" NOT NULL,
    "code" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "attestation_claims_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attestations" (
    "id" UUID NOT NULL,
    "entity_id" UUID NOT NULL,
    "claim_id" UUID NOT NULL,
    "attested_by_id" UUID NOT NULL,
    "attested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "text" TEXT NOT NULL,

    CONSTRAINT "attestations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_onboarding" (
    "workspace_id" UUID NOT NULL,
    "company_info_step" INTEGER NOT NULL,
    "plan" "PaymentPlan",
    "billing_interval" "BillingInterval",
    "vendor_list_resource_id" UUID,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "workspace_onboarding_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "vendor_workflow_confirmations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "confirmed_by_id" UUID NOT NULL,
    "confirmed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "workflow_version" INTEGER NOT NULL,
    "settings" JSONB NOT NULL,

    CONSTRAINT "vendor_workflow_confirmations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "attestation_claims_code_key" ON "attestation_claims"("code");

-- CreateIndex
CREATE INDEX "attestations_entity_id_claim_id_attested_at_idx" ON "attestations"("entity_id", "claim_id", "attested_at");

-- CreateIndex
CREATE INDEX "vendor_workflow_confirmations_workspace_id_confirmed_at_idx" ON "vendor_workflow_confirmations"("workspace_id", "confirmed_at");

-- CreateIndex
CREATE INDEX "entities_workspace_id_idx" ON "entities"("workspace_id");

-- AddForeignKey
ALTER TABLE "entities" ADD CONSTRAINT "entities_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_entity_id_fkey" FOREIGN KEY ("entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "attestation_claims"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attestations" ADD CONSTRAINT "attestations_attested_by_id_fkey" FOREIGN KEY ("attested_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workspace_onboarding" ADD CONSTRAINT "workspace_onboarding_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_workflow_confirmations" ADD CONSTRAINT "vendor_workflow_confirmations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_workflow_confirmations" ADD CONSTRAINT "vendor_workflow_confirmations_confirmed_by_id_fkey" FOREIGN KEY ("confirmed_by_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


INSERT INTO "vendor_workflow_confirmations" ("id", "workspace_id", "confirmed_by_id", "confirmed_at", "workflow_version", "settings")
  SELECT gen_random_uuid(), "workspace_id", "owner_id", "updated_at", 0, '{"recorded": false}'::jsonb
  FROM "vendor_workflow_confirmations_backfill";

DROP TABLE "vendor_workflow_confirmations_backfill";

-- An attestation is never edited: attesting again adds a row (the exact text as attested is the record).
-- The body's statement end is written as the escape 073 because Prisma's engine splits scripts at that
-- character even inside quotes.
CREATE FUNCTION "attestations_never_edited"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN RAISE EXCEPTION ''attestations are never edited: add a new one''\073 END';

CREATE TRIGGER "attestations_never_edited" BEFORE UPDATE ON "attestations"
  FOR EACH ROW EXECUTE FUNCTION "attestations_never_edited"();

-- Supply chain roles (reference data, ids fixed: stored on entities and used by clients, never renumbered).
INSERT INTO "supply_chain_roles" ("id", "role", "description", "position") VALUES
  ('00000000-0000-4000-9000-000000000001', 'Raw material supplier', 'Extracts, grows or processes raw materials (ores, fibres, chemicals, agricultural goods)', 1),
  ('00000000-0000-4000-9000-000000000002', 'Component supplier', 'Makes parts, sub-assemblies or ingredients that go into another company''s products', 2),
  ('00000000-0000-4000-9000-000000000003', 'Packaging supplier', 'Supplies packaging, labels and packing materials', 3),
  ('00000000-0000-4000-9000-000000000004', 'Manufacturer', 'Makes finished goods in its own facilities', 4),
  ('00000000-0000-4000-9000-000000000005', 'Contract manufacturer', 'Makes goods to another company''s specification and brand', 5),
  ('00000000-0000-4000-9000-000000000006', 'Brand owner', 'Owns the brand and specification of the goods and has them made', 6),
  ('00000000-0000-4000-9000-000000000007', 'Importer', 'Brings goods into a country and is the importer of record', 7),
  ('00000000-0000-4000-9000-000000000008', 'Exporter', 'Sends goods out of a country and is the exporter of record', 8),
  ('00000000-0000-4000-9000-000000000009', 'Wholesaler', 'Buys goods in bulk and sells them on to other businesses', 9),
  ('00000000-0000-4000-9000-000000000010', 'Distributor', 'Holds stock and distributes goods for manufacturers or brand owners in a territory', 10),
  ('00000000-0000-4000-9000-000000000011', 'Retailer', 'Sells goods to consumers in stores', 11),
  ('00000000-0000-4000-9000-000000000012', 'Online retailer', 'Sells goods to consumers online, in its own store or on marketplaces', 12),
  ('00000000-0000-4000-9000-000000000013', 'Logistics provider', 'Transports goods by road, rail, sea or air', 13),
  ('00000000-0000-4000-9000-000000000014', 'Warehouse operator', 'Stores goods and fulfils orders for others', 14),
  ('00000000-0000-4000-9000-000000000015', 'Freight forwarder', 'Arranges shipments and their documents across carriers and borders', 15),
  ('00000000-0000-4000-9000-000000000016', 'Customs broker', 'Clears goods through customs on behalf of importers and exporters', 16),
  ('00000000-0000-4000-9000-000000000017', 'Service provider', 'Provides services rather than goods (maintenance, testing, certification)', 17);

-- Onboarding attestation claims (claim_type OB), made by an officer of the company.
INSERT INTO "attestation_claims" ("id", "claim_type", "code", "text", "position") VALUES
  ('00000000-0000-4000-a000-000000000001', 'OB', 'OFFICER_AUTHORITY', 'I am an officer, director or authorised representative of this company, and I have the authority to bind it and to make these statements on its behalf.', 1),
  ('00000000-0000-4000-a000-000000000002', 'OB', 'GOOD_STANDING', 'This company is duly organised, validly existing and in good standing under the laws of its registered jurisdiction, and the information I have given about it is true, complete and accurate.', 2);
