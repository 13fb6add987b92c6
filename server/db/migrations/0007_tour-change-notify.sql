-- Progress streams in every server process hear of a tour's change (issue 19, F4): its id on the
-- tour_changed channel whenever what a stream shows of processing changes, or the tour goes.
CREATE FUNCTION notify_tour_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tour_changed', COALESCE(NEW.id, OLD.id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tours_notify_processing AFTER UPDATE ON tours FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.stage IS DISTINCT FROM NEW.stage
    OR OLD.progress IS DISTINCT FROM NEW.progress
  )
  EXECUTE FUNCTION notify_tour_changed();
--> statement-breakpoint
CREATE TRIGGER tours_notify_deleted AFTER DELETE ON tours FOR EACH ROW
  EXECUTE FUNCTION notify_tour_changed();
