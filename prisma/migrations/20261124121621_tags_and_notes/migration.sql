-- Tags and tag items, notes (issue 10)
-- CreateEnum
CREATE TYPE "NoteObjectKind" AS ENUM ('VENDOR_RELATIONSHIP');

-- CreateEnum
CREATE TYPE "TagType" AS ENUM ('vendor', 'contract');

-- CreateTable
CREATE TABLE "notes" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "object_id" UUID NOT NULL,
    "object_kind" "NoteObjectKind" NOT NULL,
    "content" TEXT NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" "TagType" NOT NULL,
    "colour" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tag_items" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "tag_id" UUID NOT NULL,
    "object_id" UUID NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tag_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notes_workspace_id_object_id_created_at_idx" ON "notes"("workspace_id", "object_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "tags_workspace_id_type_name_idx" ON "tags"("workspace_id", "type", "name");

-- CreateIndex
CREATE INDEX "tag_items_workspace_id_object_id_idx" ON "tag_items"("workspace_id", "object_id");

-- CreateIndex
CREATE INDEX "tag_items_tag_id_idx" ON "tag_items"("tag_id");

-- CreateIndex
CREATE UNIQUE INDEX "tag_items_tag_id_object_id_key" ON "tag_items"("tag_id", "object_id");

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tag_items" ADD CONSTRAINT "tag_items_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tag_items" ADD CONSTRAINT "tag_items_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tag_items" ADD CONSTRAINT "tag_items_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- A tag's name is unique per workspace and type whatever its case (Prisma cannot express the lower()).
CREATE UNIQUE INDEX "tags_workspace_id_type_lower_name_key" ON "tags"("workspace_id", "type", lower("name"));

-- Tag items and notes name their object without a foreign key (objects of several tables): a deleted
-- vendor relationship takes its tag items and notes with it.
CREATE FUNCTION "forget_vendor_relationship_objects"() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN DELETE FROM "tag_items" WHERE "object_id" = OLD."id" AND "workspace_id" = OLD."workspace_id"\073 DELETE FROM "notes" WHERE "object_id" = OLD."id" AND "workspace_id" = OLD."workspace_id"\073 RETURN OLD\073 END';

CREATE TRIGGER "forget_vendor_relationship_objects" AFTER DELETE ON "vendor_relationships"
  FOR EACH ROW EXECUTE FUNCTION "forget_vendor_relationship_objects"();
