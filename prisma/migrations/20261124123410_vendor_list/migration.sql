-- The vendor list (issue 10): filters, sorts, search and counts on one table's indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- AlterTable
ALTER TABLE "vendor_relationships" ADD COLUMN     "country" TEXT,
ADD COLUMN     "name_key" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "verification_status" "EntityStatus" NOT NULL DEFAULT 'PENDING';

-- Text as the list searches and sorts it: lower case, accents off (unaccent's rules, also used on
-- the searched text, so both sides agree).
CREATE FUNCTION vendor_list_text(t TEXT) RETURNS TEXT LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT lower(unaccent(coalesce(t, ''))) $$;

-- The vendor entity's facts copied onto its relationship when the relationship is written (its
-- statement ends are the escape 073: Prisma's engine splits migration scripts at each of them).
CREATE FUNCTION vendor_relationships_copy_entity() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  SELECT NULLIF(split_part(e.registered_jurisdiction, ''-'', 1), ''''),
         vendor_list_text(e.brand_name),
         vendor_list_text(concat_ws('' '', e.brand_name, e.registered_name, array_to_string(e.dba_names, '' ''))),
         e.status
    INTO NEW.country, NEW.name_key, NEW.search_text, NEW.verification_status
    FROM entities e WHERE e.id = NEW.vendor_entity_id\073
  RETURN NEW\073
END';

CREATE TRIGGER vendor_relationships_copy_entity
  BEFORE INSERT OR UPDATE OF vendor_entity_id ON vendor_relationships
  FOR EACH ROW EXECUTE FUNCTION vendor_relationships_copy_entity();

-- And again whenever the entity's copied facts change.
CREATE FUNCTION entities_copy_to_vendor_relationship() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  UPDATE vendor_relationships
     SET country = NULLIF(split_part(NEW.registered_jurisdiction, ''-'', 1), ''''),
         name_key = vendor_list_text(NEW.brand_name),
         search_text = vendor_list_text(concat_ws('' '', NEW.brand_name, NEW.registered_name, array_to_string(NEW.dba_names, '' ''))),
         verification_status = NEW.status
   WHERE vendor_entity_id = NEW.id\073
  RETURN NULL\073
END';

CREATE TRIGGER entities_copy_to_vendor_relationship
  AFTER UPDATE OF brand_name, registered_name, dba_names, registered_jurisdiction, status ON entities
  FOR EACH ROW EXECUTE FUNCTION entities_copy_to_vendor_relationship();

-- The vendors there are.
UPDATE vendor_relationships r
   SET country = NULLIF(split_part(e.registered_jurisdiction, '-', 1), ''),
       name_key = vendor_list_text(e.brand_name),
       search_text = vendor_list_text(concat_ws(' ', e.brand_name, e.registered_name, array_to_string(e.dba_names, ' '))),
       verification_status = e.status
  FROM entities e
 WHERE e.id = r.vendor_entity_id;

-- CreateIndex
CREATE INDEX "vendor_relationships_workspace_id_name_key_id_status_countr_idx" ON "vendor_relationships"("workspace_id", "name_key", "id", "status", "country", "verification_status");

-- CreateIndex
CREATE INDEX "vendor_relationships_workspace_id_created_at_id_status_coun_idx" ON "vendor_relationships"("workspace_id", "created_at", "id", "status", "country", "verification_status");

-- CreateIndex
CREATE INDEX "vendor_relationships_workspace_id_country_name_key_id_idx" ON "vendor_relationships"("workspace_id", "country", "name_key", "id");

-- CreateIndex
CREATE INDEX "vendor_relationships_workspace_id_status_country_idx" ON "vendor_relationships"("workspace_id", "status", "country");

-- CreateIndex
CREATE INDEX "vendor_relationships_search_text_trgm_idx" ON "vendor_relationships" USING GIN ("search_text" gin_trgm_ops);
