-- Names that fold to nothing (emoji or punctuation only) were keyed '' (foldText), so a second such name
-- answered the first one's record. Their key is now the name in lower case (contracts foldedKey, as supply
-- streams already had it): rows stored with the old key are given the new one. Names are stored trimmed.
UPDATE "materials" SET "name_key" = lower("name") WHERE "name_key" = '';

UPDATE "resource_usage_types" SET "name_key" = lower("name") WHERE "name_key" = '';

UPDATE "products"
SET "name_key" = lower("name"),
    "dedupe_key" = CASE WHEN "dedupe_key" = 'name:' THEN 'name:' || lower("name") ELSE "dedupe_key" END,
    "search_text" = concat_ws(' ', lower("name"), nullif("search_text", ''))
WHERE "name_key" = '';
