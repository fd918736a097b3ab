-- A vendor user's compliance section reads relationships by their linked entity alone, across customers.
CREATE INDEX "vendor_relationships_linked_entity_id_idx" ON "vendor_relationships"("linked_entity_id");
