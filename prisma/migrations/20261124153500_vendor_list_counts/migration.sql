-- The vendor list's busiest call made cheaper (issue 10's benchmark): its total from a table of counts
-- kept by triggers, and its name- and created-ordered pages read from one index alone. Function
-- bodies end their statements with the escape 073 (Prisma's engine splits migration scripts at each
-- semicolon).

-- The entity's brand name copied onto its relationship with the other facts the list reads, so a
-- page needs no join to entities.
ALTER TABLE "vendor_relationships" ADD COLUMN "name" TEXT NOT NULL DEFAULT '';

CREATE OR REPLACE FUNCTION vendor_relationships_copy_entity() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  SELECT NULLIF(split_part(e.registered_jurisdiction, ''-'', 1), ''''),
         e.brand_name,
         vendor_list_text(e.brand_name),
         vendor_list_text(concat_ws('' '', e.brand_name, e.registered_name, array_to_string(e.dba_names, '' ''))),
         e.status
    INTO NEW.country, NEW.name, NEW.name_key, NEW.search_text, NEW.verification_status
    FROM entities e WHERE e.id = NEW.vendor_entity_id\073
  RETURN NEW\073
END';

CREATE OR REPLACE FUNCTION entities_copy_to_vendor_relationship() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  UPDATE vendor_relationships
     SET country = NULLIF(split_part(NEW.registered_jurisdiction, ''-'', 1), ''''),
         name = NEW.brand_name,
         name_key = vendor_list_text(NEW.brand_name),
         search_text = vendor_list_text(concat_ws('' '', NEW.brand_name, NEW.registered_name, array_to_string(NEW.dba_names, '' ''))),
         verification_status = NEW.status
   WHERE vendor_entity_id = NEW.id\073
  RETURN NULL\073
END';

UPDATE vendor_relationships r SET name = e.brand_name FROM entities e WHERE e.id = r.vendor_entity_id;

-- The sort indexes now carry every column a list row shows.
DROP INDEX "vendor_relationships_workspace_id_created_at_id_status_coun_idx";
DROP INDEX "vendor_relationships_workspace_id_name_key_id_status_countr_idx";

-- CreateIndex
CREATE INDEX "vendor_relationships_list_by_name_idx" ON "vendor_relationships"("workspace_id", "name_key", "id", "status", "country", "verification_status", "name", "vendor_entity_id", "created_at", "updated_at");

-- CreateIndex
CREATE INDEX "vendor_relationships_list_by_created_idx" ON "vendor_relationships"("workspace_id", "created_at", "id", "status", "country", "verification_status", "name", "name_key", "vendor_entity_id", "updated_at");

-- CreateTable
CREATE TABLE "vendor_list_counts" (
    "workspace_id" UUID NOT NULL,
    "status" "VendorRelationshipStatus" NOT NULL,
    "country" TEXT NOT NULL,
    "verification_status" "EntityStatus" NOT NULL,
    "vendors" INTEGER NOT NULL,

    CONSTRAINT "vendor_list_counts_pkey" PRIMARY KEY ("workspace_id","status","country","verification_status")
);

-- The counts follow every statement that inserts, updates or deletes relationships (also the updates
-- entities' triggers make and the deletes cascades make), inside its transaction: one upsert per
-- cell the statement changed, cells in key order so concurrent writers lock them in the same order.
-- A cell left at zero stays (a vendor may come back to it), but not the cells of a deleted workspace
-- (its relationships go by cascade, after the workspace row).
CREATE FUNCTION vendor_list_counts_apply() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    INSERT INTO vendor_list_counts AS c (workspace_id, status, country, verification_status, vendors)
    SELECT workspace_id, status, coalesce(country, ''''), verification_status, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, status, country, verification_status)
    DO UPDATE SET vendors = c.vendors + EXCLUDED.vendors\073
  ELSIF TG_OP = ''DELETE'' THEN
    INSERT INTO vendor_list_counts AS c (workspace_id, status, country, verification_status, vendors)
    SELECT workspace_id, status, coalesce(country, ''''), verification_status, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, status, country, verification_status)
    DO UPDATE SET vendors = c.vendors + EXCLUDED.vendors\073
    DELETE FROM vendor_list_counts c
     WHERE c.workspace_id IN (SELECT workspace_id FROM old_rows)
       AND NOT EXISTS (SELECT 1 FROM workspaces w WHERE w.id = c.workspace_id)\073
  ELSE
    INSERT INTO vendor_list_counts AS c (workspace_id, status, country, verification_status, vendors)
    SELECT workspace_id, status, country, verification_status, sum(n)
      FROM (SELECT workspace_id, status, coalesce(country, '''') AS country, verification_status, 1 AS n FROM new_rows
            UNION ALL
            SELECT workspace_id, status, coalesce(country, ''''), verification_status, -1 FROM old_rows) AS moved
     GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (workspace_id, status, country, verification_status)
    DO UPDATE SET vendors = c.vendors + EXCLUDED.vendors\073
  END IF\073
  RETURN NULL\073
END';

CREATE TRIGGER vendor_list_counts_insert AFTER INSERT ON vendor_relationships
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_list_counts_apply();
CREATE TRIGGER vendor_list_counts_update AFTER UPDATE ON vendor_relationships
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_list_counts_apply();
CREATE TRIGGER vendor_list_counts_delete AFTER DELETE ON vendor_relationships
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendor_list_counts_apply();

-- The vendors there are.
INSERT INTO vendor_list_counts (workspace_id, status, country, verification_status, vendors)
SELECT workspace_id, status, coalesce(country, ''), verification_status, count(*)
  FROM vendor_relationships GROUP BY 1, 2, 3, 4;
