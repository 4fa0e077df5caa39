-- Issue #30: a company's time zone is unset until chosen in the account tab (signup no longer
-- writes the default). Existing values are kept: whether one was chosen or defaulted is not known.
ALTER TABLE "companies" ALTER COLUMN "timezone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "timezone" DROP NOT NULL;