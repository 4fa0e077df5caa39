-- Issue #30 "A plan you can manage" (docs/decisions/058-a-plan-you-can-manage.md): the paid
-- period and its cancellation on the company, and the simulated receipts.
CREATE TABLE "plan_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan" "plan_tier" NOT NULL,
	"amount_usd" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_ends_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_receipts" ADD CONSTRAINT "plan_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_receipts_company_idx" ON "plan_receipts" USING btree ("company_id","issued_at");--> statement-breakpoint
-- Companies already on Pro start their first tracked period now (docs/decisions/058): they renew
-- a month from this migration; no receipt is invented for the time before.
UPDATE "companies" SET "plan_period_end" = now() + interval '1 month' WHERE "plan_tier" = 'pro';
