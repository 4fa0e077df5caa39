ALTER TABLE "companies" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_size" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "headquarters" text;