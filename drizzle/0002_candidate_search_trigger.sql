-- Keeps candidates.search_text = lower(name, role, location and skills), one per line, for the
-- trigram feed search (spec 1 §5 "Talent feed filtering": a search matches name, role, location or
-- any skill). Newlines keep a search from matching across two fields. array_to_string is not
-- immutable, so a trigger, not a generated column.
CREATE OR REPLACE FUNCTION candidates_search_text() RETURNS trigger AS $$
BEGIN
  NEW.search_text := lower(
    coalesce(NEW.first_name, '') || ' ' || coalesce(NEW.last_name, '') || E'\n' ||
    coalesce(NEW.role, '') || E'\n' || coalesce(NEW.location, '') || E'\n' ||
    coalesce(array_to_string(NEW.skills, E'\n'), '')
  );
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER candidates_search_text_trigger
  BEFORE INSERT OR UPDATE OF first_name, last_name, role, location, skills ON candidates
  FOR EACH ROW EXECUTE FUNCTION candidates_search_text();
