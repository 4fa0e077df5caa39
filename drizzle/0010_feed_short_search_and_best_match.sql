-- The talent feed at scale (issue #14, docs/decisions/031) and 'Best match' (issue #15,
-- docs/decisions/033). Functions first: the generated columns below call them.
--
-- The 1- and 2-character substrings of a candidate's search_text, none across two fields (fields
-- are one per line): a one- or two-character search is "this gram is in the set", served by a GIN
-- index, where trigrams need three characters.
CREATE OR REPLACE FUNCTION candidate_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM generate_series(1, 2) AS n, generate_series(1, length(t)) AS i, substr(t, i, n) AS g
  WHERE length(g) = n AND strpos(g, E'\n') = 0
$$;
--> statement-breakpoint
-- The company primary role (spec 1 §2 preferences) a candidate's role belongs to, or null.
CREATE OR REPLACE FUNCTION candidate_role_family(role text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(role) ~ '(design|\mux\M|\mui\M)' THEN 'Design'
    WHEN lower(role) ~ '(engineer|developer|devops|programmer|scientist|architect|\msre\M|\mqa\M|\mdata\M)' THEN 'Engineering'
    WHEN lower(role) ~ 'product' THEN 'Product'
    WHEN lower(role) ~ '(marketing|marketer|growth|\mseo\M|content|brand)' THEN 'Marketing'
    WHEN lower(role) ~ '(sales|account executive|business development|\msdr\M|\mbdr\M)' THEN 'Sales'
    WHEN lower(role) ~ '(operations|\mops\M|people|recruit|talent|finance|\mhr\M|support|customer success)' THEN 'Ops'
  END
$$;
--> statement-breakpoint
-- The hiring mode (Remote, Hybrid, On-site) a candidate's location names, or null.
CREATE OR REPLACE FUNCTION candidate_work_mode(location text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(location) ~ 'remote' THEN 'Remote'
    WHEN lower(location) ~ 'hybrid' THEN 'Hybrid'
    WHEN lower(location) ~ '(on-site|onsite|on site|office)' THEN 'On-site'
  END
$$;
--> statement-breakpoint
-- The working-hours region (US, EU) a candidate's location names, or null.
CREATE OR REPLACE FUNCTION candidate_work_region(location text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(location) ~ '(\mus\M|\musa\M|united states|new york|san francisco|seattle|austin|boston|chicago|los angeles|toronto|canada)' THEN 'US'
    WHEN lower(location) ~ '(\meu\M|europe|berlin|london|paris|amsterdam|madrid|lisbon|dublin|munich|stockholm|warsaw|\muk\M)' THEN 'EU'
  END
$$;
--> statement-breakpoint
-- The kind of work (Full-time, Contract) a candidate's availability names, or null when it names a
-- start ('Available Now', '2 Weeks Notice', 'Open to chat').
CREATE OR REPLACE FUNCTION candidate_engagement_kind(availability text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(availability) ~ 'full[[:space:]-]*time' THEN 'Full-time'
    WHEN lower(availability) ~ '(contract|part[[:space:]-]*time|freelance|project)' THEN 'Contract'
  END
$$;
--> statement-breakpoint
-- A bound of a salary range such as '$50k – $100k' or '$150k+', in whole US dollars a year:
-- which = 1 the low end, 2 the high end (null for '$150k+'). Null when the range has no number.
CREATE OR REPLACE FUNCTION candidate_salary_usd(salary_range text, which integer) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (m[1]::bigint * CASE WHEN m[2] = 'k' THEN 1000 ELSE 1 END)::integer
  FROM (
    SELECT (regexp_matches(replace(lower(coalesce(salary_range, '')), ',', ''), '([0-9]{1,9})[[:space:]]*(k?)', 'g')) AS m
    OFFSET which - 1 LIMIT 1
  ) AS found
$$;
--> statement-breakpoint
ALTER TABLE "candidates"
  ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (candidate_search_grams(search_text)) STORED,
  ADD COLUMN "role_family" text GENERATED ALWAYS AS (candidate_role_family(role)) STORED,
  ADD COLUMN "work_mode" text GENERATED ALWAYS AS (candidate_work_mode(location)) STORED,
  ADD COLUMN "work_region" text GENERATED ALWAYS AS (candidate_work_region(location)) STORED,
  ADD COLUMN "engagement_kind" text GENERATED ALWAYS AS (candidate_engagement_kind(availability)) STORED,
  ADD COLUMN "salary_low_usd" integer GENERATED ALWAYS AS (candidate_salary_usd(salary_range, 1)) STORED,
  ADD COLUMN "salary_high_usd" integer GENERATED ALWAYS AS (candidate_salary_usd(salary_range, 2)) STORED;
--> statement-breakpoint
CREATE INDEX "candidates_search_grams_gin_idx" ON "candidates" USING gin ("search_grams");
--> statement-breakpoint
-- Newest first, plus the match columns: 'Best match' scores every candidate from the index alone.
DROP INDEX "candidates_status_created_idx";--> statement-breakpoint
CREATE INDEX "candidates_status_created_idx" ON "candidates" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"role_family","work_mode","engagement_kind","work_region","salary_low_usd","salary_high_usd");
