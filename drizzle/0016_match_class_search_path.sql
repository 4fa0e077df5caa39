-- candidate_match_class calls the other derivation functions by name. pg_restore runs with an empty
-- search_path while it fills the generated column `match_class`, so those names must resolve
-- without it: the function keeps the search_path it was created with.
ALTER FUNCTION candidate_match_class(text, text, text) SET search_path FROM CURRENT;
