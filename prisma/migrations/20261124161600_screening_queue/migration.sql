-- The screening work queue (issue 11): every open possible match of a workspace, sorted by severity and
-- score and filtered by list, source and age, read from the risks table's own columns and index.

-- AlterTable
ALTER TABLE "risks" ADD COLUMN     "match_lists" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "match_score" DOUBLE PRECISION,
ADD COLUMN     "match_sources" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "opened_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- When a risk was last opened (its insert's default, then each re-opening), and a SCREENING risk's
-- best score, lists and sources from the matches its source raised it with (`details.matches`). Kept by the database on every write of the row, so no
-- writer (risks.raise, a decision, the re-screening) has to remember them. Statement ends are the
-- escape 073: Prisma's engine splits migration scripts at each of them.
CREATE FUNCTION risks_copy_queue_facts() RETURNS TRIGGER LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    IF NEW.status = ''OPEN'' AND OLD.status <> ''OPEN'' THEN
      NEW.opened_at := now() AT TIME ZONE ''UTC''\073
    END IF\073
  END IF\073
  IF NEW.source_kind = ''SCREENING'' THEN
    SELECT max((m->>''score'')::float8),
           coalesce(array_agg(DISTINCT m->>''list'' ORDER BY m->>''list'') FILTER (WHERE m->>''list'' IS NOT NULL), ''{}''),
           coalesce(array_agg(DISTINCT m->>''source'' ORDER BY m->>''source'') FILTER (WHERE m->>''source'' IS NOT NULL), ''{}'')
      INTO NEW.match_score, NEW.match_lists, NEW.match_sources
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.details->''matches'') = ''array''
                                     THEN NEW.details->''matches'' ELSE ''[]''::jsonb END) AS m\073
  ELSE
    NEW.match_score := NULL\073
    NEW.match_lists := ''{}''\073
    NEW.match_sources := ''{}''\073
  END IF\073
  RETURN NEW\073
END';

CREATE TRIGGER risks_copy_queue_facts
  BEFORE INSERT OR UPDATE OF status, details, source_kind ON risks
  FOR EACH ROW EXECUTE FUNCTION risks_copy_queue_facts();

-- The risks there are: opened when last raised or re-opened, and their matches' facts (the trigger).
UPDATE risks r
   SET opened_at = coalesce((SELECT max(e.created_at) FROM risk_events e
                              WHERE e.risk_id = r.id AND e.kind IN ('RAISED', 'REOPENED')), r.created_at),
       details = r.details;

-- CreateIndex
CREATE INDEX "risks_screening_queue_idx" ON "risks"("workspace_id", "source_kind", "status", "severity", "match_score" DESC, "opened_at", "id");
