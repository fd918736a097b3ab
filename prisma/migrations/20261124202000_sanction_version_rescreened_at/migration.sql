-- When a list version's delta re-screening finished (issue 11): a version with none is queued again, so
-- a refresh that died between writing the version and queueing its re-screening loses nothing.
ALTER TABLE "sanction_source_versions" ADD COLUMN     "rescreened_at" TIMESTAMP(3);

-- The versions written before this column existed had their re-screening queued by the refresh that
-- wrote them: taken as done, rather than every past version re-screened at the first worker start.
UPDATE "sanction_source_versions" SET "rescreened_at" = "created_at";
