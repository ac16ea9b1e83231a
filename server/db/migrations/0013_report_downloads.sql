CREATE TABLE "report_downloads" (
	"report_id" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
