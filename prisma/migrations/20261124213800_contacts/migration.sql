-- Contacts and requirements (issue 12, point 4): contact categories of a workspace, the categories an
-- entity requires contacts in, and the contacts of a vendor relationship.
-- CreateTable
CREATE TABLE "contact_categories" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_requirements" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "entity_id" UUID NOT NULL,
    "category_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_requirements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "relationship_id" UUID NOT NULL,
    "category_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_categories_workspace_id_name_idx" ON "contact_categories"("workspace_id", "name");

-- CreateIndex
CREATE INDEX "contact_requirements_workspace_id_idx" ON "contact_requirements"("workspace_id");

-- CreateIndex
CREATE INDEX "contact_requirements_category_id_idx" ON "contact_requirements"("category_id");

-- CreateIndex
CREATE UNIQUE INDEX "contact_requirements_entity_id_category_id_key" ON "contact_requirements"("entity_id", "category_id");

-- CreateIndex
CREATE INDEX "contacts_relationship_id_category_id_idx" ON "contacts"("relationship_id", "category_id");

-- CreateIndex
CREATE INDEX "contacts_workspace_id_idx" ON "contacts"("workspace_id");

-- CreateIndex
CREATE INDEX "contacts_category_id_idx" ON "contacts"("category_id");

-- AddForeignKey
ALTER TABLE "contact_categories" ADD CONSTRAINT "contact_categories_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requirements" ADD CONSTRAINT "contact_requirements_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requirements" ADD CONSTRAINT "contact_requirements_entity_id_fkey" FOREIGN KEY ("entity_id") REFERENCES "entities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_requirements" ADD CONSTRAINT "contact_requirements_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "contact_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_relationship_id_fkey" FOREIGN KEY ("relationship_id") REFERENCES "vendor_relationships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "contact_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A category's name is unique per workspace whatever its case (Prisma cannot express the lower()).
CREATE UNIQUE INDEX "contact_categories_workspace_id_lower_name_key" ON "contact_categories"("workspace_id", lower("name"));
