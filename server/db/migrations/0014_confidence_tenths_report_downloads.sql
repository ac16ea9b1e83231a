CREATE TABLE "report_downloads" (
	"report_id" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "confidence" SET DATA TYPE numeric(4, 1);