-- Issue #30 (docs/decisions/056-one-availability-vocabulary.md): availability is one list, spec 2
-- §3's 'full-time', 'part-time', 'contract' (shown as Full-time, Part-time, Contract). Rows from
-- before it — the first demo seed, spec 1 §3's "values seen" — mostly say when the candidate can
-- start rather than what kind of work: the start moves to availability_date and the kind becomes
-- the list's.
-- 1. A start stated as a timing becomes the availability date, where none is set: 'Available Now'
-- the day the profile was created, '2 Weeks Notice' and '1-2 weeks' 14 days later.
UPDATE "candidates"
SET "availability_date" = ("created_at" AT TIME ZONE 'UTC')::date
  + CASE "availability_key" WHEN 'availablenow' THEN 0 ELSE 14 END
WHERE "availability_date" IS NULL
  AND "availability_key" IN ('availablenow', '2weeksnotice', '12weeks');
--> statement-breakpoint
-- 2. Every other spelling onto the list: a kind of work named in any case or spacing becomes that
-- kind (the words candidate_engagement_kind reads), anything else — a timing, 'Open to chat', a
-- date label — 'full-time'. '' (never stated) stays ''.
UPDATE "candidates"
SET "availability" = CASE
    WHEN btrim("availability") = '' THEN ''
    WHEN lower("availability") ~ 'full[[:space:]_-]*time' THEN 'full-time'
    WHEN lower("availability") ~ 'part[[:space:]_-]*time' THEN 'part-time'
    WHEN lower("availability") ~ '(contract|freelance|project)' THEN 'contract'
    ELSE 'full-time'
  END
WHERE "availability" NOT IN ('full-time', 'part-time', 'contract', '');
