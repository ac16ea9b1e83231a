CREATE TABLE "review_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_roles" text NOT NULL,
	"action" text NOT NULL,
	"request_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_claims" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_verdicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"confidence" integer NOT NULL,
	"grade" integer NOT NULL,
	"value_low" integer,
	"value_high" integer,
	"currency" text,
	"summary" text NOT NULL,
	"checklist" jsonb NOT NULL,
	"status" text NOT NULL,
	"second_reviewer_id" uuid,
	"second_agree" boolean,
	"second_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "review_claims" ADD CONSTRAINT "review_claims_request_id_auth_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auth_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_verdicts" ADD CONSTRAINT "review_verdicts_request_id_auth_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."auth_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_audit_request_idx" ON "review_audit" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_verdicts_one_open_idx" ON "review_verdicts" USING btree ("request_id") WHERE "review_verdicts"."status" in ('pending', 'final');