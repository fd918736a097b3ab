-- Vendor relationship life cycle (issue 10): status per role assignment, and the audit trail.
-- Existing relationships have no role assignments yet and keep their stored status (docs/decisions.md).

-- CreateEnum
CREATE TYPE "TerminationCause" AS ENUM ('BREACH_OF_CONTRACT', 'REGULATORY_CONCERNS', 'UNABLE_TO_MEET_REQUIREMENTS', 'OTHER_CAUSE');

-- CreateEnum
CREATE TYPE "VendorRelationshipEventKind" AS ENUM ('ROLE_ADDED', 'APPROVED', 'START_RESCHEDULED', 'REJECTED', 'REOPENED', 'STARTED', 'TERMINATION_SCHEDULED', 'TERMINATED', 'RELATIONSHIP_TERMINATED');

-- CreateTable
CREATE TABLE "vendor_relationship_roles" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "status" "VendorRelationshipStatus" NOT NULL DEFAULT 'PENDING',
    "start_date" DATE,
    "termination_date" DATE,
    "termination_target" "VendorRelationshipStatus",
    "termination_cause" "TerminationCause",
    "explanation" TEXT,
    "attested_by_id" UUID,
    "attested_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vendor_relationship_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vendor_relationship_events" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "role_assignment_id" UUID,
    "role_id" UUID,
    "actor_id" UUID,
    "kind" "VendorRelationshipEventKind" NOT NULL,
    "from_status" "VendorRelationshipStatus",
    "to_status" "VendorRelationshipStatus",
    "details" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vendor_relationship_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vendor_relationship_roles_workspace_id_status_role_id_idx" ON "vendor_relationship_roles"("workspace_id", "status", "role_id");

-- CreateIndex
CREATE INDEX "vendor_relationship_roles_status_start_date_idx" ON "vendor_relationship_roles"("status", "start_date");

-- CreateIndex
CREATE INDEX "vendor_relationship_roles_status_termination_date_idx" ON "vendor_relationship_roles"("status", "termination_date");

-- CreateIndex
CREATE UNIQUE INDEX "vendor_relationship_roles_relationship_id_role_id_key" ON "vendor_relationship_roles"("relationship_id", "role_id");

-- CreateIndex
CREATE INDEX "vendor_relationship_events_relationship_id_created_at_idx" ON "vendor_relationship_events"("relationship_id", "created_at");

-- CreateIndex
CREATE INDEX "vendor_relationship_events_workspace_id_created_at_idx" ON "vendor_relationship_events"("workspace_id", "created_at");

-- CreateIndex
CREATE INDEX "vendor_relationships_workspace_id_status_idx" ON "vendor_relationships"("workspace_id", "status");

-- AddForeignKey
ALTER TABLE "vendor_relationship_roles" ADD CONSTRAINT "vendor_relationship_roles_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationship_roles" ADD CONSTRAINT "vendor_relationship_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "supply_chain_roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationship_roles" ADD CONSTRAINT "vendor_relationship_roles_attested_by_id_fkey" FOREIGN KEY ("attested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationship_events" ADD CONSTRAINT "vendor_relationship_events_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationship_events" ADD CONSTRAINT "vendor_relationship_events_role_assignment_id_fkey" FOREIGN KEY ("role_assignment_id") REFERENCES "vendor_relationship_roles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendor_relationship_events" ADD CONSTRAINT "vendor_relationship_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

