CREATE TABLE "review_issuance" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_issuance" ADD CONSTRAINT "review_issuance_request_id_auth_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auth_requests"("id") ON DELETE cascade ON UPDATE no action;